import { ApiError, STORAGE_KEYS, errorMessages, type Contact, type SurveyStatus } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_ID, catalogItem, catalogItems, reportHtml } from '../test/catalogFixtures';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';

const alice: Contact = {
  user: { firstName: 'Alice', lastName: 'Liddell', gender: 'F', userName: 'alice@example.com', password: null },
};
const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const gateSettings = { requiredPurchaseCatalogItemId: 1, featuredCatalogItemId: FEATURED_ID, enablePackages: true };
const survey = (status: SurveyStatus['status'], url: string | null = 'https://survey.test/s/abc'): SurveyStatus => ({
  status,
  url,
});

/** A signed-in person whose every gate call answers "go on" unless a test says otherwise. */
function setup({ api = {}, settings = {}, storage = {} }: FakeEnvOptions = {}) {
  const calls = {
    getContact: vi.fn(async () => alice),
    getCatalogItem: vi.fn(async (id: number) => catalogItem(id)),
    getSurvey: vi.fn(async (): Promise<SurveyStatus | null> => survey('complete')),
    createSurvey: vi.fn(async () => ({ url: 'https://survey.test/new?return=user-1' })),
    listCatalogItems: vi.fn(async () => catalogItems),
    getReport: vi.fn(async (_userId: string, reportId: number) => reportHtml(`Report ${reportId}`)),
    ...api,
  };
  const { store, env } = createTestStore({
    api: calls,
    settings: { ...gateSettings, ...settings },
    storage: { ...signedIn, ...storage },
  });
  return { store, env, calls };
}

