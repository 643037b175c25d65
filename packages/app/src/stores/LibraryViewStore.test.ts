import { ApiError, PERSONAL_MAP_REPORT_ID, STORAGE_KEYS, errorMessages } from '@insight/api';
import { FEATURED_ID, catalogItems, connectionOf, person, reportHtml, reports } from '@insight/api/testing';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';

describe('LibraryViewStore: catalogue, report, overview', () => {
  /** A signed-in person whose catalogue is loaded (as the home gate leaves it when it opens). */
  async function openLibrary({ api = {}, settings = {} }: FakeEnvOptions = {}) {
    const calls = {
      listCatalogItems: vi.fn(async () => catalogItems),
      getReport: vi.fn(async (_userId: string, reportId: number) => reportHtml(`Report ${reportId}`)),
      ...api,
    };
    const { store } = createTestStore({
      api: calls,
      settings: { featuredCatalogItemId: FEATURED_ID, ...settings },
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    });
    await store.catalog.loadItems();
    return { store, calls };
  }

  it('lists owned guides and those for purchase, featured first, then career, personal, sports', async () => {
    const { store } = await openLibrary();
    expect(store.library.ownedGuides.map((entry) => entry.name)).toEqual(['My Personal Map', 'Career Strengths']);
    expect(store.library.guidesForSale.map((entry) => entry.name)).toEqual([
      'Leadership Style',
      'Relationships & Communication',
      'Training Motivation',
      'Team Sports Fit',
    ]);
    expect(store.library.featuredGuide?.name).toBe('My Personal Map');
  });

  it('a purchased guide opens as its report (GET /api/report/{userId}/{reportId})', async () => {
    const { store, calls } = await openLibrary();
    await expect(store.library.openGuide(102)).resolves.toBe(true);
    expect(calls.getReport).toHaveBeenCalledWith('user-1', 102);
    expect(store.library.view).toBe('report');
    expect(store.library.selectedReportName).toBe('Career Strengths');
    expect(store.library.reportHtml).toContain('Report 102');
    expect(store.library.isFeaturedSelected).toBe(false);
    expect(store.library.showsTraits).toBe(false);
  });

  it('the featured guide is told apart (its Learn More link), and the Personal Map carries my trait chart', async () => {
    const { store } = await openLibrary();
    await store.library.openGuide(PERSONAL_MAP_REPORT_ID);
    expect(store.library.selectedGuide?.itemId).toBe(FEATURED_ID);
    expect(store.library.isFeaturedSelected).toBe(true);
    expect(store.library.showsTraits).toBe(true);
    expect(store.library.ownerId).toBe('user-1');
  });

  it('a guide for sale opens as its overview, without a report call', async () => {
    const { store, calls } = await openLibrary();
    await expect(store.library.openGuide(103)).resolves.toBe(false);
    expect(store.library.view).toBe('overview');
    expect(store.library.selectedGuide?.name).toBe('Leadership Style');
    store.library.openOverview(103);
    expect(store.library.view).toBe('overview');
    expect(store.library.selectedGuide?.name).toBe('Leadership Style');
    expect(calls.getReport).not.toHaveBeenCalled();
  });

  it('a failed report keeps the report view with the error', async () => {
    const { store } = await openLibrary({
      api: { getReport: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: 'Not yours' })) },
    });
    await expect(store.library.openGuide(102)).resolves.toBe(false);
    expect(store.library.view).toBe('report');
    expect(store.library.error).toBe('Not yours');
  });

  it('the guide shown is a reference: when a new read of the catalogue drops it, nothing stale shows', async () => {
    const listCatalogItems = vi
      .fn()
      .mockResolvedValueOnce(catalogItems)
      .mockResolvedValueOnce(catalogItems.filter((item) => item.id !== 3));
    const { store } = await openLibrary({ api: { listCatalogItems } });
    store.library.openOverview(103);
    expect(store.library.selected?.reportId).toBe(103);
    await store.catalog.loadItems();
    expect(store.library.selected).toBeUndefined();
    expect(store.library.selectedGuide).toBeUndefined();
  });

  it('Return to Library resets the view', async () => {
    const { store } = await openLibrary();
    await store.library.openGuide(102);
    store.library.openCatalogue();
    expect(store.library.view).toBe('catalogue');
    expect(store.library.selected).toBeUndefined();
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
    await expect(store.library.openConnectionGuide('user-zoe', 103)).resolves.toBe(true);
    expect(calls.getReport).toHaveBeenCalledWith('user-zoe', 103);
    expect(store.library.view).toBe('report');
    expect(store.library.selectedReportName).toBe('Leadership Style');
    expect(store.library.sharedBy).toEqual({ firstName: 'Zoe', lastName: 'Quinn' });
    expect(store.library.selectedGuide?.itemId).toBe(3);
    expect(store.library.isFeaturedSelected).toBe(false);
    expect(store.library.ownerId).toBe('user-zoe');
    // A guide the connection does not share is not asked for.
    await expect(store.library.openConnectionGuide('user-zoe', reports.map.reportId)).resolves.toBe(false);
    expect(store.library.view).toBe('missing');
    expect(store.library.missingReason).toBe('notShared');
    expect(calls.getReport).toHaveBeenCalledTimes(1);
    store.library.openCatalogue();
    expect(store.library.sharedBy).toBeNull();
    expect(store.library.connectionReport).toBeNull();
  });

  it('remembers the tab', async () => {
    const { store } = await openLibrary();
    store.library.setTab('invite');
    expect(store.library.tab).toBe('invite');
  });

  it.each([undefined, Number.NaN])('a featured id of %s gives the SPEC §8 map text', async (featuredCatalogItemId) => {
    const { store } = await openLibrary({ settings: { featuredCatalogItemId } });
    expect(store.settings.featuredItemId).toBeNull();
    expect(store.settings.featuredError).toBe(errorMessages.featuredItemMissing);
    // Without a featured item the order is by type only.
    expect(store.library.ownedGuides.map((entry) => entry.name)).toEqual(['Career Strengths', 'My Personal Map']);
  });

  it('logout forgets the library', async () => {
    const { store } = await openLibrary();
    await store.library.openGuide(102);
    store.library.setTab('invite');
    store.session.end();
    expect(store.library.view).toBe('catalogue');
    expect(store.library.tab).toBe('guides');
    expect(store.catalog.guides).toEqual([]);
  });
});

