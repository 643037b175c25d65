import { ApiError, errorMessages } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type StoreEnv } from '../env';
import { createOutcomeChannel } from './outcome';
import { createFakeApi, createRecordingNotifier } from '../test/fakeEnv';
import { anyFailureIsError, type Outcome } from './outcome';
import { RequestState } from './RequestState';

describe('RequestState.run', () => {
  it('begin → pending, then done with the answer', async () => {
    const state = RequestState.create();
    state.fail({ kind: 'server', message: 'Earlier', title: 'Earlier' });
    const running = state.run(async () => 42);
    expect(state.status).toBe('pending');
    expect(state.error).toBeNull();
    await expect(running).resolves.toEqual({ ok: true, value: 42 });
    expect(state.status).toBe('done');
  });

  it('a failure keeps the text, kind and title the user sees', async () => {
    const state = RequestState.create();
    const refused = new ApiError({ kind: 'http', status: 403, message: 'Not yours', title: 'Forbidden' });
    const result = await state.run(() => Promise.reject(refused));
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'http', message: 'Not yours', title: 'Forbidden' },
      outcome: { kind: 'show' },
    });
    expect(state.status).toBe('error');
    expect(state.error).toBe('Not yours');
    expect(state.errorKind).toBe('http');
    expect(state.errorTitle).toBe('Forbidden');
  });

  it('anything else thrown is SPEC §8 error page text', async () => {
    const state = RequestState.create();
    await state.run(() => Promise.reject(new Error('boom')));
    expect(state.errorKind).toBe('unknown');
    expect(state.error).toBe(errorMessages.errorPage);
  });

  it('an answer no longer current leaves the status to what replaced it', async () => {
    const state = RequestState.create();
    const result = await state.run(
      async () => 'late',
      () => false,
    );
    expect(result).toEqual({ ok: true, value: 'late' });
    expect(state.status).toBe('pending');
  });

  describe('the failure policy', () => {
    const server = new ApiError({ kind: 'server', status: 500, message: 'Boom', title: 'Error' });
    const setup = () => {
      const outcomes = createOutcomeChannel();
      const sent: Outcome[] = [];
      outcomes.listen((outcome) => sent.push(outcome));
      const env: StoreEnv = {
        api: createFakeApi({}),
        storage: createMemoryStorage(),
        notifier: createRecordingNotifier(),
        outcomes,
      };
      return { state: RequestState.create({}, env), sent };
    };

    it('a 500 no rule claims comes to the error screen, and is sent to the router', async () => {
      const { state, sent } = setup();
      const result = await state.run(() => Promise.reject(server));
      expect(result).toMatchObject({ ok: false, outcome: { kind: 'error' } });
      expect(sent).toEqual([{ kind: 'error' }]);
    });

    it("a 500 the caller's rule claims is the caller's to act on: nothing is sent", async () => {
      const { state, sent } = setup();
      const result = await state.run(() => Promise.reject(server), undefined, [anyFailureIsError]);
      expect(result).toMatchObject({ ok: false, outcome: { kind: 'error' } });
      expect(sent).toEqual([]);
    });

    it('a failure that stays on the screen (a 403) is not sent', async () => {
      const { state, sent } = setup();
      const refused = new ApiError({ kind: 'http', status: 403, message: 'Not yours', title: 'Forbidden' });
      await expect(state.run(() => Promise.reject(refused))).resolves.toMatchObject({ outcome: { kind: 'show' } });
      expect(sent).toEqual([]);
    });

    it('a 500 answered after the person moved on is dropped', async () => {
      const { state, sent } = setup();
      await state.run(
        () => Promise.reject(server),
        () => false,
      );
      expect(sent).toEqual([]);
    });
  });
});
