import {
  PROFILE_IMAGE_MAX_BYTES,
  STORAGE_KEYS,
  accountDataMessages,
  addressMessages,
  dataExportFileName,
  profileMessages,
  validationMessages,
  type Contact,
  type LoginCredentials,
  type UpdateContactPayload,
} from '@insight/api';
import { anyFailureIsError, goTo, showScreen, staysOnScreen } from './outcome';
import { flow, getRoot, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { GATE_PASSED_STORAGE_KEY } from './HomeGateStore';
import { RequestState } from './RequestState';
import { forgetsWithSession } from './sessionScope';

/** What the Profile screen's Update sends (the form's values once they pass the §5 rules). */
export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  gender: string;
  email: string;
  /** Blank = unchanged. */
  password: string;
  /** Needed when the e-mail address or the password changes (the server checks it). */
  currentPassword: string;
}

/** The part of the root the profile reaches: signing in again after an e-mail or password change, or ending the session. */
interface ProfileRoot {
  session: { signInAgain(credentials: LoginCredentials): Promise<boolean>; end(): void };
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** 'jpeg' | 'png' by the file's first bytes (what the bytes are decides, not the name); undefined otherwise. */
export async function sniffImageFile(file: Blob): Promise<'jpeg' | 'png' | undefined> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (magic: number[]) => head.length >= magic.length && magic.every((byte, i) => head[i] === byte);
  if (starts(JPEG)) return 'jpeg';
  if (starts(PNG)) return 'png';
  return undefined;
}

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The signed-in person's contact (SPEC §3 Contact): loaded from GET /api/mylifecontact, updated with
 * PUT (SPEC §2 Profile), and the profile picture (POST /api/user/profileimage).
 */
