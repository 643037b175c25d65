// First, before anything else of ours: see appRoot.tsx (the prerendered page's classes depend on the order).
import { appTree, createAppParts } from './appRoot';
import { loadRuntimeSettings } from '@insight/api';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadAnalytics } from './analytics';
import { createMemoryStorage, type KeyValueStorage } from './env';
import { AfterHydration, handOverTypedValues } from './hydration';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_THEME_ATTRIBUTE } from './prerendered';
import { paths } from './routes/paths';
import { StartupError } from './StartupError';

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

async function start(container: HTMLElement) {
  const prerendered = isPrerendered(container);
  try {
    const settings = await loadRuntimeSettings({ pageConfig: window.insightConfig ?? {} });
    if (settings.appName) document.title = settings.appName;
    loadAnalytics(settings);
    const parts = createAppParts({ settings, storage: browserStorage(), location: window.location });
    const { store } = parts;
    // Opening on /home signed in: the home gate's reads go out now, while the library's code is on its way.
    // So does the person's trait chart that Start Here draws (the library waits for it: nothing moves when it comes).
    if (window.location.pathname === paths.home) {
      store.homeGate.prepare();
      const me = store.session.currentUser?.id;
      if (me) void store.traits.loadProfile(me);
    }
    const app = appTree(parts, (routes) => <BrowserRouter>{routes}</BrowserRouter>);
    // The first render as a transition: React renders it in slices and yields to the browser between them,
    // instead of one long task (about 165 ms on a phone-speed CPU) in which a tap or a keystroke would wait.
    // Lighthouse /login: total blocking time 119–169 ms → 0–19 ms, first paint unchanged.
    startTransition(() => {
      if (prerendered) {
        const onHydrated = () => {
          handOverTypedValues(container);
          // The app draws the chosen theme now: the page's own rules for it step aside (prerendered.ts).
          document.documentElement.removeAttribute(PRERENDERED_THEME_ATTRIBUTE);
        };
        const hydrated = <AfterHydration onHydrated={onHydrated}>{app}</AfterHydration>;
        hydrateRoot(container, hydrated, {
          // A page that does not match is drawn again by React (what was typed in it is then lost): say so.
          onRecoverableError: (error, info) =>
            console.error('Insight: the prerendered page did not match', error, info.componentStack),
        });
      } else {
        createRoot(container).render(app);
      }
    });
  } catch (error) {
    console.error('Insight could not start', error);
    // Nothing has taken the page yet (the settings come before any render): the prerendered screen goes.
    container.replaceChildren();
    createRoot(container).render(<StartupError />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
