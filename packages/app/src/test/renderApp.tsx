import type { ApiClient, RuntimeSettings } from '@insight/api';
import { createToaster, PRODUCT_TOAST_OPTIONS } from '@insight/ui';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { createMemoryStorage } from '../env';
import { AppRoutes } from '../routes/routes';
import { createRootStore } from '../stores/RootStore';
import { createFakeApi, createRecordingLocation, testSettings } from './fakeEnv';

/** Shows where the router is (path + query), for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAppOptions {
  path: string;
  api?: Partial<ApiClient>;
  storage?: Record<string, string>;
  settings?: Partial<RuntimeSettings>;
}

/** The whole app (layout, routes, real stores over a fake api) at `path`. */
export function renderApp({ path, api = {}, storage = {}, settings = {} }: RenderAppOptions) {
  const toaster = createToaster(PRODUCT_TOAST_OPTIONS);
  const location = createRecordingLocation();
  const memory = createMemoryStorage(storage);
  const store = createRootStore({
    settings: { ...testSettings, ...settings },
    env: { api: createFakeApi(api), storage: memory, notifier: toaster, location },
  });
  const view = render(
    <AppProviders store={store} toaster={toaster} reducedMotion>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes year={2025} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const currentLocation = () => view.getByTestId('location').textContent;
  return { ...view, store, storage: memory, location, toaster, currentLocation };
}
