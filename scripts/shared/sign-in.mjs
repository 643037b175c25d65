// Registration and the password-grant login through the public API, for the scripts that need a signed-in person
// (bench/bench-member.mjs, bench/bench-server.mjs, operate/cluster-check.mjs). Both go through @insight/api's own
// client, so the request is the app's: the runtime settings of the server's /assets/config.json (client id and
// secret), a form-encoded POST to /identity/connect/token with grant_type=password and scope SsiScope, and the
// answer read into the record the app keeps as `currentUser` ({ id, userName, token }).
// '@insight/api' resolves to packages/api/dist: built by `npm run build`, which every caller needs already (the
// built server they start imports the same package).
import { createApiClient, isApiError, loadRuntimeSettings } from '@insight/api';

/** A refused call as `<what>: <status> <the server's text>`, with `status` (0: no answer) and the client's error as cause. */
function refused(what, error) {
  if (!isApiError(error)) return error;
  const said =
    error.body === undefined ? error.message : typeof error.body === 'string' ? error.body : JSON.stringify(error.body);
  const why = error.cause?.cause?.code ?? error.cause?.cause?.message ?? error.cause?.message;
  const cause = error.status === 0 && why ? ` (${why})` : '';
  return Object.assign(new Error(`${what}: ${error.status} ${said}${cause}`, { cause: error }), {
    status: error.status,
  });
}

/** The app's API client for the server at `base`, with that server's runtime settings. */
async function clientOf(base) {
  let settings;
  try {
    settings = await loadRuntimeSettings({ url: `${base}/assets/config.json` });
  } catch (error) {
    throw refused('runtime settings', error);
  }
  return createApiClient({ settings: { ...settings, apiUrl: base, authApiUrl: base }, getToken: () => null });
}

async function loginWith(client, email, password) {
  let user;
  try {
    user = await client.login({ email, password });
  } catch (error) {
    throw refused('token', error);
  }
  if (!user) throw Object.assign(new Error('token: 200 the answer has no access token'), { status: 200 });
  return { token: user.token, user };
}

/**
 * Signs `email` in with the password grant at the server `base`; answers { token, user }, `user` being the app's
 * `currentUser`. A refused login throws `token: <status> <the server's text>`, the error's `status` the status.
 */
export async function login(base, { email, password }) {
  return loginWith(await clientOf(base), email, password);
}

/**
 * Registers a new person (POST /api/mylifecontact, as the registration screen does) and signs them in; answers
 * { token, user } as login() does. A refused registration throws `register: <status> <the server's text>`.
 */
export async function signUp(base, { email, password, firstname, lastname, gender = 'F' }) {
  const client = await clientOf(base);
  try {
    await client.createUser({ user: { username: email, email, password, firstname, lastname, gender } });
  } catch (error) {
    throw refused('register', error);
  }
  return loginWith(client, email, password);
}
