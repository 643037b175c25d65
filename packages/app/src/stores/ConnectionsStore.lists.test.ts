// ConnectionsStore: the lists, their counts and badge, and the entities found by id.
import { toastMessages, type ConnectionRequest } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { connectionOf, person, reports, requestOf } from '@insight/api/testing';
import { sharesPersonalMapBothWays } from './ConnectionsStore';
import {
  me,
  zoe,
  zoeConnection,
  bobConnection,
  carolRequest,
  daveInvite,
  apiError,
  setup,
} from './ConnectionsStore.fixtures';

describe('ConnectionsStore: the lists (SPEC §2 Connections)', () => {
  it('entering the screen shows it and reads the three lists and the catalogue the sharing dialog names', async () => {
    const { store, calls } = setup();
    expect(store.connections.enter()).toEqual({ kind: 'show' });
    expect(calls.listConnections).toHaveBeenCalledTimes(1);
    expect(calls.listSentRequests).toHaveBeenCalledTimes(1);
    expect(calls.listReceivedRequests).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.connections.entries).toHaveLength(3));
    expect(calls.listCatalogItems).toHaveBeenCalledTimes(1);
    // Entering again: the catalogue is there already; the lists are read again.
    store.connections.enter();
    expect(calls.listConnections).toHaveBeenCalledTimes(2);
    expect(calls.listCatalogItems).toHaveBeenCalledTimes(1);
  });

  it('entering a screen of my people (the circle) reads the lists only', () => {
    const { store, calls } = setup();
    expect(store.connections.enterPeople()).toEqual({ kind: 'show' });
    expect(calls.listConnections).toHaveBeenCalledTimes(1);
    expect(calls.listCatalogItems).not.toHaveBeenCalled();
  });

  it('loads connections, sent and received requests; sorts My Connections by first name', async () => {
    const { store, calls } = setup();
    await expect(store.connections.load()).resolves.toBe(true);
    expect(calls.listConnections).toHaveBeenCalledTimes(1);
    expect(store.connections.entries.map((entry) => `${entry.kind}:${entry.firstName}`)).toEqual([
      'connection:Bob',
      'request:carol',
      'connection:Zoe',
    ]);
    expect(store.connections.loaded).toBe(true);
    expect(store.isBusy).toBe(false);
  });

  it('counts the guides each side shares; a request counts only mine', async () => {
    const { store } = setup();
    await store.connections.load();
    const [bobEntry, carol, zoeEntry] = store.connections.entries;
    expect(zoeEntry).toMatchObject({
      kind: 'connection',
      mine: 1,
      theirs: 2,
      userName: zoe.userName,
      picture: 'zoe.png',
    });
    expect(bobEntry).toMatchObject({ kind: 'connection', firstName: 'Bob', mine: 0, theirs: 1, picture: null });
    expect(carol).toMatchObject({ kind: 'request', email: 'carol@example.com', status: 'pending', mine: 1 });
  });

  it('the other party is told by my user id, whichever side asked', async () => {
    const { store } = setup();
    await store.connections.load();
    expect(store.connections.guideChoices.map((choice) => [choice.firstName, choice.ownerId])).toEqual([
      ['Bob', 'user-bob'],
      ['Zoe', 'user-zoe'],
    ]);
    expect(store.connections.guideChoices[1]?.guides.map((guide) => guide.reportName)).toEqual([
      'Career Strengths',
      'Leadership Style',
    ]);
  });

  it("a connection's guides come A to Z with the featured guide first, as the sharing dialog lists them", async () => {
    const all = connectionOf({ id: 10, me, other: zoe, theirs: [reports.leadership, reports.map, reports.career] });
    const { store } = setup({ api: { listConnections: vi.fn(async () => [all]) } });
    await store.catalog.loadItems();
    await store.connections.load();
    expect(store.connections.guideChoices[0]?.guides.map((guide) => guide.reportName)).toEqual([
      'My Personal Map',
      'Career Strengths',
      'Leadership Style',
    ]);
  });

  it('Compare is open only when both share their Personal Map with the other', async () => {
    const both = connectionOf({
      id: 9,
      me,
      other: person('user-eve', 'Eve', 'Ng'),
      mine: [reports.map],
      theirs: [reports.map],
    });
    const { store } = setup({ api: { listConnections: vi.fn(async () => [zoeConnection, bobConnection, both]) } });
    await store.connections.load();
    const compare = (entries: { firstName: string; canCompare?: boolean }[]) =>
      entries.map((entry) => [entry.firstName, entry.canCompare ?? false]);
    // Zoe: only I share the map; Bob: only his training guide; Eve: the map both ways.
    expect(compare(store.connections.entries)).toEqual([
      ['Bob', false],
      ['carol', false],
      ['Eve', true],
      ['Zoe', false],
    ]);
    expect(compare(store.connections.guideChoices)).toEqual([
      ['Bob', false],
      ['Eve', true],
      ['Zoe', false],
    ]);
    expect(store.connections.entries.find((entry) => entry.kind === 'connection' && entry.id === 9)).toMatchObject({
      userId: 'user-eve',
    });
    expect(sharesPersonalMapBothWays(both)).toBe(true);
    expect(sharesPersonalMapBothWays(zoeConnection)).toBe(false);
  });

  it('a failed load toasts SPEC §8 text and keeps the error', async () => {
    const { store, notes } = setup({ api: { listSentRequests: vi.fn().mockRejectedValue(apiError(500, 'Boom')) } });
    await expect(store.connections.load()).resolves.toBe(false);
    expect(notes).toEqual([{ kind: 'error', message: toastMessages.connectionsLoadFail }]);
    expect(notes[0]?.message).toBe('There was a problem getting your connections. Please refresh the page');
    expect(store.connections.error).toBe('Boom');
    expect(store.connections.loaded).toBe(false);
  });

  it.each([
    [[], 0],
    [[daveInvite], 1],
    [[daveInvite, { ...daveInvite, id: 9 }], 2],
  ] as [ConnectionRequest[], number][])(
    'the header badge counts %j received invitations as %i',
    async (list, count) => {
      const { store } = setup({ api: { listReceivedRequests: vi.fn(async () => list) } });
      await store.connections.refreshReceived();
      expect(store.connections.pendingCount).toBe(count);
    },
  );

  it('a failed badge refresh keeps the count, silently', async () => {
    const listReceivedRequests = vi.fn(async () => [daveInvite]);
    const { store, notes } = setup({ api: { listReceivedRequests } });
    await store.connections.refreshReceived();
    listReceivedRequests.mockRejectedValueOnce(apiError(500, 'down'));
    await expect(store.connections.refreshReceived()).resolves.toBe(false);
    expect(store.connections.pendingCount).toBe(1);
    expect(notes).toEqual([]);
  });

  it('the badge never goes below 0: rejecting twice leaves 0', async () => {
    const { store } = setup({ api: { rejectRequest: vi.fn(async () => undefined) } });
    await store.connections.load();
    await store.connections.reject(8);
    await store.connections.reject(8);
    expect(store.connections.pendingCount).toBe(0);
  });
});

