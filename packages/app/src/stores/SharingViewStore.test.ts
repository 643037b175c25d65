import { ApiError, STORAGE_KEYS, toastMessages, type ApiErrorKind, type Connection } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_ID, catalogItems, connectionOf, person, reports, requestOf } from '@insight/api/testing';
import { getStoreEnv } from '../env';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';
import type { Outcome } from './outcome';

const me = person(aliceUser.id, 'Alice', 'Liddell');
const zoe = person('user-zoe', 'Zoe', 'Quinn', 'zoe.png');
const zoeConnection = connectionOf({ id: 5, me, other: zoe, mine: [reports.map], theirs: [reports.career] });
const carolRequest = requestOf({ id: 7, requester: me, firstName: 'Carol', lastName: 'Singer', shared: [reports.map] });

const failure = (status: number, message: string, kind: ApiErrorKind = 'http') =>
  new ApiError({ kind, status, message });

/** Alice signed in with Zoe (connection 5) and Carol (request 7); the catalogue and the lists loaded. */
async function setup({ api = {} }: FakeEnvOptions = {}) {
  const calls = {
    listConnections: vi.fn(async (): Promise<Connection[]> => [zoeConnection]),
    listSentRequests: vi.fn(async () => [carolRequest]),
    listReceivedRequests: vi.fn(async () => []),
    listCatalogItems: vi.fn(async () => catalogItems),
    ...api,
  };
  const context = createTestStore({
    api: calls,
    storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    settings: { featuredCatalogItemId: FEATURED_ID },
  });
  await context.store.connections.load();
  await context.store.catalog.loadItems();
  const sent: Outcome[] = [];
  getStoreEnv(context.store).outcomes?.listen((outcome) => sent.push(outcome));
  return { ...context, calls, notes: context.env.notifier.messages, outcomes: sent };
}

describe('SharingViewStore: opening (SPEC §2 Sharing dialog)', () => {
  it("opens on a connection by id, ticked as it shares now, named for the other party; the ticks are the dialog's", async () => {
    const { store } = await setup();
    const { sharing } = store;
    expect(sharing.isOpen).toBe(false);
    expect(sharing.open('connection', 5)).toBe(true);
    expect(sharing.target).toBe(store.connections.connectionById(5));
    expect(sharing.name).toBe('Zoe Quinn');
    expect(sharing.guides.map((guide) => guide.name)).toEqual(['My Personal Map', 'Career Strengths']);
    expect([...sharing.selected]).toEqual([reports.map.reportId]);
    expect(sharing.isDirty).toBe(false);
    sharing.select([reports.map.reportId, 102]);
    expect(sharing.isDirty).toBe(true);
    // Nothing is saved until Save: the connection still shares what it did.
    expect(store.connections.connectionById(5)?.sharedReportIds).toEqual([reports.map.reportId]);
    sharing.close();
    expect(sharing.isOpen).toBe(false);
    expect(sharing.name).toBe('');
  });

  it('opens on a request I sent, named for the invited person; an unknown id leaves it closed', async () => {
    const { store } = await setup();
    expect(store.sharing.open('connection', 7)).toBe(false);
    expect(store.sharing.isOpen).toBe(false);
    expect(store.sharing.open('request', 7)).toBe(true);
    expect(store.sharing.name).toBe('Carol Singer');
    expect(store.sharing.target).toBe(store.connections.sentRequestById(7));
  });

  it('the invite form: the dialog opens on the new request at once; a refused one leaves it closed', async () => {
    const erin = requestOf({ id: 11, requester: me, firstName: 'Erin', lastName: 'Example' });
    const createConnectionRequest = vi
      .fn()
      .mockRejectedValueOnce(failure(409, 'You are already connected with this person.'))
      .mockResolvedValueOnce(erin);
    const { store } = await setup({ api: { createConnectionRequest, sendInviteEmail: vi.fn(async () => undefined) } });
    const form = { firstName: 'Erin', lastName: 'Example', email: 'erin@example.com', message: '' };
    await expect(store.sharing.invite(form)).resolves.toBe(false);
    expect(store.sharing.isOpen).toBe(false);
    await expect(store.sharing.invite(form)).resolves.toBe(true);
    expect(store.sharing.target).toBe(store.connections.sentRequestById(11));
    expect(store.sharing.name).toBe('Erin Example');
    expect([...store.sharing.selected]).toEqual([]);
  });
});

