// What the attack check's findings share: the ✓/✗ lines, and HTTP as a client of the server under attack sees it
// (calls, the sandbox outbox, sign-ups, e-mail changes and resets), pointed at the server by useServer().
import http from 'node:http';
import { addressMessages, calls } from '@insight/api';
import { signUp } from '../../shared/sign-in.mjs';
import { waitUntil } from '../../shared/wait-until.mjs';

export const results = [];
/** One check: prints ✓/✗ and what was seen when it failed. */
export function check(name, ok, seen = '') {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !seen ? '' : `  (seen: ${seen})`}`);
}

export { freePort } from '../../shared/free-port.mjs';

/** The server's address (http://127.0.0.1:PORT): set by useServer() once attack-check.mjs has its port. */
export let base;
export const useServer = (url) => {
  base = url;
};

// ---------------------------------------------------------------------------------------------------------------
// HTTP as a client sees it

let seq = 0;
export const run = `${Date.now().toString(36)}`;
/** A unique address; `name` says whose it is in the story. */
export const address = (name) => `${name}.${run}.${++seq}@example.com`;
/** A client address of its own (said by the trusted proxy, 127.0.0.1, in X-Forwarded-For). */
export const place = () => `198.51.100.${(++seq % 250) + 1}`;

/** A call; `token` signs in, `json` is the body, `form` a form body, `xff` the X-Forwarded-For. */
export async function api(method, url, { token, json, form, xff } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (xff) headers['x-forwarded-for'] = xff;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  }
  const res = await fetch(`${base}${url}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, data };
}

/** A POST from the local address 127.0.0.2 (not the trusted proxy), with a forged X-Forwarded-For. */
export function postFromOutsider(url, form, xff) {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': xff,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The sandbox outbox's mails to `to`, oldest first. */
export const mailsTo = async (to) => {
  const { data } = await api('GET', `/sandbox/mail.json?to=${encodeURIComponent(to)}`);
  return [...(data ?? [])].sort((a, b) => a.id - b.id);
};
/** Waits (up to 10 s) for a mail to `to` whose text matches `pattern`; answers the first match of its last one. */
export async function linkIn(to, pattern) {
  let found;
  await waitUntil(
    async () => {
      const hits = (await mailsTo(to)).map((m) => pattern.exec(m.text)).filter(Boolean);
      found = hits.at(-1);
      return found !== undefined;
    },
    { withinMs: 10_000, everyMs: 100 },
  );
  return found;
}
export const CONFIRM_LINK = /\/confirm-email\?token=([^&\s]+)/;
export const RESET_LINK = /\/reset-password\?\S*?token=([^&\s]+)/;
export const INVITE_LINK = /https?:\/\/\S+?connectionToken=([A-Za-z0-9_-]+)/;

export const contactOf = async (token) => (await api('GET', calls.getContact.path, { token })).data;

/** Registers `email` and signs in: { token, id, email, password, firstName }. */
export async function register(firstName, email = address(firstName.toLowerCase()), { prove = false } = {}) {
  const password = `pw-${firstName}-${run}-secret`;
  const { token, user } = await signUp(base, { email, password, firstname: firstName, lastname: 'Test' });
  const person = { token, id: String(user.id), email, password, firstName };
  if (prove) {
    const link = await linkIn(email, CONFIRM_LINK);
    const res = await api('POST', calls.confirmEmail.path, { json: { token: link?.[1] ?? '' } });
    if (res.status !== 200) throw new Error(`confirming ${email}: ${res.status} ${res.text}`);
  }
  return person;
}

/** PUT /api/mylifecontact with `changes` over the person's current profile, the current password given. */
export async function updateProfile(person, changes, token = person.token) {
  const { user } = await contactOf(token);
  return api('PUT', calls.updateContact.path, {
    token,
    json: {
      user: {
        firstName: user.firstName,
        lastName: user.lastName,
        gender: user.gender,
        userName: user.userName,
        password: null,
        profilePicture: null,
        ...changes,
      },
      currentPassword: person.password,
    },
  });
}

/** Parks an e-mail change of `person` to `to`: answers the confirmation token mailed there ('' when none). */
export async function park(person, to, token = person.token) {
  const res = await updateProfile(person, { userName: to }, token);
  if (res.status !== 200) return '';
  return (await linkIn(to, CONFIRM_LINK))?.[1] ?? '';
}

/** The owner of `email` claims the account: "Forgot password", then the mailed link with `newPassword`. */
export async function claimByReset(email, newPassword) {
  const before = (await mailsTo(email)).length;
  const form = { Email: email, ApplicationName: 'Insight', ApplicationDomain: base };
  const asked = await api('POST', calls.forgotPassword.path, { form, xff: place() });
  await waitUntil(async () => (await mailsTo(email)).length > before, { withinMs: 10_000, everyMs: 100 });
  const mails = (await mailsTo(email)).slice(before);
  const link = mails.map((m) => RESET_LINK.exec(m.text)).find(Boolean);
  const reset = await api('POST', calls.resetPassword.path, {
    form: { NewPassword: newPassword, Token: decodeURIComponent(link?.[1] ?? ''), UserName: email },
    xff: place(),
  });
  return { asked: asked.status, reset: reset.status, resetText: reset.text };
}

export const confirmWith = (token) => api('POST', calls.confirmEmail.path, { json: { token }, xff: place() });
export const refusedLink = (res) => res.status === 400 && res.data?.error === addressMessages.linkInvalid;
export const seen = (res) => `${res.status} ${res.text.slice(0, 160)}`;
