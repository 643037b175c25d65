import type { ApiClient, RuntimeSettings } from '@insight/api';
import { createToaster, PRODUCT_TOAST_OPTIONS } from '@insight/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import type { CartAdapter } from '../cart/CartAdapter';
import { createMemoryStorage } from '../env';
import { createRootStore } from '../stores/RootStore';
import { createFakeApi, createRecordingLocation, testSettings } from './fakeEnv';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderScreenOptions {
  /** Where the router starts. */
  path: string;
  /** The route pattern the screen answers (e.g. '/survey/return/:id'). */
  route: string;
  screen: ReactElement;
  api?: Partial<ApiClient>;
  storage?: Record<string, string>;
  settings?: Partial<RuntimeSettings>;
  cart?: CartAdapter;
}

/**
 * One screen at its route, with real stores over a fake api; any other address renders nothing
 * but the location probe (so a redirect is seen without the rest of the app).
 */
export function renderScreen({
  path,
  route,
  screen,
  api = {},
  storage = {},
  settings = {},
  cart,
}: RenderScreenOptions) {
  const toaster = createToaster(PRODUCT_TOAST_OPTIONS);
  const location = createRecordingLocation();
  const memory = createMemoryStorage(storage);
  const store = createRootStore({
    settings: { ...testSettings, ...settings },
    env: { api: createFakeApi(api), storage: memory, notifier: toaster, location, ...(cart ? { cart } : {}) },
  });
  const view = render(
    <AppProviders store={store} toaster={toaster} reducedMotion>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const currentLocation = () => view.getByTestId('location').textContent;
  return { ...view, store, storage: memory, location, currentLocation };
}
