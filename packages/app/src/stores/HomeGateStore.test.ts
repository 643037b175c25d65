import { ApiError, STORAGE_KEYS, addressMessages, errorMessages, type Contact, type SurveyStatus } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_ID, catalogItem, catalogItems } from '@insight/api/testing';
import { getStoreEnv } from '../env';
import { aliceUser, createTestStore, type FakeEnvOptions } from '../test/fakeEnv';
import type { Outcome } from './outcome';

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
    ...api,
  };
  const { store, env } = createTestStore({
    api: calls,
    settings: { ...gateSettings, ...settings },
    storage: { ...signedIn, ...storage },
  });
  return { store, env, calls };
}

describe('HomeGateStore.enter: the home gate (SPEC §4)', () => {
  describe('1. the user', () => {
    it('no signed-in user goes to /error without a call', async () => {
      const { store, calls } = setup({ storage: { [STORAGE_KEYS.currentUser]: '' } });
      store.session.end();
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
      expect(calls.getContact).not.toHaveBeenCalled();
      expect(store.homeGate.state).toBe('closed');
    });

    it('a failed user fetch goes to /error', async () => {
      const { store, calls } = setup({ api: { getContact: vi.fn().mockRejectedValue(new Error('down')) } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
      expect(calls.createSurvey).not.toHaveBeenCalled();
    });

    it('a 401 on the user fetch leaves it to the logout (no /error)', async () => {
      const unauthorized = new ApiError({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
      const { store } = setup({ api: { getContact: vi.fn().mockRejectedValue(unauthorized) } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'signedOut' });
    });
  });

  describe('2. the required purchase', () => {
    it('asks GET /api/catalogitem/item/{requiredPurchaseCatalogItemId}/true', async () => {
      const { store, calls } = setup({ settings: { requiredPurchaseCatalogItemId: 7 } });
      await store.homeGate.enter();
      expect(calls.getCatalogItem).toHaveBeenCalledWith(7, true);
    });

    it('purchased true goes on to the survey', async () => {
      const { store, calls } = setup();
      await store.homeGate.enter();
      expect(calls.getSurvey).toHaveBeenCalledTimes(1);
    });

    it('null (the item cannot be fetched) goes to /error', async () => {
      const { store, calls } = setup({
        api: {
          getCatalogItem: vi.fn().mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found' })),
        },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
      expect(calls.createSurvey).not.toHaveBeenCalled();
    });

    it('a 401 on the required item leaves it to the logout (no /error)', async () => {
      const unauthorized = new ApiError({ kind: 'unauthorized', status: 401, message: 'Unauthorized' });
      const { store } = setup({ api: { getCatalogItem: vi.fn().mockRejectedValue(unauthorized) } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'signedOut' });
    });

    it('null (no required item configured) goes to /error', async () => {
      const { store, calls } = setup({ settings: { requiredPurchaseCatalogItemId: undefined } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
      expect(calls.getCatalogItem).not.toHaveBeenCalled();
    });

    it('false goes to /purchase-package when packages are enabled', async () => {
      const { store, calls } = setup({
        api: { getCatalogItem: vi.fn(async () => catalogItem(1, { isPurchased: false })) },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'go', place: { name: 'purchasePackage' } });
      // No survey is made for a person who has not bought the required guide.
      expect(calls.createSurvey).not.toHaveBeenCalled();
    });

    it.each([false, null])(
      'false goes to the cart link through /externalRedirect when enablePackages is %s',
      async (enablePackages) => {
        const required = catalogItem(1, { isPurchased: false });
        const { store } = setup({
          settings: { enablePackages },
          api: { getCatalogItem: vi.fn(async () => required) },
        });
        await expect(store.homeGate.enter()).resolves.toEqual({
          kind: 'go',
          place: { name: 'externalRedirect', url: required.cartLink },
        });
      },
    );
  });

  describe('3. the survey', () => {
    it('no survey: creates one (en-US) and goes to its url', async () => {
      const { store, calls } = setup({ api: { getSurvey: vi.fn(async () => null) } });
      await expect(store.homeGate.enter()).resolves.toEqual({
        kind: 'leave',
        url: 'https://survey.test/new?return=user-1',
      });
      expect(calls.createSurvey).toHaveBeenCalledWith('en-US');
      expect(store.homeGate.state).toBe('closed');
    });

    it('a status of null is no survey too', async () => {
      const { store, calls } = setup({ api: { getSurvey: vi.fn(async () => survey(null, null)) } });
      await expect(store.homeGate.enter()).resolves.toMatchObject({ kind: 'leave' });
      expect(calls.createSurvey).toHaveBeenCalledTimes(1);
    });

    it('a failed survey creation goes to /error', async () => {
      const { store } = setup({
        api: { getSurvey: vi.fn(async () => null), createSurvey: vi.fn().mockRejectedValue(new Error('no')) },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
    });

    it('complete shows the library with the catalogue loaded', async () => {
      const { store, calls } = setup();
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
      expect(calls.createSurvey).not.toHaveBeenCalled();
      expect(calls.listCatalogItems).toHaveBeenCalledTimes(1);
      expect(store.homeGate.state).toBe('open');
      expect(store.isBusy).toBe(false);
    });

    it('complete, with the catalogue failing with a 500: /error (SPEC §8: any other 500 goes to the error route)', async () => {
      const failure = new ApiError({ kind: 'server', status: 500, message: 'boom' });
      const { store } = setup({ api: { listCatalogItems: vi.fn().mockRejectedValue(failure) } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
      expect(store.homeGate.state).toBe('closed');
    });

    it('complete, with the catalogue failing otherwise: the library shows (its failure shown there)', async () => {
      const { store } = setup({ api: { listCatalogItems: vi.fn().mockRejectedValue(new Error('offline')) } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
      expect(store.catalog.errorKind).toBe('unknown');
    });

    it.each(['inprogress', 'notstarted'] as const)('%s goes to the survey url', async (status) => {
      const { store, calls } = setup({
        api: { getSurvey: vi.fn(async () => survey(status, 'https://survey.test/s/42')) },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'leave', url: 'https://survey.test/s/42' });
      expect(calls.createSurvey).not.toHaveBeenCalled();
    });

    it('anything else (an answer outside the contract) goes to /error', async () => {
      const contract = new ApiError({ kind: 'contract', status: 200, message: errorMessages.contract });
      const { store } = setup({ api: { getSurvey: vi.fn().mockRejectedValue(contract) } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
    });

    it('inprogress without an url goes to /error', async () => {
      const { store } = setup({ api: { getSurvey: vi.fn(async () => survey('inprogress', null)) } });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
    });
  });

  describe('4. the stored connection token', () => {
    it('is removed and accepted on reaching home (POST /api/connectionrequest/accept/token/{token})', async () => {
      const acceptRequestByToken = vi.fn(async () => undefined);
      const { store, env } = setup({
        storage: { [STORAGE_KEYS.connectionToken]: 'invite-token' },
        api: { acceptRequestByToken },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
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
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
      expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBeNull();
      expect(env.notifier.messages).toEqual([{ kind: 'error', message: 'This invitation link has expired.' }]);
    });

    it('without a stored token nothing is accepted', async () => {
      const acceptRequestByToken = vi.fn(async () => undefined);
      const { store } = setup({ api: { acceptRequestByToken } });
      await store.homeGate.enter();
      expect(acceptRequestByToken).not.toHaveBeenCalled();
    });

    it('is accepted on reaching home even when the gate then sends the person to buy or to answer', async () => {
      for (const api of [
        { getCatalogItem: vi.fn(async (id: number) => catalogItem(id, { isPurchased: false })) },
        { getSurvey: vi.fn(async () => survey('inprogress')) },
      ]) {
        const acceptRequestByToken = vi.fn(async () => undefined);
        const { store, env } = setup({
          storage: { [STORAGE_KEYS.connectionToken]: 'invite-token' },
          api: { ...api, acceptRequestByToken },
        });
        await expect(store.homeGate.enter()).resolves.not.toEqual({ kind: 'show' });
        expect(acceptRequestByToken).toHaveBeenCalledWith('invite-token');
        expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBeNull();
      }
    });

    it('stays, without a toast, while the address is not proven, and is accepted on the next arrival', async () => {
      const unproven = new ApiError({ kind: 'http', status: 403, message: addressMessages.confirmBeforeAccepting });
      const acceptRequestByToken = vi.fn().mockRejectedValueOnce(unproven).mockResolvedValueOnce(undefined);
      const { store, env } = setup({
        storage: { [STORAGE_KEYS.connectionToken]: 'invite-token' },
        api: { acceptRequestByToken },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
      expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBe('invite-token');
      expect(env.notifier.messages).toEqual([]);
      // The address proven (its link opened), the person comes home again (the open gate accepts beside the screen).
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'show' });
      await vi.waitFor(() => expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBeNull());
      expect(acceptRequestByToken.mock.calls).toEqual([['invite-token'], ['invite-token']]);
      expect(env.notifier.messages).toEqual([
        { kind: 'success', message: 'Invitation has been accepted and added to My Connections' },
      ]);
    });

    it('a 500 from accepting goes to /error (SPEC §8: any other 500); the token is removed, nothing toasted', async () => {
      const failure = new ApiError({ kind: 'server', status: 500, message: 'boom' });
      const { store, env } = setup({
        storage: { [STORAGE_KEYS.connectionToken]: 'invite-token' },
        api: { acceptRequestByToken: vi.fn().mockRejectedValue(failure) },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
      expect(store.homeGate.state).toBe('closed');
      expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBeNull();
      expect(env.notifier.messages).toEqual([]);
    });

    it('stays when the user fetch fails (home is not reached)', async () => {
      const acceptRequestByToken = vi.fn(async () => undefined);
      const { store, env } = setup({
        storage: { [STORAGE_KEYS.connectionToken]: 'invite-token' },
        api: { getContact: vi.fn().mockRejectedValue(new Error('down')), acceptRequestByToken },
      });
      await expect(store.homeGate.enter()).resolves.toEqual({ kind: 'error' });
      expect(acceptRequestByToken).not.toHaveBeenCalled();
      expect(env.storage.getItem(STORAGE_KEYS.connectionToken)).toBe('invite-token');
    });
  });

  it('a second call while the gate runs gets the same answer (one set of calls)', async () => {
    const { store, calls } = setup();
    const [first, second] = await Promise.all([store.homeGate.enter(), store.homeGate.enter()]);
    expect(first).toEqual({ kind: 'show' });
    expect(second).toBe(first);
    expect(calls.getContact).toHaveBeenCalledTimes(1);
  });

  it('logout forgets the answer', async () => {
    const { store } = setup();
    await store.homeGate.enter();
    store.session.end();
    expect(store.homeGate.state).toBe('idle');
  });
});

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
    expect(store.catalog.guides).toEqual(catalogItems);
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
