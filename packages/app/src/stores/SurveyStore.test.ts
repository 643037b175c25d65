import { ApiError } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../test/fakeEnv';

describe('SurveyStore.check (SPEC §4 Home gate step 3)', () => {
  it('none: creates a survey in en-US and goes to its url', async () => {
    const createSurvey = vi.fn(async () => ({ url: 'https://survey.test/take/1' }));
    const { store } = createTestStore({ api: { getSurvey: vi.fn(async () => null), createSurvey } });
    await expect(store.survey.check()).resolves.toEqual({ kind: 'survey', url: 'https://survey.test/take/1' });
    expect(createSurvey).toHaveBeenCalledWith('en-US');
  });

  it('complete: the library', async () => {
    const { store } = createTestStore({
      api: { getSurvey: vi.fn(async () => ({ status: 'complete' as const, url: null })) },
    });
    await expect(store.survey.check()).resolves.toEqual({ kind: 'library' });
    expect(store.survey.survey?.status).toBe('complete');
  });

  it.each(['inprogress', 'notstarted'] as const)('%s: the survey url', async (status) => {
    const { store } = createTestStore({
      api: { getSurvey: vi.fn(async () => ({ status, url: 'https://survey.test/s' })) },
    });
    await expect(store.survey.check()).resolves.toEqual({ kind: 'survey', url: 'https://survey.test/s' });
  });

  it('a failed call: error, with the text kept', async () => {
    const { store } = createTestStore({
      api: {
        getSurvey: vi
          .fn()
          .mockRejectedValue(new ApiError({ kind: 'server', status: 500, message: 'Survey host down' })),
      },
    });
    await expect(store.survey.check()).resolves.toEqual({ kind: 'error' });
    expect(store.survey.error).toBe('Survey host down');
  });

  it('a created survey without an url: error', async () => {
    const { store } = createTestStore({
      api: { getSurvey: vi.fn(async () => null), createSurvey: vi.fn(async () => ({ url: ' ' })) },
    });
    await expect(store.survey.check()).resolves.toEqual({ kind: 'error' });
  });
});

describe('SurveyStore.handleReturn (SPEC §4 Survey return)', () => {
  it('true when the server answers truthy', async () => {
    const surveyReturn = vi.fn(async () => true);
    const { store } = createTestStore({ api: { surveyReturn } });
    await expect(store.survey.handleReturn('abc')).resolves.toBe(true);
    expect(surveyReturn).toHaveBeenCalledWith('abc');
  });

  it('false when it answers falsy', async () => {
    const { store } = createTestStore({ api: { surveyReturn: vi.fn(async () => false) } });
    await expect(store.survey.handleReturn('abc')).resolves.toBe(false);
  });

  it('false when the call fails', async () => {
    const { store } = createTestStore({ api: { surveyReturn: vi.fn().mockRejectedValue(new Error('down')) } });
    await expect(store.survey.handleReturn('abc')).resolves.toBe(false);
    expect(store.survey.status).toBe('error');
  });
});

describe('SurveyStore.handleReturn, asked twice', () => {
  it('posts once for the same id while the first call runs', async () => {
    let resolve: (value: boolean) => void = () => undefined;
    const pending = new Promise<boolean>((done) => {
      resolve = done;
    });
    const surveyReturn = vi.fn().mockReturnValueOnce(pending).mockResolvedValue(true);
    const { store } = createTestStore({ api: { surveyReturn } });
    const first = store.survey.handleReturn('abc');
    const second = store.survey.handleReturn('abc');
    resolve(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(surveyReturn).toHaveBeenCalledTimes(1);
    await store.survey.handleReturn('abc');
    expect(surveyReturn).toHaveBeenCalledTimes(2);
  });
});