describe('ConnectionsStore: entities by id', () => {
  it('finds each kind by its id; a connection and a request may share one', async () => {
    const sameId = requestOf({ id: 5, requester: me, firstName: 'Fay', lastName: 'Five' });
    const { store } = setup({ api: { listSentRequests: vi.fn(async () => [carolRequest, sameId]) } });
    await store.connections.load();
    expect(store.connections.connectionById(5)?.otherParty(me.id).firstName).toBe('Zoe');
    expect(store.connections.sentRequestById(5)?.recipientFirstName).toBe('Fay');
    expect(store.connections.receivedRequestById(8)?.requester.user.firstName).toBe('Dave');
    expect(store.connections.connectionById(7)).toBeUndefined();
  });

  it('a reload keeps the same entity for the same id (a reference to it holds); a removed one is gone', async () => {
    const listConnections = vi.fn(async () => [zoeConnection, bobConnection]);
    const { store } = setup({ api: { listConnections, removeConnection: vi.fn(async () => undefined) } });
    await store.connections.load();
    const zoeNode = store.connections.connectionById(5);
    const changed = connectionOf({ id: 5, me, other: zoe, mine: [], theirs: [reports.career] });
    listConnections.mockResolvedValueOnce([bobConnection, changed]);
    await store.connections.load();
    expect(store.connections.connectionById(5)).toBe(zoeNode);
    expect(zoeNode?.sharedReportIds).toEqual([]);
    await store.connections.remove(5);
    expect(store.connections.connectionById(5)).toBeUndefined();
  });
});