describe('SharingViewStore: Save (SPEC §8 toasts)', () => {
  it('saves the ticks on the connection (the loading overlay meanwhile), toasts SPEC text and closes', async () => {
    let answer: () => void = () => undefined;
    const updateConnection = vi.fn((_connection: Connection) => new Promise<void>((resolve) => (answer = resolve)));
    const { store, notes } = await setup({ api: { updateConnection } });
    store.sharing.open('connection', 5);
    store.sharing.select([reports.map.reportId, 102]);
    const saving = store.sharing.save();
    expect(store.sharing.isLoading).toBe(true);
    expect(store.isBusy).toBe(true);
    answer();
    await expect(saving).resolves.toBe(true);
    expect(updateConnection.mock.calls[0]?.[0].connectionReports.map((row) => row.reportId)).toEqual([
      reports.map.reportId,
      102,
    ]);
    expect(notes).toEqual([{ kind: 'success', message: 'Connection has been succesfully updated' }]);
    expect(store.sharing.isOpen).toBe(false);
    expect(store.isBusy).toBe(false);
    expect(store.connections.connectionById(5)?.sharedReportIds).toEqual([reports.map.reportId, 102]);
  });

  it("saves a request's ticks with SPEC's request text", async () => {
    const updateRequest = vi.fn(async () => undefined);
    const { store, notes } = await setup({ api: { updateRequest } });
    store.sharing.open('request', 7);
    store.sharing.select([]);
    await expect(store.sharing.save()).resolves.toBe(true);
    expect(updateRequest).toHaveBeenCalledWith(expect.objectContaining({ id: 7, connectionReports: [] }));
    expect(notes).toEqual([{ kind: 'success', message: toastMessages.requestUpdateOk }]);
    expect(store.sharing.isOpen).toBe(false);
  });

  it('a refused connection update keeps the dialog and the ticks, and shows the reason; the lists are refreshed', async () => {
    const { store, notes, calls, outcomes } = await setup({
      api: {
        updateConnection: vi.fn().mockRejectedValue(failure(403, 'You can only share guides you have purchased.')),
      },
    });
    store.sharing.open('connection', 5);
    store.sharing.select([102]);
    await expect(store.sharing.save()).resolves.toBe(false);
    expect(notes).toEqual([{ kind: 'error', message: 'You can only share guides you have purchased.' }]);
    expect(store.sharing.error).toBe('You can only share guides you have purchased.');
    expect(calls.listConnections).toHaveBeenCalledTimes(2);
    // The reload kept the same connection, so the dialog is still open on it, with the ticks as they were.
    expect(store.sharing.target).toBe(store.connections.connectionById(5));
    expect([...store.sharing.selected]).toEqual([102]);
    expect(store.sharing.isDirty).toBe(true);
    expect(outcomes).toEqual([]);
  });

  it('a refused request update: SPEC text, the dialog closes and My Connections is refreshed', async () => {
    const { store, notes, calls, outcomes } = await setup({
      api: { updateRequest: vi.fn().mockRejectedValue(failure(500, 'down', 'server')) },
    });
    store.sharing.open('request', 7);
    await expect(store.sharing.save()).resolves.toBe(false);
    expect(notes).toEqual([{ kind: 'error', message: toastMessages.requestUpdateFail }]);
    expect(store.sharing.isOpen).toBe(false);
    expect(calls.listSentRequests).toHaveBeenCalledTimes(2);
    // SPEC §8 names this failure's own text: even a 500 stays on the screen.
    expect(outcomes).toEqual([]);
  });

  it('any other 500 on a connection goes to the error screen (the one failure policy)', async () => {
    const { store, outcomes } = await setup({
      api: { updateConnection: vi.fn().mockRejectedValue(failure(500, 'down', 'server')) },
    });
    store.sharing.open('connection', 5);
    await store.sharing.save();
    expect(outcomes).toEqual([{ kind: 'error' }]);
  });

  it("Save's answer for a dialog closed meanwhile leaves the one opened since alone", async () => {
    let answer: () => void = () => undefined;
    const updateConnection = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { store, notes } = await setup({ api: { updateConnection } });
    store.sharing.open('connection', 5);
    const saving = store.sharing.save();
    store.sharing.close();
    store.sharing.open('request', 7);
    answer();
    await expect(saving).resolves.toBe(true);
    expect(notes).toEqual([{ kind: 'success', message: toastMessages.connectionUpdateOk }]);
    expect(store.sharing.name).toBe('Carol Singer');
  });
});

describe('SharingViewStore: the entity it is open on', () => {
  it('a connection removed meanwhile closes the dialog (the reference goes with it)', async () => {
    const { store } = await setup({ api: { removeConnection: vi.fn(async () => undefined) } });
    store.sharing.open('connection', 5);
    await store.connections.remove(5);
    expect(store.sharing.isOpen).toBe(false);
    expect(store.sharing.target).toBeUndefined();
  });

  it('a reload that no longer has the connection closes it too; one that has it keeps it open', async () => {
    const listConnections = vi.fn(async (): Promise<Connection[]> => [zoeConnection]);
    const { store } = await setup({ api: { listConnections } });
    store.sharing.open('connection', 5);
    await store.connections.load();
    expect(store.sharing.name).toBe('Zoe Quinn');
    listConnections.mockResolvedValueOnce([]);
    await store.connections.load();
    expect(store.sharing.isOpen).toBe(false);
  });

  it('the end of the session closes it and forgets the ticks', async () => {
    const { store } = await setup();
    store.sharing.open('request', 7);
    store.session.end();
    expect(store.sharing.isOpen).toBe(false);
    expect([...store.sharing.selected]).toEqual([]);
  });
});
