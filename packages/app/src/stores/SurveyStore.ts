import { DEFAULT_LANGUAGE, SURVEY_LOCALES, type SurveyStatus } from '@insight/api';
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { anyFailureIsError, goTo, leaveTo, showScreen, staysOnScreen, toErrorScreen, type Outcome } from './outcome';
import { RequestState } from './RequestState';
import { forgetsWithSession } from './sessionScope';

/** Where the survey step of the home gate leads (SPEC §4 Home gate, step 3). */
export type SurveyStep =
  /** complete: show the library. */
  | { kind: 'library' }
  /** none (a survey was just created), inprogress or notstarted: the browser goes to the survey. */
  | { kind: 'survey'; url: string }
  /** anything else (the error route), or a failed call (where its failure leads: a 401 has signed out). */
  | { kind: 'error'; outcome: Outcome };

const hasUrl = (url: string | null | undefined): url is string => typeof url === 'string' && url.trim() !== '';

const toLibrary: SurveyStep = { kind: 'library' };
const toError: SurveyStep = { kind: 'error', outcome: toErrorScreen };

/**
 * The questionnaire hosted elsewhere (SPEC §2 Survey return, §4): its status, creating it, and
 * the return from it.
 */
export const SurveyStore = types
  .compose(
    'SurveyStore',
    RequestState,
    types.model({
      /** The last status GET /api/survey answered (null: none yet, or not asked). */
      survey: types.maybeNull(types.frozen<SurveyStatus>()),
      /** Returns from the questionnaire that the server scored (the home gate asks again after one). */
      returnsHandled: 0,
      /** POST /api/survey/retake: apart from the gate's own state (a refusal shows on the map). */
      retakeRequest: types.optional(RequestState, {}),
    }),
  )
  .views((self) => ({
    /** A newer take under way after a finished one (GET /api/survey's `retake`): the map offers to continue it. */
    get retake(): { status: string; url: string } | null {
      const retake = self.survey?.retake;
      return retake && hasUrl(retake.url) ? retake : null;
    },
  }))
  .actions((self) => ({
    setSurvey(survey: SurveyStatus | null) {
      self.survey = survey;
    },
    countReturn() {
      self.returnsHandled += 1;
    },
  }))
  .actions((self) => {
    const api = () => getStoreEnv(self).api;
    /** The questionnaire's locale of the person's language (SPEC's en-US for English). */
    const locale = () => SURVEY_LOCALES[getStoreEnv(self).language ?? DEFAULT_LANGUAGE];

    /** POST /api/survey/return/{id}: true for a truthy answer; false for a falsy one or a failure. */
    const postReturn = flow(function* (id: string) {
      const result = yield* toGenerator(self.run(() => api().surveyReturn(id), undefined, [anyFailureIsError]));
      if (!result.ok) return result.outcome;
      if (!result.value) return toErrorScreen;
      self.countReturn();
      return goTo({ name: 'home' });
    });
    /** The return being handled (a screen mounted twice asks once). */
    let returning: { id: string; answer: Promise<Outcome> } | null = null;

    /** GET /api/survey: keeps the status ('show'), or answers where its failure leads (SPEC §4: the error route). */
    const loadStatus = flow(function* () {
      const result = yield* toGenerator(self.run(() => api().getSurvey(), undefined, [anyFailureIsError]));
      if (!result.ok) return result.outcome;
      self.setSurvey(result.value);
      return showScreen;
    });

    /**
     * SPEC §4 step 3 from the status `loadStatus` kept. None: create a survey (en-US) and go to its
     * url (the server puts the return address, carrying the user id, into it). complete: the
     * library. inprogress or notstarted: the survey's url. Anything else: error.
     */
    const nextStep = flow(function* () {
      const survey = self.survey;
      const status: unknown = survey?.status ?? null;
      if (status === 'complete') return toLibrary;
      if (status === 'inprogress' || status === 'notstarted') {
        return hasUrl(survey?.url) ? ({ kind: 'survey', url: survey.url } satisfies SurveyStep) : toError;
      }
      if (status !== null) return toError;
      const result = yield* toGenerator(self.run(() => api().createSurvey(locale()), undefined, [anyFailureIsError]));
      if (!result.ok) return { kind: 'error', outcome: result.outcome } satisfies SurveyStep;
      return hasUrl(result.value.url) ? ({ kind: 'survey', url: result.value.url } satisfies SurveyStep) : toError;
    });

    return {
      loadStatus,
      nextStep,

      /** SPEC §4 step 3 in one go: the status (`loadStatus`), then where it leads (`nextStep`). */
      check: flow(function* () {
        const loaded = yield* toGenerator(loadStatus());
        if (loaded.kind !== 'show') return { kind: 'error', outcome: loaded } satisfies SurveyStep;
        return yield* toGenerator(nextStep());
      }),

      /**
       * Entering SPEC §2's Survey return: POST /api/survey/return/{id}. A truthy answer goes home; a falsy
       * one, a failure or no id at all goes to the error screen (SPEC §8). A second entry for the same id
       * while the first runs gets the same answer.
       */
      enterReturn(id: string): Promise<Outcome> {
        if (!id) return Promise.resolve(toErrorScreen);
        if (returning?.id === id) return returning.answer;
        const answer = postReturn(id).finally(() => {
          if (returning?.answer === answer) returning = null;
        });
        returning = { id, answer };
        return answer;
      },

      /**
       * POST /api/survey/retake/{locale}: a new take (the current result stays until it is finished); the browser
       * then leaves for its url, as the home gate leaves for a first take's. A refusal (409: nothing finished yet)
       * stays on the screen with its reason in `retakeRequest.error`.
       */
      startRetake: flow(function* () {
        const result = yield* toGenerator(
          self.retakeRequest.run(() => api().startRetake(locale()), undefined, [staysOnScreen]),
        );
        if (!result.ok) return result.failure.kind === 'unauthorized' ? result.outcome : showScreen;
        return hasUrl(result.value.url) ? leaveTo(result.value.url) : toErrorScreen;
      }),

      /** Continue: the retake under way's url (nothing when there is none). */
      continueRetake(): Outcome {
        const retake = self.retake;
        return retake ? leaveTo(retake.url) : showScreen;
      },

      clear() {
        self.survey = null;
        self.reset();
        self.retakeRequest.reset();
      },
    };
  })
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type SurveyStoreInstance = Instance<typeof SurveyStore>;
