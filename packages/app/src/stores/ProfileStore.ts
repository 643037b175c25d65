import type { Contact } from '@insight/api';
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { getStoreEnv } from '../env';
import { RequestState, toFailure } from './RequestState';

/** The signed-in person's contact (SPEC §3 Contact), loaded from GET /api/mylifecontact. */
export const ProfileStore = types
  .compose(
    'ProfileStore',
    RequestState,
    types.model({
      contact: types.maybeNull(types.frozen<Contact>()),
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
  }))
  .actions((self) => ({
    /** Loads the contact; false (with `error`) when the call fails. */
    load: flow(function* () {
      self.begin();
      try {
        const contact = yield* toGenerator(getStoreEnv(self).api.getContact());
        self.contact = contact;
        self.succeed();
        return true;
      } catch (error) {
        self.fail(toFailure(error));
        return false;
      }
    }),
    /** Forgets the person (on logout). */
    clear() {
      self.contact = null;
      self.reset();
    },
  }));

export type ProfileStoreInstance = Instance<typeof ProfileStore>;
