// The signed-in Alice, her connections and requests, and a store over a fake api, for the ConnectionsStore tests.
import { ApiError, STORAGE_KEYS } from '@insight/api';
import { vi } from 'vitest';
import { FEATURED_ID, catalogItems, connectionOf, person, reports, requestOf } from '@insight/api/testing';
import { getStoreEnv } from '../env';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';
import type { Outcome } from './outcome';

export const me = person(aliceUser.id, 'Alice', 'Liddell');
export const zoe = person('user-zoe', 'Zoe', 'Quinn', 'zoe.png');
const bob = person('user-bob', 'Bob', 'Builder');
const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };

export const zoeConnection = connectionOf({
  id: 5,
  me,
  other: zoe,
  mine: [reports.map],
  theirs: [reports.career, reports.leadership],
});
// Bob asked Alice: she is the recipient, he the requester.
export const bobConnection = connectionOf({ id: 6, me, other: bob, iAsked: false, theirs: [reports.training] });
export const carolRequest = requestOf({
  id: 7,
  requester: me,
  firstName: 'carol',
  lastName: 'Singer',
  shared: [reports.map],
});
export const daveInvite = requestOf({
  id: 8,
  requester: person('user-dave', 'Dave', 'Davis'),
  firstName: 'Alice',
  lastName: 'L',
});

export const apiError = (status: number, message: string) => new ApiError({ kind: 'http', status, message });

export function setup({ api = {}, settings = {} }: FakeEnvOptions = {}) {
  const calls = {
    listConnections: vi.fn(async () => [zoeConnection, bobConnection]),
    listSentRequests: vi.fn(async () => [carolRequest]),
    listReceivedRequests: vi.fn(async () => [daveInvite]),
    listCatalogItems: vi.fn(async () => catalogItems),
    ...api,
  };
  const context = createTestStore({
    api: calls,
    storage: signedIn,
    settings: { featuredCatalogItemId: FEATURED_ID, ...settings },
  });
  const outcomes: Outcome[] = [];
  getStoreEnv(context.store).outcomes?.listen((outcome) => outcomes.push(outcome));
  return { ...context, calls, notes: context.env.notifier.messages, outcomes };
}
