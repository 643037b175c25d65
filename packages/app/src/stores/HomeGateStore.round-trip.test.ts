// HomeGateStore: the library in one round trip (the four reads together, the verdict kept for the session).
import { ApiError, STORAGE_KEYS, type Contact } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { catalogItem, catalogItems } from '@insight/api/testing';
import { getStoreEnv } from '../env';
import { guidesOf } from './CatalogStore';
import type { Outcome } from './outcome';
import { alice, setup } from './HomeGateStore.fixtures';

/** How many times each of the gate's four reads was asked. */
const counts = (calls: ReturnType<typeof setup>['calls']) => ({
  contact: vi.mocked(calls.getContact).mock.calls.length,
  required: vi.mocked(calls.getCatalogItem).mock.calls.length,
  survey: vi.mocked(calls.getSurvey).mock.calls.length,
  catalogue: vi.mocked(calls.listCatalogItems).mock.calls.length,
});
const once = { contact: 1, required: 1, survey: 1, catalogue: 1 };

describe('HomeGateStore: the library in one round trip', () => {
  it('sends the four reads together: each is asked before any has answered', async () => {
    let answer: (contact: Contact) => void = () => undefined;
    const contact = new Promise<Contact>((done) => {
      answer = done;
    });
    const { store, calls } = setup({ api: { getContact: vi.fn(() => contact) } });
    const entering = store.homeGate.enter();
    await Promise.resolve();
    expect(counts(calls)).toEqual(once);
    answer(alice);
    await expect(entering).resolves.toEqual({ kind: 'show' });
    expect(counts(calls)).toEqual(once);
    expect(calls.createSurvey).not.toHaveBeenCalled();
  });

  it('keeps the verdict for the session: coming back to /home asks nothing and never shows the check again', async () => {
    const { store, calls } = setup();
    await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
    const states: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const entering = store.homeGate.enter();
      states.push(store.homeGate.state);
      await expect(entering).resolves.toEqual({ kind: 'show' });
    }
    expect(states).toEqual(['open', 'open', 'open']);
    expect(counts(calls)).toEqual(once);
    expect(store.catalog.guides).toEqual(guidesOf(catalogItems));
  });

  it('a stored connection token is still taken on a kept verdict', async () => {
    const acceptRequestByToken = vi.fn(async () => undefined);
    const { store, env, calls } = setup({ api: { acceptRequestByToken } });
    await store.homeGate.enter();
    env.storage.setItem(STORAGE_KEYS.connectionToken, 'later-token');
    await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
    expect(acceptRequestByToken).toHaveBeenCalledWith('later-token');
    expect(counts(calls)).toEqual(once);
  });

  it('on a kept verdict, a 500 from accepting the stored token reaches the router as the error route', async () => {
    const failure = new ApiError({ kind: 'server', status: 500, message: 'boom' });
    const { store, env } = setup({ api: { acceptRequestByToken: vi.fn().mockRejectedValue(failure) } });
    const sent: Outcome[] = [];
    getStoreEnv(store).outcomes?.listen((outcome) => sent.push(outcome));
    await store.homeGate.enter();
    env.storage.setItem(STORAGE_KEYS.connectionToken, 'later-token');
    await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
    await vi.waitFor(() => expect(sent).toEqual([{ kind: 'error' }]));
    expect(env.notifier.messages).toEqual([]);
  });

  it('a questionnaire return changes it: the next entry asks again', async () => {
    const { store, calls } = setup({ api: { surveyReturn: vi.fn(async () => true) } });
    await store.homeGate.enter();
    await expect(store.survey.enterReturn('user-1')).resolves.toEqual({ kind: 'go', place: { name: 'home' } });
    await store.homeGate.enter();
    expect(counts(calls)).toEqual({ contact: 2, required: 2, survey: 2, catalogue: 2 });
  });

  it('a purchase changes it (the store sign-on to checkout): the next entry asks again', async () => {
    const { store, calls } = setup({ api: { storeSso: vi.fn(async () => 'https://cart.test/checkout?fcsid=abc') } });
    await store.homeGate.enter();
    await store.cart.enterSso('user-1', '123', 'abcdefgh');
    await store.homeGate.enter();
    expect(counts(calls).contact).toBe(2);
  });

  it('a closed verdict is not kept: a person sent to buy is asked again on the next entry', async () => {
    const { store, calls } = setup({
      api: { getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })) },
    });
    await store.homeGate.enter();
    await store.homeGate.enter();
    expect(counts(calls).required).toBe(2);
  });

  it('prepare starts the gate before the screen: its first entry takes that answer, asking nothing more', async () => {
    const { store, calls } = setup();
    store.homeGate.prepare();
    store.homeGate.prepare();
    expect(counts(calls)).toEqual(once);
    await Promise.resolve();
    await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
    expect(counts(calls)).toEqual(once);
  });

  it('a prepared gate that sends the person elsewhere answers the screen when it comes, without a second run', async () => {
    const { store, calls } = setup({
      api: { getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })) },
    });
    store.homeGate.prepare();
    await vi.waitFor(() => expect(store.homeGate.state).toBe('closed'));
    await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'go', place: { name: 'purchasePackage' } });
    expect(counts(calls).required).toBe(1);
  });

  it('prepare does nothing without a signed-in person', () => {
    const { store, calls } = setup({ storage: { [STORAGE_KEYS.currentUser]: '' } });
    store.session.end();
    store.homeGate.prepare();
    expect(counts(calls)).toEqual({ contact: 0, required: 0, survey: 0, catalogue: 0 });
    expect(store.homeGate.state).toBe('idle');
  });

  it("is one person's: after logout, the next person's entry asks for theirs", async () => {
    const bob = { id: 'user-2', userName: 'bob@example.com', token: 'bob-token' };
    const { store, calls } = setup({ api: { login: vi.fn(async () => bob) } });
    await store.homeGate.enter();
    store.session.end();
    expect(store.catalog.guides).toEqual([]);
    await store.session.login({ email: bob.userName, password: 'secret-Password-1' });
    expect(store.session.currentUser?.id).toBe('user-2');
    await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
    expect(counts(calls)).toEqual({ contact: 2, required: 2, survey: 2, catalogue: 2 });
  });
});
