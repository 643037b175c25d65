import { ApiError, surveyMessages } from '@insight/api';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../test/fakeEnv';

describe('SurveyStore.check (SPEC §4 Home gate step 3)', () => {
  it('none: creates a survey in en-US and goes to its url', async () => {
    const createSurvey = vi.fn(async () => ({ url: 'https://survey.test/take/1' }));
    const { store } = createTestStore({ api: { getSurvey: vi.fn(async () => null), createSurvey } });
    await expect(store.survey.check()).resolves.toEqual({ kind: 'survey', url: 'https://survey.test/take/1' });
    expect(createSurvey).toHaveBeenCalledWith('en-US');
  });

  it('none, for a person who reads German or Spanish: the questionnaire in de-DE or es-ES', async () => {
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['es', 'es-ES'],
    ] as const) {
      const createSurvey = vi.fn(async () => ({ url: 'https://survey.test/take/1' }));
      const { store } = createTestStore({ api: { getSurvey: vi.fn(async () => null), createSurvey }, language });
      await store.survey.check();
      expect(createSurvey).toHaveBeenCalledWith(locale);
      const startRetake = vi.fn(async () => ({ url: 'https://api.test/survey/take/3' }));
      const again = createTestStore({ api: { startRetake }, language });
      await again.store.survey.startRetake();
      expect(startRetake).toHaveBeenCalledWith(locale);
    }
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
    await expect(store.survey.check()).resolves.toEqual({ kind: 'error', outcome: { kind: 'error' } });
    expect(store.survey.error).toBe('Survey host down');
  });

  it('a created survey without an url: error', async () => {
    const { store } = createTestStore({
      api: { getSurvey: vi.fn(async () => null), createSurvey: vi.fn(async () => ({ url: ' ' })) },
    });
    await expect(store.survey.check()).resolves.toEqual({ kind: 'error', outcome: { kind: 'error' } });
  });
});

describe('SurveyStore.enterReturn (SPEC §4 Survey return)', () => {
  it('home when the server answers truthy', async () => {
    const surveyReturn = vi.fn(async () => true);
    const { store } = createTestStore({ api: { surveyReturn } });
    await expect(store.survey.enterReturn('abc')).resolves.toEqual({ kind: 'go', place: { name: 'home' } });
    expect(surveyReturn).toHaveBeenCalledWith('abc');
    expect(store.survey.returnsHandled).toBe(1);
  });

  it('the error screen when it answers falsy, and nothing counts', async () => {
    const { store } = createTestStore({ api: { surveyReturn: vi.fn(async () => false) } });
    await expect(store.survey.enterReturn('abc')).resolves.toEqual({ kind: 'error' });
    expect(store.survey.returnsHandled).toBe(0);
  });

  it('the error screen when the call fails, whatever the failure (SPEC §8); a 401 has signed out', async () => {
    const { store } = createTestStore({
      api: {
        surveyReturn: vi
          .fn()
          .mockRejectedValueOnce(new Error('down'))
          .mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', status: 401, message: 'Gone' })),
      },
    });
    await expect(store.survey.enterReturn('abc')).resolves.toEqual({ kind: 'error' });
    expect(store.survey.status).toBe('error');
    await expect(store.survey.enterReturn('abc')).resolves.toEqual({ kind: 'signedOut' });
  });

  it('the error screen without an id, asking nothing', async () => {
    const surveyReturn = vi.fn(async () => true);
    const { store } = createTestStore({ api: { surveyReturn } });
    await expect(store.survey.enterReturn('')).resolves.toEqual({ kind: 'error' });
    expect(surveyReturn).not.toHaveBeenCalled();
  });
});

describe('SurveyStore.enterReturn, asked twice', () => {
  it('posts once for the same id while the first call runs', async () => {
    let resolve: (value: boolean) => void = () => undefined;
    const pending = new Promise<boolean>((done) => {
      resolve = done;
    });
    const surveyReturn = vi.fn().mockReturnValueOnce(pending).mockResolvedValue(true);
    const { store } = createTestStore({ api: { surveyReturn } });
    const first = store.survey.enterReturn('abc');
    const second = store.survey.enterReturn('abc');
    resolve(true);
    const home = { kind: 'go', place: { name: 'home' } };
    await expect(Promise.all([first, second])).resolves.toEqual([home, home]);
    expect(surveyReturn).toHaveBeenCalledTimes(1);
    await store.survey.enterReturn('abc');
    expect(surveyReturn).toHaveBeenCalledTimes(2);
  });
});

describe('SurveyStore: a retake (issue 35)', () => {
  const complete = { status: 'complete' as const, url: 'https://api.test/survey/take/1' };

  it('knows a retake under way from the status, and leaves for it on Continue', async () => {
    const retake = { status: 'inprogress' as const, url: 'https://api.test/survey/take/2' };
    const { store } = createTestStore({ api: { getSurvey: vi.fn(async () => ({ ...complete, retake })) } });
    expect(store.survey.retake).toBeNull();
    await store.survey.check();
    expect(store.survey.retake).toEqual(retake);
    expect(store.survey.continueRetake()).toEqual({ kind: 'leave', url: retake.url });
  });

  it('no retake (or an older server without the field): none', async () => {
    const { store } = createTestStore({ api: { getSurvey: vi.fn(async () => complete) } });
    await store.survey.check();
    expect(store.survey.retake).toBeNull();
    expect(store.survey.continueRetake()).toEqual({ kind: 'show' });
  });

  it('startRetake: POST /api/survey/retake/en-US, then leaves for its url as the home gate does', async () => {
    const startRetake = vi.fn(async () => ({ url: 'https://api.test/survey/take/3' }));
    const { store } = createTestStore({ api: { startRetake } });
    const starting = store.survey.startRetake();
    expect(store.survey.retakeRequest.isLoading).toBe(true);
    await expect(starting).resolves.toEqual({ kind: 'leave', url: 'https://api.test/survey/take/3' });
    expect(startRetake).toHaveBeenCalledWith('en-US');
  });

  it('a refused retake (409) stays on the screen with the server’s reason', async () => {
    const { store } = createTestStore({
      api: {
        startRetake: vi
          .fn()
          .mockRejectedValue(new ApiError({ kind: 'http', status: 409, message: surveyMessages.retakeBeforeFirst })),
      },
    });
    await expect(store.survey.startRetake()).resolves.toEqual({ kind: 'show' });
    expect(store.survey.retakeRequest.error).toBe('Finish your first questionnaire before you start a new one.');
    // The home gate's own state is not touched.
    expect(store.survey.error).toBeNull();
  });
});
