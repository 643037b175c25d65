import type { ConnectionUser, Contact } from '../structs.js';
import { accessTokenFor } from './tokens.js';

/** Someone in the product, with the e-mail address derived from the name (ada.lovelace@example.com). */
export const person = (id: string, firstName: string, lastName: string, profilePicture: string | null = null) =>
  ({
    id,
    firstName,
    lastName,
    userName: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/\W+/g, '')}@example.com`,
    profilePicture,
  }) satisfies ConnectionUser;

/** The signed-in person of the api tests and the screen stories. */
export const ada: ConnectionUser = {
  id: 'user-ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userName: 'ada@example.com',
  profilePicture: null,
};
export const grace: ConnectionUser = {
  id: 'user-grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  userName: 'grace@example.com',
  profilePicture: 'grace.png',
};

/** Ada's contact record (GET /api/mylifecontact). */
export const adaContact: Contact = {
  user: {
    id: ada.id,
    firstName: ada.firstName,
    lastName: ada.lastName,
    gender: 'F',
    userName: ada.userName,
    password: null,
    profilePicture: null,
  },
};

/** Ada's access token (valid until 2100). */
export const accessToken = accessTokenFor(ada.userName, ada.id);
