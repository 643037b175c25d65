import { ApiError } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { catalogItem, catalogItems, packages } from '@insight/api/testing';
import { createTestStore } from '../test/fakeEnv';
import { guidesOf, orderCatalog } from './CatalogStore';

describe('orderCatalog (SPEC §9)', () => {
  it('puts the featured item first, then career, personal, sports, keeping the server order within a type', () => {
    expect(orderCatalog(catalogItems, 1).map((item) => item.id)).toEqual([1, 3, 2, 6, 4, 5]);
  });

  it('without a featured id orders by type only', () => {
    expect(orderCatalog(catalogItems).map((item) => item.id)).toEqual([3, 2, 6, 1, 4, 5]);
    expect(orderCatalog(catalogItems, null).map((item) => item.id)).toEqual([3, 2, 6, 1, 4, 5]);
  });

  it('does not change the list it is given', () => {
    const before = catalogItems.map((item) => item.id);
    orderCatalog(catalogItems, 1);
    expect(catalogItems.map((item) => item.id)).toEqual(before);
  });
});

describe('CatalogStore', () => {
  it('loadItems keeps the catalogue and splits it into purchased and for sale', async () => {
    const { store } = createTestStore({ api: { listCatalogItems: vi.fn(async () => catalogItems) } });
    await expect(store.catalog.loadItems()).resolves.toBe(true);
    expect(store.catalog.purchased(1).map((item) => item.itemId)).toEqual([1, 2]);
    expect(store.catalog.forPurchase(1).map((item) => item.itemId)).toEqual([3, 6, 4, 5]);
    expect(store.catalog.ordered(1)).toHaveLength(6);
    expect(store.catalog.guideOfItem(3)?.name).toBe('Leadership Style');
    expect(store.catalog.guideOfItem(null)).toBeUndefined();
  });

  it("keeps each guide by its one id, its report's: a second read updates the same guides", async () => {
    const listCatalogItems = vi
      .fn()
      .mockResolvedValueOnce(catalogItems)
      .mockResolvedValueOnce(catalogItems.map((item) => (item.id === 3 ? { ...item, isPurchased: true } : item)));
    const { store } = createTestStore({ api: { listCatalogItems } });
    await store.catalog.loadItems();
    const leadership = store.catalog.guideOfReport(103);
    expect(leadership).toMatchObject({ reportId: 103, reportName: 'Leadership Style', itemId: 3 });
    expect(store.catalog.guideOfItem(3)).toBe(leadership);
    expect(store.catalog.guideOfReport(3)).toBeUndefined();
    expect(store.catalog.guideOfReport(987654)).toBeUndefined();
    await store.catalog.loadItems();
    // The same guide, now purchased: whoever holds it sees the change.
    expect(store.catalog.guideOfReport(103)).toBe(leadership);
    expect(leadership?.isPurchased).toBe(true);
  });

  it('takes what the server adds to a guide without keeping it', async () => {
    const extra = catalogItems.map((item) => ({ ...item, internalNote: 'not ours' }));
    const { store } = createTestStore({ api: { listCatalogItems: vi.fn(async () => extra) } });
    await expect(store.catalog.loadItems()).resolves.toBe(true);
    expect(store.catalog.guides).toHaveLength(catalogItems.length);
    expect(store.catalog.guideOfItem(1)).not.toHaveProperty('internalNote');
  });

  it('leaves out an item without a report (outside SPEC §3), and a second item of one report: no address names them', async () => {
    const items = [
      ...catalogItems,
      { ...catalogItems[0]!, id: 99, name: 'No report', catalogItemReports: [] },
      { ...catalogItems[1]!, id: 98, name: 'Same report' },
    ];
    const { store } = createTestStore({ api: { listCatalogItems: vi.fn(async () => items) } });
    await expect(store.catalog.loadItems()).resolves.toBe(true);
    expect(store.catalog.guides.map((guide) => guide.name)).not.toContain('No report');
    expect(store.catalog.guides.map((guide) => guide.name)).not.toContain('Same report');
    expect(store.catalog.guides).toHaveLength(catalogItems.length);
  });

  it('loadItems failure keeps the error text', async () => {
    const failure = new ApiError({ kind: 'server', status: 500, message: 'Database unavailable' });
    const { store } = createTestStore({ api: { listCatalogItems: vi.fn().mockRejectedValue(failure) } });
    await expect(store.catalog.loadItems()).resolves.toBe(false);
    expect(store.catalog.error).toBe('Database unavailable');
    expect(store.catalog.errorKind).toBe('server');
  });

  it('entering Choose Your Package shows the screen and reads the packages', async () => {
    const listPackages = vi.fn(async () => packages);
    const { store } = createTestStore({ api: { listPackages } });
    expect(store.catalog.enterPackages()).toEqual({ kind: 'show' });
    expect(listPackages).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.catalog.packages).toHaveLength(3));
  });

  it('loadPackages keeps the packages', async () => {
    const { store } = createTestStore({ api: { listPackages: vi.fn(async () => packages) } });
    expect(store.catalog.isLoading).toBe(false);
    const loading = store.catalog.loadPackages();
    expect(store.catalog.isLoading).toBe(true);
    await expect(loading).resolves.toBe(true);
    expect(store.catalog.packages.map((entry) => entry.name)).toEqual([
      'Personal Map',
      'Complete Insight',
      'Athlete Bundle',
    ]);
  });

  it('loadItem answers one item with its reports, or null', async () => {
    const getCatalogItem = vi.fn(async (id: number) => catalogItem(id));
    const { store } = createTestStore({ api: { getCatalogItem } });
    await expect(store.catalog.loadItem(3)).resolves.toMatchObject({ id: 3, name: 'Leadership Style' });
    expect(getCatalogItem).toHaveBeenCalledWith(3, true);
    getCatalogItem.mockRejectedValueOnce(new Error('gone'));
    await expect(store.catalog.loadItem(3)).resolves.toBeNull();
  });

  it("enterPurchaseMap leaves for the required item's cart link; no id, no link or a failure is the error screen", async () => {
    const getCatalogItem = vi.fn(async (id: number) => catalogItem(id));
    const { store } = createTestStore({ api: { getCatalogItem } });
    await expect(store.catalog.enterPurchaseMap(1)).resolves.toEqual({ kind: 'leave', url: catalogItem(1).cartLink });
    getCatalogItem.mockResolvedValueOnce({ ...catalogItem(1), cartLink: '  ' });
    await expect(store.catalog.enterPurchaseMap(1)).resolves.toEqual({ kind: 'error' });
    getCatalogItem.mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0, message: 'Offline' }));
    await expect(store.catalog.enterPurchaseMap(1)).resolves.toEqual({ kind: 'error' });
    getCatalogItem.mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', status: 401, message: 'Gone' }));
    await expect(store.catalog.enterPurchaseMap(1)).resolves.toEqual({ kind: 'signedOut' });
    await expect(store.catalog.enterPurchaseMap(undefined)).resolves.toEqual({ kind: 'error' });
    expect(getCatalogItem).toHaveBeenCalledTimes(4);
  });

  it.each([
    [true, true],
    [false, false],
  ])('checkRequiredPurchase answers isPurchased (%s)', async (isPurchased, expected) => {
    const { store } = createTestStore({ api: { getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased })) } });
    await expect(store.catalog.checkRequiredPurchase(1)).resolves.toBe(expected);
    expect(store.catalog.requiredItem?.id).toBe(1);
  });

  it('checkRequiredPurchase answers null without an id or when the call fails', async () => {
    const getCatalogItem = vi.fn().mockRejectedValue(new Error('down'));
    const { store } = createTestStore({ api: { getCatalogItem } });
    await expect(store.catalog.checkRequiredPurchase(undefined)).resolves.toBeNull();
    await expect(store.catalog.checkRequiredPurchase(Number.NaN)).resolves.toBeNull();
    expect(getCatalogItem).not.toHaveBeenCalled();
    await expect(store.catalog.checkRequiredPurchase(1)).resolves.toBeNull();
    expect(store.catalog.requiredItem).toBeNull();
  });

  it('loadForHome sends the required item and the list together and keeps both', async () => {
    let answer: (items: typeof catalogItems) => void = () => undefined;
    const listCatalogItems = vi.fn(
      () =>
        new Promise<typeof catalogItems>((done) => {
          answer = done;
        }),
    );
    const getCatalogItem = vi.fn(async () => catalogItem(1, { isPurchased: true }));
    const { store } = createTestStore({ api: { getCatalogItem, listCatalogItems } });
    const loading = store.catalog.loadForHome(1);
    expect(getCatalogItem).toHaveBeenCalledWith(1, true);
    expect(listCatalogItems).toHaveBeenCalledTimes(1);
    expect(store.catalog.isLoading).toBe(true);
    answer(catalogItems);
    await expect(loading).resolves.toEqual({
      purchased: true,
      outcome: { kind: 'show' },
      listOutcome: { kind: 'show' },
    });
    expect(store.catalog.guides).toEqual(guidesOf(catalogItems));
    expect(store.catalog.requiredItem?.id).toBe(1);
    expect(store.catalog.status).toBe('done');
  });

  it('loadForHome: a failed check answers null and where it leads; a failed list, where it leads once the library opens', async () => {
    const unauthorized = new ApiError({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
    const refused = createTestStore({
      api: {
        getCatalogItem: vi.fn().mockRejectedValue(unauthorized),
        listCatalogItems: vi.fn(async () => catalogItems),
      },
    });
    await expect(refused.store.catalog.loadForHome(1)).resolves.toEqual({
      purchased: null,
      outcome: { kind: 'signedOut' },
      listOutcome: { kind: 'show' },
    });
    const checkDown = createTestStore({
      api: {
        getCatalogItem: vi.fn().mockRejectedValue(new ApiError({ kind: 'network', status: 0, message: 'offline' })),
        listCatalogItems: vi.fn(async () => catalogItems),
      },
    });
    await expect(checkDown.store.catalog.loadForHome(1)).resolves.toEqual({
      purchased: null,
      outcome: { kind: 'error' },
      listOutcome: { kind: 'show' },
    });
    // SPEC §8: the list's 500 is the error route; another failure of the list stays for the library to show.
    const listDown = createTestStore({
      api: {
        getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: true })),
        listCatalogItems: vi
          .fn()
          .mockRejectedValue(new ApiError({ kind: 'server', status: 500, message: 'Catalogue down' })),
      },
    });
    await expect(listDown.store.catalog.loadForHome(1)).resolves.toEqual({
      purchased: true,
      outcome: { kind: 'show' },
      listOutcome: { kind: 'error' },
    });
    expect(listDown.store.catalog.error).toBe('Catalogue down');
    const listRefused = createTestStore({
      api: {
        getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })),
        listCatalogItems: vi.fn().mockRejectedValue(new ApiError({ kind: 'network', status: 0, message: 'offline' })),
      },
    });
    await expect(listRefused.store.catalog.loadForHome(1)).resolves.toEqual({
      purchased: false,
      outcome: { kind: 'show' },
      listOutcome: { kind: 'show' },
    });
    expect(listRefused.store.catalog.error).toBe('offline');
    expect(listRefused.store.catalog.requiredItem?.id).toBe(1);
    const unset = createTestStore({ api: { listCatalogItems: vi.fn(async () => catalogItems) } });
    await expect(unset.store.catalog.loadForHome(undefined)).resolves.toEqual({
      purchased: null,
      outcome: { kind: 'error' },
      listOutcome: { kind: 'show' },
    });
  });

  it('clear forgets everything', async () => {
    const { store } = createTestStore({ api: { listCatalogItems: vi.fn(async () => catalogItems) } });
    await store.catalog.loadItems();
    store.catalog.clear();
    expect(store.catalog.guides).toEqual([]);
    expect(store.catalog.status).toBe('idle');
  });
});
