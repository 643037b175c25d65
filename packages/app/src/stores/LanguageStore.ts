import { DEFAULT_LANGUAGE, type Language } from '@insight/api';
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { staysOnScreen } from './outcome';
import { RequestState } from './RequestState';

/** A language call never covers the screen: a failure stays where it is shown (the menu), or passes unseen. */
const besideTheScreen = [staysOnScreen];

/**
 * The language the app speaks (issue 38): the page's (env.language, decided as the app starts: the browser's kept
 * choice, else its languages), and a signed-in person's account's, which wins: it follows them to every device.
 * A change of language opens the page again in it (env.switchLanguage): every text is laid over once, before the
 * first render.
 */
export const LanguageStore = types
  .model('LanguageStore', {
    saving: types.optional(RequestState, {}),
    /** The account whose language this page has followed (asked once per sign-in and page). */
    followedFor: types.maybeNull(types.string),
  })
  .views((self) => ({
    /** The language this page is in. */
    get current(): Language {
      return getStoreEnv(self).language ?? DEFAULT_LANGUAGE;
    },
  }))
  .actions((self) => {
    const env = () => getStoreEnv(self);
    const setFollowed = (userId: string) => {
      self.followedFor = userId;
    };
    return {
      /**
       * Once signed in: the account's language (GET /api/mylifecontact/language; the browser keeps it from the
       * answer). When it is not the page's, the page opens again in it. A failure changes nothing.
       */
      followAccount: flow(function* (userId: string) {
        if (self.followedFor === userId) return;
        setFollowed(userId);
        try {
          const language: Language = yield* toGenerator(env().api.accountLanguage());
          if (language !== self.current) env().switchLanguage?.(language);
        } catch {
          // The page stays in the language it is in; the next page asks again.
          self.followedFor = null;
        }
      }),

      /**
       * The person chooses a language: a signed-in person's account keeps it (PUT /api/mylifecontact/language),
       * and the page opens again in it. Answers false when the account could not keep it (the error shows).
       */
      choose: flow(function* (language: Language, signedIn: boolean) {
        if (signedIn) {
          const result = yield* toGenerator(
            self.saving.run(() => env().api.setAccountLanguage(language), undefined, besideTheScreen),
          );
          if (!result.ok) return false;
        }
        if (language !== self.current) env().switchLanguage?.(language);
        return true;
      }),
    };
  });

export type LanguageStoreInstance = Instance<typeof LanguageStore>;
