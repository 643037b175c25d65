import {
  ApiError,
  CurrentUser,
  STORAGE_KEYS,
  errorMessages,
  toastMessages,
  validate,
  type LoginCredentials,
  type RegistrationForm,
} from '@insight/api';
import { flow, types, toGenerator, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { goTo, showScreen, type Outcome } from './outcome';
import { RequestState } from './RequestState';

/** The words an answer carries: a non-empty text, or an object's message, error or title; else SPEC §8's error page text. */
function wordsOf(answer: unknown): string {
  if (typeof answer === 'string' && answer.trim() !== '') return answer.trim();
  if (typeof answer === 'object' && answer !== null) {
    for (const key of ['message', 'Message', 'error', 'title']) {
      const value = (answer as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
  }
  return errorMessages.errorPage;
}

/** The signed-in user record (SPEC §3): kept in local storage as `currentUser`. */
export const CurrentUserModel = types.model('CurrentUser', {
  id: types.string,
  userName: types.string,
  token: types.string,
});

/**
 * How a session ended: the person ended it (Logout, the login screen, "Sign out everywhere", a deleted account),
 * or it ran out (a 401, a test that takes the session away). A guarded page the person signed out of goes to
 * login as it is; one whose session ran out keeps its address as the returnUrl, to come back to it.
 */
export type SessionEnding = 'signedOut' | 'expired';

/** What the reset screen sends: the new password plus the e-mail and token of the link. */
export interface ResetPasswordInput {
  password: string;
  email: string;
  token: string;
}

function readStoredUser(raw: string | null): CurrentUser | null {
  if (!raw) return null;
  try {
    const result = validate(CurrentUser, JSON.parse(raw));
    return result.ok ? { id: result.value.id, userName: result.value.userName, token: result.value.token } : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in, and the calls that change it (SPEC §4 Auth): login, sign-out (`end`), register,
 * password recovery and reset. Every call goes through the injected api client.
 */
export const SessionStore = types
  .compose(
    'SessionStore',
    RequestState,
    types.model({
      currentUser: types.maybeNull(CurrentUserModel),
      /** The address the confirm-email screen's Confirm proved (null until it answered, and on entering it). */
      confirmedAddress: types.maybeNull(types.string),
    }),
  )
  .volatile(() => ({
    /** How the last session ended (null while one runs, or before any ended). */
    ending: null as SessionEnding | null,
  }))
  .views((self) => ({
    get isSignedIn(): boolean {
      return self.currentUser !== null;
    },
    get token(): string | null {
      return self.currentUser?.token ?? null;
    },
  }))
  .actions((self) => {
    const env = () => getStoreEnv(self);

    /** Sets the user and keeps local storage in step (the saved record is what start restores). */
    function setUser(user: CurrentUser | null) {
      const { storage } = env();
      if (user) {
        self.ending = null;
        self.currentUser = CurrentUserModel.create({ id: user.id, userName: user.userName, token: user.token });
        storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
      } else {
        self.currentUser = null;
        storage.removeItem(STORAGE_KEYS.currentUser);
      }
    }

    /**
     * The token call with what the person typed. SPEC §5: no access token is the invalid_grant
     * text, as when the server refuses the password.
     */
    async function signIn(credentials: LoginCredentials): Promise<CurrentUser> {
      const user = await env().api.login({ email: credentials.email.trim(), password: credentials.password });
      if (!user) throw new ApiError({ kind: 'invalid_grant', message: errorMessages.invalidGrant });
      return user;
    }

    /**
     * THE sign-out (SPEC §4: removes currentUser and iMLContact). Every store that holds something of the person
     * forgets it on its own (`forgetsWithSession`), and the guards send a signed-in page to login. Ending a
     * session that is already over changes nothing but the stored keys.
     */
    function end(how: SessionEnding = 'signedOut') {
      const { storage, api } = env();
      // The token ends on the server too (RFC 7009), not only here. Nothing waits for the answer:
      // the person is signed out here whatever it says, and a token that is already dead is fine to revoke.
      const token = self.currentUser?.token;
      if (token) api.revokeToken(token).catch(() => undefined);
      if (self.currentUser) self.ending = how;
      self.currentUser = null;
      storage.removeItem(STORAGE_KEYS.currentUser);
      storage.removeItem(STORAGE_KEYS.contact);
    }

    return {
      /** Start: the record saved by an earlier login, if it is still well formed. */
      restore() {
        const user = readStoredUser(env().storage.getItem(STORAGE_KEYS.currentUser));
        if (user) self.currentUser = CurrentUserModel.create(user);
      },

      end,

      /**
       * Entering login or register (SPEC §2: entering signs out): the session ends, the last error goes, and an
       * invitation's token, when the address brings one, waits locally until home accepts it (SPEC §3, §4).
       */
      enterSignIn(connectionToken?: string | null): Outcome {
        end();
        self.reset();
        if (connectionToken) env().storage.setItem(STORAGE_KEYS.connectionToken, connectionToken);
        return showScreen;
      },

      /** Entering Recover or Reset: the last error goes (the person stays signed in or out as they are). */
      enterRecovery(): Outcome {
        self.reset();
        return showScreen;
      },

      /** Signs in (the Profile's sensitive change, again): true on success; otherwise `error` holds the text. */
      signInAgain: flow(function* (credentials: LoginCredentials) {
        const result = yield* toGenerator(self.run(() => signIn(credentials)));
        if (result.ok) setUser(result.value);
        return result.ok;
      }),

      /**
       * Login screen (SPEC §2): success goes to `returnTo` (an address of this app the screen made safe; home when
       * none); a failure stays on the screen, its text in `error` (any other 500 has gone to the error route).
       */
      login: flow(function* (credentials: LoginCredentials, returnTo?: string) {
        const result = yield* toGenerator(self.run(() => signIn(credentials)));
        if (!result.ok) return showScreen;
        setUser(result.value);
        return goTo(returnTo ? { name: 'returnTo', address: returnTo } : { name: 'home' });
      }),

      /** Register screen (SPEC §4): create the user, then log in. Either failure shows its error. */
      register: flow(function* (form: RegistrationForm, returnTo?: string) {
        const email = form.email.trim();
        const result = yield* toGenerator(
          self.run(async () => {
            await env().api.createUser({
              user: {
                username: email,
                email,
                password: form.password,
                firstname: form.firstName.trim(),
                lastname: form.lastName.trim(),
                gender: form.gender,
              },
            });
            return signIn({ email, password: form.password });
          }),
        );
        if (!result.ok) return showScreen;
        setUser(result.value);
        return goTo(returnTo ? { name: 'returnTo', address: returnTo } : { name: 'home' });
      }),

      /** Recover screen: only an answer of true succeeds; then the toast of SPEC §4, and on to login. */
      recoverPassword: flow(function* (email: string, applicationName: string, applicationDomain: string) {
        const result = yield* toGenerator(
          self.run(async () => {
            const answer = await env().api.forgotPassword({
              Email: email.trim(),
              ApplicationName: applicationName,
              ApplicationDomain: applicationDomain,
            });
            // SPEC §4: any other answer is shown as the error: its words (a text, or an object's message);
            // an answer without words (false, null) shows the error page's text.
            if (answer !== true) throw new ApiError({ kind: 'contract', message: wordsOf(answer) });
          }),
        );
        if (!result.ok) return showScreen;
        env().notifier.success(toastMessages.recoverOk);
        return goTo({ name: 'login' });
      }),

      /** Reset screen: on success the toast of SPEC §4, and home. */
      resetPassword: flow(function* (input: ResetPasswordInput) {
        const result = yield* toGenerator(
          self.run(() =>
            env().api.resetPassword({ NewPassword: input.password, Token: input.token, UserName: input.email }),
          ),
        );
        if (!result.ok) return showScreen;
        env().notifier.success(toastMessages.resetOk);
        return goTo({ name: 'home' });
      }),

      /** Entering the confirm-email screen: nothing confirmed on it yet, the last error gone (nothing is called). */
      enterConfirmEmail(): Outcome {
        self.reset();
        self.confirmedAddress = null;
        return showScreen;
      },

      /**
       * The confirm-email screen's Confirm button (never its opening: mail scanners open links): proves the address
       * of the mailed link's token; the address now proven (also in `confirmedAddress`), or null with `error` saying
       * why. Needs no session: the link is the proof.
       */
      confirmEmail: flow(function* (token: string) {
        self.confirmedAddress = null;
        const result = yield* toGenerator(self.run(() => env().api.confirmEmail(token)));
        if (!result.ok) return null;
        self.confirmedAddress = result.value.email;
        return result.value.email;
      }),
    };
  });

export type SessionStoreInstance = Instance<typeof SessionStore>;