describe('LibraryStore.enterHome: the home gate (SPEC §4)', () => {
  describe('1. the user', () => {
    it('no signed-in user goes to /error without a call', async () => {
      const { store, calls } = setup({ storage: { [STORAGE_KEYS.currentUser]: '' } });
      store.session.logout();
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/error' });
      expect(calls.getContact).not.toHaveBeenCalled();
      expect(store.library.gate).toBe('closed');
    });

    it('a failed user fetch goes to /error', async () => {
      const { store, calls } = setup({ api: { getContact: vi.fn().mockRejectedValue(new Error('down')) } });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/error' });
      expect(calls.getCatalogItem).not.toHaveBeenCalled();
    });

    it('a 401 on the user fetch leaves it to the logout (no /error)', async () => {
      const unauthorized = new ApiError({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
      const { store } = setup({ api: { getContact: vi.fn().mockRejectedValue(unauthorized) } });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'signedOut' });
    });
  });

  describe('2. the required purchase', () => {
    it('asks GET /api/catalogitem/item/{requiredPurchaseCatalogItemId}/true', async () => {
      const { store, calls } = setup({ settings: { requiredPurchaseCatalogItemId: 7 } });
      await store.library.enterHome();
      expect(calls.getCatalogItem).toHaveBeenCalledWith(7, true);
    });

    it('purchased true goes on to the survey', async () => {
      const { store, calls } = setup();
      await store.library.enterHome();
      expect(calls.getSurvey).toHaveBeenCalledTimes(1);
    });

    it('null (the item cannot be fetched) goes to /error', async () => {
      const { store, calls } = setup({
        api: {
          getCatalogItem: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found' })),
        },
      });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/error' });
      expect(calls.getSurvey).not.toHaveBeenCalled();
    });

    it('null (no required item configured) goes to /error', async () => {
      const { store, calls } = setup({ settings: { requiredPurchaseCatalogItemId: undefined } });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/error' });
      expect(calls.getCatalogItem).not.toHaveBeenCalled();
    });

    it('false goes to /purchase-package when packages are enabled', async () => {
      const { store, calls } = setup({
        api: { getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })) },
      });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/purchase-package' });
      expect(calls.getSurvey).not.toHaveBeenCalled();
    });

    it.each([false, null])(
      'false goes to the cart link through /externalRedirect when enablePackages is %s',
      async (enablePackages) => {
        const required = catalogItem(1, { isPurchased: false });
        const { store } = setup({
          settings: { enablePackages },
          api: { getCatalogItem: vi.fn(async () => required) },
        });
        await expect(store.library.enterHome()).resolves.toEqual({
          kind: 'route',
          to: `/externalRedirect/${encodeURIComponent(required.cartLink)}`,
        });
      },
    );
  });

  describe('3. the survey', () => {
    it('no survey: creates one (en-US) and goes to its url', async () => {
      const { store, calls } = setup({ api: { getSurvey: vi.fn(async () => null) } });
      await expect(store.library.enterHome()).resolves.toEqual({
        kind: 'leave',
        url: 'https://survey.test/new?return=user-1',
      });
      expect(calls.createSurvey).toHaveBeenCalledWith('en-US');
      expect(calls.listCatalogItems).not.toHaveBeenCalled();
    });

    it('a status of null is no survey too', async () => {
      const { store, calls } = setup({ api: { getSurvey: vi.fn(async () => survey(null, null)) } });
      await expect(store.library.enterHome()).resolves.toMatchObject({ kind: 'leave' });
      expect(calls.createSurvey).toHaveBeenCalledTimes(1);
    });

    it('a failed survey creation goes to /error', async () => {
      const { store } = setup({
        api: { getSurvey: vi.fn(async () => null), createSurvey: vi.fn().mockRejectedValue(new Error('no')) },
      });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/error' });
    });

    it('complete shows the library with the catalogue loaded', async () => {
      const { store, calls } = setup();
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'library' });
      expect(calls.createSurvey).not.toHaveBeenCalled();
      expect(calls.listCatalogItems).toHaveBeenCalledTimes(1);
      expect(store.library.gate).toBe('open');
      expect(store.isBusy).toBe(false);
    });

    it.each(['inprogress', 'notstarted'] as const)('%s goes to the survey url', async (status) => {
      const { store, calls } = setup({
        api: { getSurvey: vi.fn(async () => survey(status, 'https://survey.test/s/42')) },
      });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'leave', url: 'https://survey.test/s/42' });
      expect(calls.createSurvey).not.toHaveBeenCalled();
    });

    it('anything else (an answer outside the contract) goes to /error', async () => {
      const contract = new ApiError({ kind: 'contract', status: 200, message: errorMessages.contract });
      const { store } = setup({ api: { getSurvey: vi.fn().mockRejectedValue(contract) } });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/error' });
    });

    it('inprogress without an url goes to /error', async () => {
      const { store } = setup({ api: { getSurvey: vi.fn(async () => survey('inprogress', null)) } });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'route', to: '/error' });
    });
  });

  describe('4. the stored connection token', () => {
    it('is removed and accepted on reaching home (POST /api/connectionrequest/accept/token/{token})', async () => {
      const acceptRequestByToken = vi.fn(async () => undefined);
      const { store, env } = setup({
        storage: { [STORAGE_KEYS.connectionToken]: 'invite-token' },
        api: { acceptRequestByToken },
      });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'library' });
      expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBeNull();
      expect(acceptRequestByToken).toHaveBeenCalledWith('invite-token');
      expect(env.notifier.messages).toEqual([
        { kind: 'success', message: 'Invitation has been accepted and added to My Connections' },
      ]);
    });

    it('a refused token is still removed; the reason is toasted and the library opens', async () => {
      const refused = new ApiError({ kind: 'http', status: 410, message: 'This invitation link has expired.' });
      const { store, env } = setup({
        storage: { [STORAGE_KEYS.connectionToken]: 'old-token' },
        api: { acceptRequestByToken: vi.fn().mockRejectedValue(refused) },
      });
      await expect(store.library.enterHome()).resolves.toEqual({ kind: 'library' });
      expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBeNull();
      expect(env.notifier.messages).toEqual([{ kind: 'error', message: 'This invitation link has expired.' }]);
    });

    it('without a stored token nothing is accepted', async () => {
      const acceptRequestByToken = vi.fn(async () => undefined);
      const { store } = setup({ api: { acceptRequestByToken } });
      await store.library.enterHome();
      expect(acceptRequestByToken).not.toHaveBeenCalled();
    });

    it('stays while the person is sent elsewhere (home is not reached)', async () => {
      const { store, env } = setup({
        storage: { [STORAGE_KEYS.connectionToken]: 'invite-token' },
        api: { getSurvey: vi.fn(async () => survey('inprogress')) },
      });
      await store.library.enterHome();
      expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBe('invite-token');
    });
  });

  it('a second call while the gate runs gets the same answer (one set of calls)', async () => {
    const { store, calls } = setup();
    const [first, second] = await Promise.all([store.library.enterHome(), store.library.enterHome()]);
    expect(first).toEqual({ kind: 'library' });
    expect(second).toBe(first);
    expect(calls.getContact).toHaveBeenCalledTimes(1);
  });
});