export const ProfileStore = types
  .compose(
    'ProfileStore',
    RequestState,
    types.model({
      contact: types.maybeNull(types.frozen<Contact>()),
      /** Set after a successful Update until the next call or Cancel. */
      saved: false,
      photoStatus: types.optional(types.enumeration('PhotoStatus', ['idle', 'uploading', 'done', 'error']), 'idle'),
      /** Why the last chosen picture was refused (before upload or by the server). */
      photoError: types.maybeNull(types.string),
      /** +1 whenever the form must start over from the contact (loaded, Cancel, saved); not on a new photo. */
      formRevision: 0,
      /** The state of "Download my data" and "Delete my account" (their dialogs show its failure). */
      data: types.optional(RequestState, {}),
      /** The photo's upload (its failure shows as `photoError`, SPEC §8: the error title). */
      photoUpload: types.optional(RequestState, {}),
    }),
  )
  .views((self) => ({
    get firstName(): string {
      return self.contact?.user.firstName ?? '';
    },
    get fullName(): string {
      const user = self.contact?.user;
      return user ? `${user.firstName} ${user.lastName}`.trim() : '';
    },
    /** The stored picture's name (the server's handler serves it under settings.profileImagePath). */
    get picture(): string | null {
      return self.contact?.user.profilePicture?.trim() || null;
    },
    /** False only when the server says the account's address is not proven yet. */
    get emailConfirmed(): boolean {
      return self.contact?.emailConfirmed !== false;
    },
    /** The new address an e-mail change waits for (its link was mailed there), or null. */
    get pendingEmail(): string | null {
      return self.contact?.pendingEmail ?? null;
    },
    /** A call of this store is running: the layout shows the loading overlay. */
    get isBusy(): boolean {
      return self.status === 'pending' || self.photoStatus === 'uploading';
    },
  }))
  .actions((self) => ({
    /** The messages go away (Cancel, a new call). */
    clearMessages() {
      self.reset();
      self.saved = false;
      self.photoError = null;
      if (self.photoStatus !== 'uploading') self.photoStatus = 'idle';
    },
    setContact(contact: Contact, keep: boolean) {
      self.contact = contact;
      // SPEC §3: the whole contact is kept locally (iMLContact) after a profile update.
      if (keep) getStoreEnv(self).storage.setItem(STORAGE_KEYS.contact, JSON.stringify(contact));
    },
    setSaved() {
      self.saved = true;
    },
    nextFormRevision() {
      self.formRevision += 1;
    },
    setPhoto(status: 'uploading' | 'done' | 'error', error: string | null = null) {
      self.photoStatus = status;
      self.photoError = error;
    },
  }))
  .actions((self) => ({
    /**
     * Loads the contact: 'show', or what its failure comes to (SPEC §8: a profile load failure is the error
     * screen; the screens that load it in passing ignore that).
     */
    loadContact: flow(function* () {
      const result = yield* toGenerator(
        self.run(() => getStoreEnv(self).api.getContact(), undefined, [anyFailureIsError]),
      );
      if (!result.ok) return result.outcome;
      self.contact = result.value;
      self.formRevision += 1;
      return showScreen;
    }),

    /**
     * Update (SPEC §2 Profile): PUT the contact. On success the whole contact is kept as iMLContact and
     * `saved` is set. A new e-mail address or password also needs the current password; after either,
     * the app signs in again with what the person just typed: the server ended the sessions signed before
     * a new password, and this session's token names the old address. False (with `errorTitle`) on failure.
     */
    update: flow(function* (form: ProfileUpdate) {
      const before = self.contact;
      if (!before) return false;
      const newPassword = form.password === '' ? null : form.password;
      const sensitive = !sameEmail(form.email, before.user.userName) || newPassword !== null;
      const payload: UpdateContactPayload = {
        ...(before.id !== undefined ? { id: before.id } : {}),
        user: {
          ...(before.user.id !== undefined ? { id: before.user.id } : {}),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          gender: form.gender as UpdateContactPayload['user']['gender'],
          userName: form.email.trim(),
          password: newPassword,
          profilePicture: before.user.profilePicture ?? null,
        },
        ...(sensitive ? { currentPassword: form.currentPassword } : {}),
      };
      self.clearMessages();
      const { api } = getStoreEnv(self);
      const root = getRoot<ProfileRoot>(self);
      const result = yield* toGenerator(
        self.run(
          async () => {
            const contact = await api.updateContact(payload);
            self.setContact(contact, true);
            self.nextFormRevision();
            // Whether this session follows the change (after a sensitive one it signs in again).
            return sensitive
              ? root.session.signInAgain({
                  email: contact.user.userName,
                  password: newPassword ?? form.currentPassword,
                })
              : true;
          },
          undefined,
          // SPEC §8: a profile update failure shows the error title, whatever the failure.
          [staysOnScreen],
        ),
      );
      if (!result.ok) return false;
      if (!result.value) {
        // The change stands; this session could not follow it: log in again.
        root.session.end();
        return false;
      }
      // The screen says so beside the form (profileMessages.saved).
      self.setSaved();
      return true;
    }),

    /**
     * Change Photo: the rules of SPEC §5 (1 MB or less; jpg/jpeg/png, decided by the file's bytes) before
     * the upload; the server checks them again. A refused file changes nothing.
     */
    uploadPhoto: flow(function* (file: File) {
      if (!self.contact) return false;
      self.errorTitle = null;
      self.saved = false;
      if (file.size > PROFILE_IMAGE_MAX_BYTES) {
        self.setPhoto('error', validationMessages.fileTooLarge);
        return false;
      }
      if (!(yield* toGenerator(sniffImageFile(file)))) {
        self.setPhoto('error', validationMessages.fileWrongType);
        return false;
      }
      self.setPhoto('uploading');
      // SPEC §8: a profile image failure shows the error title, whatever the failure (it stays on the screen).
      const result = yield* toGenerator(
        self.photoUpload.run(() => getStoreEnv(self).api.uploadProfileImage(file, file.name), undefined, [
          staysOnScreen,
        ]),
      );
      if (!result.ok) {
        self.setPhoto('error', result.failure.title);
        return false;
      }
      const contact = self.contact;
      if (contact)
        self.setContact({ ...contact, user: { ...contact.user, profilePicture: result.value.trim() } }, true);
      self.setPhoto('done');
      getStoreEnv(self).notifier.success(profileMessages.photoSaved);
      return true;
    }),

    /** "Send the link again": true when it went; else `errorTitle` says why. */
    resendConfirmation: flow(function* () {
      const { api, notifier } = getStoreEnv(self);
      const result = yield* toGenerator(self.run(() => api.resendEmailConfirmation()));
      if (result.ok) notifier.success(addressMessages.resent);
      return result.ok;
    }),

    /**
     * "Cancel the change": the e-mail change that waits for its link is withdrawn on the server (the link no longer
     * works); the notice goes and a toast says so. False (with `errorTitle`) when the call fails.
     */
    cancelEmailChange: flow(function* () {
      const { api, notifier } = getStoreEnv(self);
      const result = yield* toGenerator(self.run(() => api.cancelEmailChange()));
      if (!result.ok) return false;
      if (self.contact) self.setContact({ ...self.contact, pendingEmail: null }, true);
      notifier.success(addressMessages.changeCancelled);
      return true;
    }),

    /** "Sign out everywhere": every session ends on the server, then this one here, and on to login. */
    signOutEverywhere: flow(function* () {
      const result = yield* toGenerator(self.run(() => getStoreEnv(self).api.signOutEverywhere()));
      if (!result.ok) return showScreen;
      getRoot<ProfileRoot>(self).session.end();
      return goTo({ name: 'login' });
    }),

    /**
     * "Download my data": the file the server writes (DataExport), saved on the device as it came,
     * indented. False (with `data.error`) when the password or the server refuses.
     */
    downloadData: flow(function* (currentPassword: string) {
      const { api, notifier, saveFile } = getStoreEnv(self);
      const result = yield* toGenerator(self.data.run(() => api.exportMyData(currentPassword)));
      if (!result.ok) return false;
      const file = new Blob([`${JSON.stringify(result.value, null, 2)}\n`], { type: 'application/json' });
      saveFile?.(dataExportFileName(new Date(result.value.exportedAt)), file);
      notifier.success(accountDataMessages.downloaded);
      return true;
    }),

    /** "Delete my account": gone on the server, then this session ends here too, and on to login. */
    deleteAccount: flow(function* (currentPassword: string) {
      const { api, notifier, storage } = getStoreEnv(self);
      const result = yield* toGenerator(self.data.run(() => api.deleteAccount(currentPassword)));
      if (!result.ok) return showScreen;
      // The device forgets that the gate once opened for this person (an account that is gone).
      storage.removeItem(GATE_PASSED_STORAGE_KEY);
      getRoot<ProfileRoot>(self).session.end();
      notifier.success(accountDataMessages.deleted);
      return goTo({ name: 'login' });
    }),

    /** Forgets the person (on logout). */
    clear() {
      self.contact = null;
      self.clearMessages();
      self.data.reset();
      self.photoUpload.reset();
    },
  }))
  .actions((self) => ({
    /** Entering Profile (SPEC §2): the messages go and the current user is loaded. */
    enter: flow(function* () {
      self.clearMessages();
      return yield* toGenerator(self.loadContact());
    }),
  }))
  .actions((self) => ({
    /** Cancel (SPEC §2): the messages go and the contact is loaded again, as on entering. */
    cancel: flow(function* () {
      return yield* toGenerator(self.enter());
    }),
  }))
  .actions((self) => ({
    /** Forgets the person as soon as the session ends (sessionScope.ts). */
    afterCreate() {
      forgetsWithSession(self, () => self.clear());
    },
  }));

export type ProfileStoreInstance = Instance<typeof ProfileStore>;
