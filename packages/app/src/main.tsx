import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import { loadRuntimeSettings } from '@insight/api';
import { createToaster } from '@insight/ui';
import { APP_TOAST_OPTIONS } from './toasts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadAnalytics } from './analytics';
import { AppProviders } from './AppProviders';
import { createMemoryStorage, type KeyValueStorage } from './env';
import { paths } from './routes/paths';
import { AppRoutes } from './routes/routes';
import { createAppStore } from './stores/createAppStore';
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

async function start(container: HTMLElement) {
  const root = createRoot(container);
  try {
    const settings = await loadRuntimeSettings({ pageConfig: window.insightConfig ?? {} });
    if (settings.appName) document.title = settings.appName;
    loadAnalytics(settings);
    const toaster = createToaster(APP_TOAST_OPTIONS);
    const store = createAppStore({ settings, storage: browserStorage(), notifier: toaster, location: window.location });
    // Opening on /home signed in: the home gate's reads go out now, while the library's code is on its way.
    if (window.location.pathname === paths.home) store.homeGate.prepare();
    // The first render as a transition: React renders it in slices and yields to the browser between them,
    // instead of one long task (about 165 ms on a phone-speed CPU) in which a tap or a keystroke would wait.
    // Lighthouse /login: total blocking time 119–169 ms → 0–19 ms, first paint unchanged.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders store={store} toaster={toaster}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error('Insight could not start', error);
    root.render(<StartupError />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