describe('LibraryStore: catalogue, report, overview', () => {
  async function openLibrary(options: FakeEnvOptions = {}) {
    const context = setup(options);
    await context.store.library.enterHome();
    return context;
  }

  it('lists owned guides and those for purchase, featured first, then career, personal, sports', async () => {
    const { store } = await openLibrary();
    expect(store.library.ownedItems.map((entry) => entry.name)).toEqual(['My Personal Map', 'Career Strengths']);
    expect(store.library.itemsForPurchase.map((entry) => entry.name)).toEqual([
      'Leadership Style',
      'Relationships & Communication',
      'Training Motivation',
      'Team Sports Fit',
    ]);
    expect(store.library.featuredItem?.name).toBe('My Personal Map');
  });

  it('a purchased guide opens as its report (GET /api/report/{userId}/{reportId})', async () => {
    const { store, calls } = await openLibrary();
    await expect(store.library.openItem(2)).resolves.toBe(true);
    expect(calls.getReport).toHaveBeenCalledWith('user-1', 102);
    expect(store.library.view).toBe('report');
    expect(store.library.selectedTitle).toBe('Career Strengths');
    expect(store.library.reportHtml).toContain('Report 102');
    expect(store.library.isFeaturedSelected).toBe(false);
  });

  it('the featured guide is told apart (its Learn More link)', async () => {
    const { store } = await openLibrary();
    await store.library.openItem(FEATURED_ID);
    expect(store.library.isFeaturedSelected).toBe(true);
  });

  it('a guide for sale opens as its overview, without a report call', async () => {
    const { store, calls } = await openLibrary();
    await store.library.openItem(3);
    expect(store.library.view).toBe('overview');
    expect(store.library.selectedItem?.name).toBe('Leadership Style');
    expect(calls.getReport).not.toHaveBeenCalled();
  });

  it('a failed report keeps the report view with the error', async () => {
    const { store } = await openLibrary({
      api: { getReport: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: 'Not yours' })) },
    });
    await expect(store.library.openItem(2)).resolves.toBe(false);
    expect(store.library.view).toBe('report');
    expect(store.library.error).toBe('Not yours');
  });

  it('Return to Library resets the view', async () => {
    const { store } = await openLibrary();
    await store.library.openItem(2);
    store.library.returnToLibrary();
    expect(store.library.view).toBe('catalogue');
    expect(store.library.selectedItemId).toBeNull();
    expect(store.library.reportHtml).toBeNull();
  });

  it("a connection's shared guide opens as its owner's report, titled 'report name : first last'", async () => {
    const zoe = { id: 'user-zoe', firstName: 'Zoe', lastName: 'Quinn', userName: 'zoe@example.com' };
    const alice = { id: 'user-1', firstName: 'Alice', lastName: 'Liddell', userName: 'alice@example.com' };
    const connection = {
      id: 5,
      requesterId: 'user-zoe',
      recipientId: 'user-1',
      requester: { user: zoe },
      recipient: { user: alice },
      connectionReports: [],
      connectionSharedReports: [{ reportId: 103, report: { reportId: 103, reportName: 'Leadership Style' } }],
    };
    const { store, calls } = await openLibrary({ api: { listConnections: vi.fn(async () => [connection]) } });
    await store.connections.loadConnections();
    await expect(store.library.openConnectionReport(5, 103)).resolves.toBe(true);
    expect(calls.getReport).toHaveBeenCalledWith('user-zoe', 103);
    expect(store.library.view).toBe('report');
    expect(store.library.selectedTitle).toBe('Leadership Style : Zoe Quinn');
    expect(store.library.viewingAs).toBe('You are viewing this guide as Zoe Quinn would see it');
    expect(store.library.selectedItem?.id).toBe(3);
    expect(store.library.isFeaturedSelected).toBe(false);
    // A guide the connection does not share is not asked for.
    await expect(store.library.openConnectionReport(5, 101)).resolves.toBe(false);
    expect(calls.getReport).toHaveBeenCalledTimes(1);
    store.library.returnToLibrary();
    expect(store.library.viewingAs).toBeNull();
    expect(store.library.connectionReport).toBeNull();
  });

  it('remembers the tab', async () => {
    const { store } = await openLibrary();
    store.library.setTab('invite');
    expect(store.library.tab).toBe('invite');
  });

  it.each([undefined, Number.NaN])('a featured id of %s gives the SPEC §8 map text', async (featuredCatalogItemId) => {
    const { store } = await openLibrary({ settings: { featuredCatalogItemId } });
    expect(store.library.featuredItemId).toBeNull();
    expect(store.library.featuredError).toBe(errorMessages.featuredItemMissing);
    // Without a featured item the order is by type only.
    expect(store.library.ownedItems.map((entry) => entry.name)).toEqual(['Career Strengths', 'My Personal Map']);
  });

  it('logout forgets the library', async () => {
    const { store } = await openLibrary();
    await store.library.openItem(2);
    store.logout();
    expect(store.library.gate).toBe('idle');
    expect(store.library.view).toBe('catalogue');
    expect(store.catalog.items).toEqual([]);
  });
});
