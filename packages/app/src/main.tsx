// First, before anything else of ours: see appRoot.tsx (the prerendered page's classes depend on the order).
import { appTree, createAppParts, openAt } from './appRoot';
import { DEFAULT_LANGUAGE, loadRuntimeSettings } from '@insight/api';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './start/afterReactDom';
import { BrowserRouter } from 'react-router';
import { loadAnalytics } from './analytics';
import { createMemoryStorage, type KeyValueStorage } from './env';
import { AfterHydration, handOverTypedValues } from './hydration';
import { browserLanguage, switchLanguage } from './i18n/choice';
import {
  drawnSignedIn,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_SIGNED_OUT_ATTRIBUTE,
  PRERENDERED_THEME_ATTRIBUTE,
} from './prerendered';
import { preloadDrawnScreen } from './routes/routes';
import { StartupError } from './StartupError';
import { nextTask } from './start/nextTask';

declare global {
  interface Window {
    /** A page-level config object the host page may set; its keys win over /assets/config.json. */
    insightConfig?: Record<string, unknown>;
  }
}

/** localStorage, or memory when the browser refuses it (private modes, blocked storage). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__insight__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/**
 * The page the server sent already holds this address's screen (the signed-out entry screens are prerendered at
 * build, scripts/build/prerender.mjs): then the app takes that HTML over (hydrates it) instead of drawing it again.
 */
function isPrerendered(container: HTMLElement): boolean {
  const at = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return at !== null && at.toLowerCase() === window.location.pathname.toLowerCase() && container.hasChildNodes();
}

/** Runs `task` when the browser is idle (or soon, where it cannot say). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 200);
}

async function start(container: HTMLElement) {
  const language = browserLanguage();
  // A page drawn at build in this page's language is taken over; one drawn in another (a cached page, a language
  // chosen since) is drawn again by the app.
  const prerendered = isPrerendered(container) && document.documentElement.lang === language;
  try {
    // Another language's words come with their own chunk, laid over English before anything is drawn.
    const [settings, ui] = await Promise.all([
      loadRuntimeSettings({ pageConfig: window.insightConfig ?? {} }),
      language === DEFAULT_LANGUAGE
        ? undefined
        : import('./i18n/load').then(({ loadLanguage }) => loadLanguage(language)),
    ]);
    if (settings.appName) document.title = settings.appName;
    loadAnalytics(settings);
    // The stores are made in a task of their own, and what the app asks for at its address in another (about 10 and
    // 5 ms here, mostly mobx-state-tree's first instances): a tap waits for one of them at most (start/nextTask.ts).
    await nextTask();
    const parts = createAppParts({
      settings,
      storage: browserStorage(),
      location: window.location,
      language,
      switchLanguage,
      ui,
    });
    const { store } = parts;
    await nextTask();
    openAt(parts, window.location.pathname);
    // A page drawn for a signed-in person (/home) is not hydrated: taking that larger page over cost a phone-speed
    // CPU about 600 ms of blocked input (Lighthouse /home: total blocking time 636–977 ms, against 171–268 ms when
    // the app draws it again). The app's first render draws it as it stands, with its screen's code loaded first,
    // and React puts it in the drawn page's place in one commit. With nobody signed in on this device the head's
    // script has hidden the page before the first paint; the app draws what this device gets there (the login
    // screen) instead; so it does for a person the home gate has not opened for on this device (a newcomer, who
    // may be sent to buy or to answer): the loading overlay until the gate decides.
    const signedInPage = prerendered && drawnSignedIn(container);
    const hydrate = prerendered && !signedInPage;
    // Hidden by the head's script (nobody signed in, or a person the gate has not opened for on this device yet).
    if (signedInPage && !(store.session.isSignedIn && store.homeGate.passedBefore)) {
      container.replaceChildren();
      document.documentElement.removeAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE);
    } else if (signedInPage) {
      // A chunk that cannot come now is asked for again by the route, which shows its failure.
      await preloadDrawnScreen(window.location.pathname).catch(() => undefined);
    }
    const app = appTree(parts, (routes) => <BrowserRouter>{routes}</BrowserRouter>);
    // The first render as a transition: React renders it in slices and yields to the browser between them,
    // instead of one long task (about 165 ms on a phone-speed CPU) in which a tap or a keystroke would wait.
    // Lighthouse /login: total blocking time 119–169 ms → 0–19 ms, first paint unchanged.
    // SPEC §1: the checkout script is loaded in every environment, at start: once the first render has been
    // committed, when the browser is idle. Not sooner: a store change while that render is still in slices makes
    // React finish it in one blocking task (Lighthouse /login, three runs each: total blocking time 535–790 ms
    // with the script asked for before the first commit, against 322–411 ms without it).
    const startCart = () => whenIdle(() => store.start());
    startTransition(() => {
      if (hydrate) {
        const onHydrated = () => {
          handOverTypedValues(container);
          // The app draws the chosen theme now: the page's own rules for it step aside (prerendered.ts).
          document.documentElement.removeAttribute(PRERENDERED_THEME_ATTRIBUTE);
          startCart();
        };
        const hydrated = <AfterHydration onHydrated={onHydrated}>{app}</AfterHydration>;
        hydrateRoot(container, hydrated, {
          // A page that does not match is drawn again by React (what was typed in it is then lost): say so.
          onRecoverableError: (error, info) =>
            console.error('Insight: the prerendered page did not match', error, info.componentStack),
        });
      } else if (signedInPage) {
        // Once the app's page is in: it draws the chosen theme, and the drawn page's rules for it step aside.
        const onDrawn = () => {
          document.documentElement.removeAttribute(PRERENDERED_THEME_ATTRIBUTE);
          startCart();
        };
        createRoot(container).render(<AfterHydration onHydrated={onDrawn}>{app}</AfterHydration>);
      } else {
        createRoot(container).render(<AfterHydration onHydrated={startCart}>{app}</AfterHydration>);
      }
    });
  } catch (error) {
    console.error('Insight could not start', error);
    // Nothing has taken the page yet (the settings come before any render): the prerendered screen goes.
    container.replaceChildren();
    document.documentElement.removeAttribute(PRERENDERED_SIGNED_OUT_ATTRIBUTE);
    createRoot(container).render(<StartupError />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