describe('LibraryViewStore: the view follows the address', () => {
  const me = person('user-1', 'Alice', 'Liddell');
  const zoe = person('user-zoe', 'Zoe', 'Quinn');

  async function openLibrary(api: FakeEnvOptions['api'] = {}) {
    const calls = {
      listCatalogItems: vi.fn(async () => catalogItems),
      getReport: vi.fn(async (_userId: string, reportId: number) => reportHtml(`Report ${reportId}`)),
      listConnections: vi.fn(async () => [
        connectionOf({ id: 5, me, other: zoe, mine: [reports.map], theirs: [reports.map, reports.leadership] }),
      ]),
      ...api,
    };
    const { store } = createTestStore({
      api: calls,
      settings: { featuredCatalogItemId: FEATURED_ID },
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    });
    await store.catalog.loadItems();
    return { store, calls };
  }

  it('/home is the catalogue; /home/guide/:reportId my guide; /home/overview/:reportId a guide for sale', async () => {
    const { store, calls } = await openLibrary();
    expect(store.library.follow({ name: 'guide', reportId: 102 })).toEqual({ kind: 'show' });
    await vi.waitFor(() => expect(store.library.reportHtml).toContain('Report 102'));
    expect(store.library.view).toBe('report');
    expect(calls.getReport).toHaveBeenCalledWith('user-1', 102);
    expect(store.library.follow({ name: 'overview', reportId: 103 })).toEqual({ kind: 'show' });
    expect(store.library.view).toBe('overview');
    expect(store.library.selectedGuide?.name).toBe('Leadership Style');
    expect(store.library.follow({ name: 'home' })).toEqual({ kind: 'show' });
    expect(store.library.view).toBe('catalogue');
    expect(store.library.selected).toBeUndefined();
  });

  it('a guide under the wrong kind of address answers the right one', async () => {
    const { store, calls } = await openLibrary();
    // For sale, under a report's address → its overview; purchased, under an overview's → its report.
    expect(store.library.follow({ name: 'guide', reportId: 103 })).toEqual({
      kind: 'go',
      place: { name: 'overview', reportId: 103 },
    });
    expect(store.library.follow({ name: 'overview', reportId: 102 })).toEqual({
      kind: 'go',
      place: { name: 'guide', reportId: 102 },
    });
    // My own guide under a connection's address → my guide's address.
    expect(store.library.follow({ name: 'guide', reportId: 102, ownerId: 'user-1' })).toEqual({
      kind: 'go',
      place: { name: 'guide', reportId: 102 },
    });
    expect(calls.getReport).not.toHaveBeenCalled();
    expect(store.library.placeOfGuide(PERSONAL_MAP_REPORT_ID)).toEqual({
      name: 'guide',
      reportId: PERSONAL_MAP_REPORT_ID,
    });
    expect(store.library.placeOfGuide(105)).toEqual({ name: 'overview', reportId: 105 });
    // A catalogue item's id is not a guide's id.
    expect(store.library.placeOfGuide(5)).toEqual({ name: 'home' });
    expect(store.library.placeOfGuide(999)).toEqual({ name: 'home' });
  });

  it("a connection's guide opened by its address reads the connections first", async () => {
    const { store, calls } = await openLibrary();
    expect(store.library.follow({ name: 'guide', reportId: PERSONAL_MAP_REPORT_ID, ownerId: 'user-zoe' })).toEqual({
      kind: 'show',
    });
    await vi.waitFor(() => expect(store.library.reportHtml).not.toBeNull());
    expect(calls.listConnections).toHaveBeenCalledTimes(1);
    expect(calls.getReport).toHaveBeenCalledWith('user-zoe', PERSONAL_MAP_REPORT_ID);
    expect(store.library.selectedReportName).toBe('My Personal Map');
    expect(store.library.showsTraits).toBe(true);
    expect(store.library.ownerId).toBe('user-zoe');
  });

  it('an unknown id, a stranger, or connections that cannot be read show the missing view, without a report call', async () => {
    const { store, calls } = await openLibrary();
    store.library.follow({ name: 'unknownGuide' });
    expect(store.library.view).toBe('missing');
    expect(store.library.missingReason).toBe('notFound');
    store.library.follow({ name: 'guide', reportId: 999 });
    expect(store.library.missingReason).toBe('notFound');
    store.library.follow({ name: 'overview', reportId: 999 });
    expect(store.library.view).toBe('missing');
    await expect(store.library.openConnectionGuide('user-stranger', PERSONAL_MAP_REPORT_ID)).resolves.toBe(false);
    expect(store.library.missingReason).toBe('notShared');
    expect(calls.getReport).not.toHaveBeenCalled();

    const failing = await openLibrary({ listConnections: vi.fn().mockRejectedValue(new Error('down')) });
    await expect(failing.store.library.openConnectionGuide('user-zoe', PERSONAL_MAP_REPORT_ID)).resolves.toBe(false);
    expect(failing.store.library.missingReason).toBe('connectionsFailed');
  });

  it('an answer for a view the person has left changes nothing', async () => {
    let answer: (html: string) => void = () => undefined;
    const { store } = await openLibrary({
      getReport: vi.fn(() => new Promise<string>((resolve) => (answer = resolve))),
    });
    const opening = store.library.openGuide(102);
    store.library.openCatalogue();
    answer('<p>late</p>');
    await expect(opening).resolves.toBe(false);
    expect(store.library.view).toBe('catalogue');
    expect(store.library.reportHtml).toBeNull();
  });
});
