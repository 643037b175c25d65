// The library screen at /home over a fake api, for the LibraryScreen.*.test.tsx files.
import { STORAGE_KEYS, type Contact, type SurveyStatus } from '@insight/api';
import { vi } from 'vitest';
import {
  FEATURED_ID,
  catalogItem,
  catalogItems,
  reportHtml,
  person,
  traitProfileOf,
  traitScores,
} from '@insight/api/testing';
import { GATE_PASSED_STORAGE_KEY } from '../../stores/HomeGateStore';
import { aliceUser } from '../../test/fakeEnv';
import { renderScreen, type RenderScreenOptions } from '../../test/render';
import { paths } from '../../routes/paths';
import { libraryViews } from '../../routes/routes';
import { LibraryScreen } from './LibraryScreen';

// Typing into the invite form on two shared cores can take longer than the default 5 s. Set on import, so it holds
// for every test file that renders the library.
vi.setConfig({ testTimeout: 20_000 });

export const contact = (firstName: string): Contact => ({
  user: { firstName, lastName: 'Liddell', gender: 'F', userName: 'alice@example.com', password: null },
});

export function renderLibrary({
  api = {},
  settings = {},
  storage = {},
  path = '/home',
}: Partial<RenderScreenOptions> = {}) {
  return renderScreen({
    path,
    // The library's views have their own addresses under /home, its routes' children.
    route: paths.home,
    screen: <LibraryScreen />,
    routes: libraryViews,
    // A person the gate has opened for on this device before, unless a test says otherwise.
    storage: {
      [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser),
      [GATE_PASSED_STORAGE_KEY]: aliceUser.id,
      ...storage,
    },
    settings: {
      requiredPurchaseCatalogItemId: 1,
      featuredCatalogItemId: FEATURED_ID,
      mapLearnMoreUrl: 'https://learn.test/map',
      reportImagePath: 'https://img.test/reports/',
      ...settings,
    },
    api: {
      getContact: vi.fn(async () => contact('Alice')),
      getCatalogItem: vi.fn(async (id: number) => catalogItem(id)),
      getSurvey: vi.fn(async (): Promise<SurveyStatus | null> => ({ status: 'complete', url: null })),
      listCatalogItems: vi.fn(async () => catalogItems),
      getReport: vi.fn(async (_user: string, reportId: number) => reportHtml(`Guide ${reportId}`)),
      getTraits: vi.fn(async () => traitProfileOf(person('user-1', 'Alice', 'Liddell'), traitScores.ada)),
      ...api,
    },
  });
}
