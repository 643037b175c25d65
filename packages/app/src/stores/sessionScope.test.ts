import { STORAGE_KEYS } from '@insight/api';
import { types } from 'mobx-state-tree';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, type StoreEnv } from '../env';
import { aliceUser, createFakeApi, createRecordingNotifier, type FakeEnvOptions } from '../test/fakeEnv';
import { forgetsWithSession } from './sessionScope';
import { SessionStore } from './SessionStore';

function createFakeEnv({ api = {}, storage = {} }: Pick<FakeEnvOptions, 'api' | 'storage'> = {}) {
  return {
    api: createFakeApi(api),
    storage: createMemoryStorage(storage),
    notifier: createRecordingNotifier(),
  } satisfies StoreEnv;
}

/** A store that keeps something of the person, subscribed as every store of the app is. */
const Notes = types
  .model('Notes', { lines: types.array(types.string) })
  .actions((self) => ({
    add(line: string) {
      self.lines.push(line);
    },
    clear() {
      self.lines.clear();
    },
  }))
  .actions((self) => ({
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

const Root = types.model('Root', { session: types.optional(SessionStore, {}), notes: types.optional(Notes, {}) });

const bob = { id: 'user-2', userName: 'bob@example.com', token: aliceUser.token };

function setup() {
  const env = createFakeEnv({ storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } });
  const root = Root.create({}, env);
  root.session.restore();
  root.notes.add('of Alice');
  return { root };
}

describe('forgetsWithSession: a store forgets the person when her session ends', () => {
  it('forgets as soon as the session ends, with nothing listing the stores', () => {
    const { root } = setup();
    root.session.end();
    expect(root.notes.lines).toEqual([]);
  });

  it('forgets when the session runs out (a 401) as when the person signs out', () => {
    const { root } = setup();
    root.session.end('expired');
    expect(root.notes.lines).toEqual([]);
  });

  it('forgets when another person signs in on this device without a sign-out between', async () => {
    const env = createFakeEnv({
      api: { login: vi.fn().mockResolvedValue(bob) },
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    });
    const root = Root.create({}, env);
    root.session.restore();
    root.notes.add('of Alice');
    await root.session.login({ email: 'bob@example.com', password: 'x' });
    expect(root.notes.lines).toEqual([]);
  });

  it('keeps what the first sign-in of a visitor brings, and what the person keeps while signed in', async () => {
    const env = createFakeEnv({ api: { login: vi.fn().mockResolvedValue(aliceUser) } });
    const root = Root.create({}, env);
    root.notes.add('before');
    await root.session.login({ email: 'alice@example.com', password: 'x' });
    root.notes.add('while signed in');
    expect(root.notes.lines).toEqual(['before', 'while signed in']);
  });

  it('a store on its own (no session at its root) has nothing to follow', () => {
    const notes = Notes.create({ lines: ['kept'] }, createFakeEnv());
    expect(notes.lines).toEqual(['kept']);
  });
});
