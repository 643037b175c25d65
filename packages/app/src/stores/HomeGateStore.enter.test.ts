// HomeGateStore.enter: the home gate's steps in order (SPEC §4).
import { ApiError, STORAGE_KEYS, addressMessages, errorMessages } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { catalogItem } from '@insight/api/testing';
import { survey, setup } from './HomeGateStore.fixtures';

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
