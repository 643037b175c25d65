import type { ApiClient } from '@insight/api';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createRecordingLocation } from './fakeEnv';
import { AppHarness, createHarness, currentAddress, type HarnessSetup } from './harness';

export interface RenderAppOptions extends Omit<HarnessSetup, 'location'> {
  api?: Partial<ApiClient>;
}

/** The whole app (layout, routes, real stores over a fake api) at `path`, or one screen (`screen`). */
export function renderApp(options: RenderAppOptions) {
  const location = createRecordingLocation();
  const harness = createHarness({ ...options, location });
  const view = render(<AppHarness harness={harness} />);
  return { ...view, ...harness, location, currentLocation: () => currentAddress(view.container) };
}

export interface RenderScreenOptions extends Omit<RenderAppOptions, 'screen'> {
  /** The route pattern the screen answers (e.g. '/survey/return/:id'). */
  route: string;
  screen: ReactElement;
  /** The screen's child routes, where it has them (the library's views). */
  routes?: ReactNode;
}

/** One screen at its route: a redirect elsewhere is seen in currentLocation() without the rest of the app. */
export const renderScreen = ({ route, screen, routes, ...options }: RenderScreenOptions) =>
  renderApp({ ...options, screen: { route, element: screen, children: routes } });
