import { ApiError, STORAGE_KEYS, errorMessages } from '@insight/api';
import { FEATURED_ID, catalogItems, reportHtml } from '@insight/api/testing';
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
    store.library.openCatalogue();
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
    store.library.openCatalogue();
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
    expect(store.settings.featuredItemId).toBeNull();
    expect(store.settings.featuredError).toBe(errorMessages.featuredItemMissing);
    // Without a featured item the order is by type only.
    expect(store.library.ownedItems.map((entry) => entry.name)).toEqual(['Career Strengths', 'My Personal Map']);
  });

  it('logout forgets the library', async () => {
    const { store } = await openLibrary();
    await store.library.openItem(2);
    store.library.setTab('invite');
    store.logout();
    expect(store.library.view).toBe('catalogue');
    expect(store.library.tab).toBe('guides');
    expect(store.catalog.items).toEqual([]);
  });
});
