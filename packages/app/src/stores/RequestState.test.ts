import { ApiError, errorMessages } from '@insight/api';
import { describe, expect, it } from 'vitest';
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
    expect(result).toEqual({ ok: false, failure: { kind: 'http', message: 'Not yours', title: 'Forbidden' } });
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
});
