// `npm run attack:check` (after `npm run build -w @insight/api && npm run build -w @insight/server`): the ten findings of
// issue 34 tried from outside, as an attacker would: over real HTTP against the built server process, on a free
// loopback port with a throw-away DATA_DIR, the sandbox outbox read over HTTP (/sandbox/mail.json). One line per
// check, ✓ or ✗; exits 1 on any ✗.
// The server trusts X-Forwarded-For from 127.0.0.1 only (TRUST_PROXY=127.0.0.1): this script speaks as that proxy
// (each password-reset story from a client address of its own, as the server tests do) and, for finding 8, as a
// client that connects from 127.0.0.2, whose forged X-Forwarded-For must count for nothing.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addressMessages, calls, loadRuntimeSettings, pathFor } from '@insight/api';
import { root } from '../bench/bench-server-process.mjs';
import { login, signUp } from '../shared/sign-in.mjs';
import { answersOk, waitUntil } from '../shared/wait-until.mjs';

const started = Date.now();
const results = [];
/** One check: prints ✓/✗ and what was seen when it failed. */
function check(name, ok, seen = '') {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !seen ? '' : `  (seen: ${seen})`}`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'insight-attack-'));
const env = { ...process.env };
for (const name of Object.keys(env)) {
  if (/^(FOXYCART_|DATABASE_URL|SMTP_URL|JWT_SECRET|XSRF_SECRET|METRICS_)/.test(name)) delete env[name];
}
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: base,
    SANDBOX: 'on',
    NODE_ENV: 'test',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

// ---------------------------------------------------------------------------------------------------------------
// HTTP as a client sees it

let seq = 0;
const run = `${Date.now().toString(36)}`;
/** A unique address; `name` says whose it is in the story. */
const address = (name) => `${name}.${run}.${++seq}@example.com`;
/** A client address of its own (said by the trusted proxy, 127.0.0.1, in X-Forwarded-For). */
const place = () => `198.51.100.${(++seq % 250) + 1}`;

/** A call; `token` signs in, `json` is the body, `form` a form body, `xff` the X-Forwarded-For. */
async function api(method, url, { token, json, form, xff } = {}) {
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
function postFromOutsider(url, form, xff) {
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
const mailsTo = async (to) => {
  const { data } = await api('GET', `/sandbox/mail.json?to=${encodeURIComponent(to)}`);
  return [...(data ?? [])].sort((a, b) => a.id - b.id);
};
/** Waits (up to 10 s) for a mail to `to` whose text matches `pattern`; answers the first match of its last one. */
async function linkIn(to, pattern) {
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
const CONFIRM_LINK = /\/confirm-email\?token=([^&\s]+)/;
const RESET_LINK = /\/reset-password\?\S*?token=([^&\s]+)/;
const INVITE_LINK = /https?:\/\/\S+?connectionToken=([A-Za-z0-9_-]+)/;

const contactOf = async (token) => (await api('GET', calls.getContact.path, { token })).data;

/** Registers `email` and signs in: { token, id, email, password, firstName }. */
async function register(firstName, email = address(firstName.toLowerCase()), { prove = false } = {}) {
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
async function updateProfile(person, changes, token = person.token) {
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
async function park(person, to, token = person.token) {
  const res = await updateProfile(person, { userName: to }, token);
  if (res.status !== 200) return '';
  return (await linkIn(to, CONFIRM_LINK))?.[1] ?? '';
}

/** The owner of `email` claims the account: "Forgot password", then the mailed link with `newPassword`. */
async function claimByReset(email, newPassword) {
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

const confirmWith = (token) => api('POST', calls.confirmEmail.path, { json: { token }, xff: place() });
const refusedLink = (res) => res.status === 400 && res.data?.error === addressMessages.linkInvalid;
const seen = (res) => `${res.status} ${res.text.slice(0, 160)}`;

// ---------------------------------------------------------------------------------------------------------------

try {
  const up = await waitUntil(() => server.exitCode !== null || answersOk(`${base}/healthz`)(), {
    withinMs: 90_000,
    everyMs: 200,
  });
  if (!up || server.exitCode !== null) throw new Error(`the server did not start (exit code ${server.exitCode})`);
  check('the built server starts with SANDBOX=on, NODE_ENV=test, TRUST_PROXY=127.0.0.1', true);

  // 1. A parked e-mail change dies with the owner's reset, a password change, "Sign out everywhere".
  {
    const victim = address('victim');
    const squatter = await register('Mallory', victim);
    const parked = await park(squatter, address('mallory'));
    const claim = await claimByReset(victim, `owners-own-${run}-1`);
    const late = await confirmWith(parked);
    const owner = await login(base, { email: victim, password: `owners-own-${run}-1` });
    const contact = await contactOf(owner.token);
    check(
      '1a after the owner claims by reset, the parked e-mail change link is refused (400) and the account keeps victim@',
      parked !== '' &&
        claim.reset === 200 &&
        refusedLink(late) &&
        contact?.user?.userName === victim &&
        contact?.pendingEmail === null,
      `parked ${parked ? 'yes' : 'no'}, reset ${claim.reset}, confirm ${seen(late)}, address ${contact?.user?.userName}`,
    );
  }
  {
    const owner = await register('Olive', undefined, { prove: true });
    const attacker = await login(base, { email: owner.email, password: owner.password });
    const parked = await park(owner, address('mallory'), attacker.token);
    const changed = await updateProfile(owner, { password: `olives-new-${run}-1` });
    const late = await confirmWith(parked);
    const after = await login(base, { email: owner.email, password: `olives-new-${run}-1` });
    const contact = await contactOf(after.token);
    check(
      '1b after a password change, the parked link is refused and the account keeps its address',
      parked !== '' && changed.status === 200 && refusedLink(late) && contact?.user?.userName === owner.email,
      `parked ${parked ? 'yes' : 'no'}, change ${changed.status}, confirm ${seen(late)}`,
    );
  }
  {
    const owner = await register('Olga', undefined, { prove: true });
    const attacker = await login(base, { email: owner.email, password: owner.password });
    const parked = await park(owner, address('mallory'), attacker.token);
    const out = await api('POST', calls.signOutEverywhere.path, { token: owner.token });
    const late = await confirmWith(parked);
    const after = await login(base, { email: owner.email, password: owner.password });
    const contact = await contactOf(after.token);
    check(
      `1c after "sign out everywhere" (POST ${calls.signOutEverywhere.path}), the parked link is refused`,
      parked !== '' && out.status === 204 && refusedLink(late) && contact?.user?.userName === owner.email,
      `parked ${parked ? 'yes' : 'no'}, sign out ${out.status}, confirm ${seen(late)}`,
    );
  }

  // 2. An unproven account cannot accept or share; after the claim nothing of the accomplice's reaches the owner.
  {
    const trent = await register('Trent', undefined, { prove: true });
    const victim = address('victim');
    const invited = await api('POST', calls.sendInviteEmail.path, {
      token: trent.token,
      json: { firstName: 'Vic', lastName: 'Tim', email: victim, message: 'Hello' },
    });
    const linkToken = (await linkIn(victim, INVITE_LINK))?.[1] ?? '';
    const sent = await api('GET', calls.listSentRequests.path, { token: trent.token });
    const requestId = sent.data?.[0]?.id ?? 0;
    const squatter = await register('Mallory', victim);
    const byId = await api('POST', pathFor(calls.acceptRequest, { id: requestId }), { token: squatter.token });
    const byLink = await api('POST', pathFor(calls.acceptRequestByToken, { token: linkToken }), {
      token: squatter.token,
    });
    const share = await api('PUT', calls.updateConnection.path, {
      token: squatter.token,
      json: { id: 1, connectionReports: [{ reportId: 1 }] },
    });
    const refused = (res, text) => res.status === 403 && res.data?.error === text;
    check(
      '2a an unproven account cannot accept an invitation by id nor by link (403, the text)',
      invited.status === 204 &&
        linkToken !== '' &&
        refused(byId, addressMessages.confirmBeforeAccepting) &&
        refused(byLink, addressMessages.confirmBeforeAccepting),
      `invite ${invited.status}, link ${linkToken ? 'yes' : 'no'}, by id ${seen(byId)}, by link ${seen(byLink)}`,
    );
    check(
      '2b an unproven account cannot share (403, the text)',
      refused(share, addressMessages.confirmBeforeSharing),
      seen(share),
    );
    const claim = await claimByReset(victim, `owners-own-${run}-2`);
    const owner = await login(base, { email: victim, password: `owners-own-${run}-2` });
    const connections = await api('GET', calls.listConnections.path, { token: owner.token });
    const traits = await api('GET', pathFor(calls.getTraits, { userId: squatter.id }), { token: trent.token });
    check(
      "2c after the owner's claim by reset the owner has no connection and the accomplice gets 403 on GET /api/traits/<owner id>",
      claim.reset === 200 &&
        connections.status === 200 &&
        Array.isArray(connections.data) &&
        connections.data.length === 0 &&
        traits.status === 403,
      `reset ${claim.reset}, connections ${seen(connections)}, traits ${seen(traits)}`,
    );
  }

  // 3. Opening a confirmation link (the page, or a GET of the API path) proves nothing; only the POST does.
  {
    const eve = await register('Eve');
    const link = await linkIn(eve.email, CONFIRM_LINK);
    const token = link?.[1] ?? '';
    const page = await api('GET', `/confirm-email?token=${token}&email=${encodeURIComponent(eve.email)}`);
    const apiGet = await api('GET', `${calls.confirmEmail.path}?token=${token}`);
    const afterGets = await contactOf(eve.token);
    const posted = await confirmWith(token);
    const afterPost = await contactOf(eve.token);
    check(
      `3 GETs of the link's page (${page.status}) and of the API path (${apiGet.status}) leave emailConfirmed false; the POST proves it`,
      token !== '' &&
        afterGets?.emailConfirmed === false &&
        posted.status === 200 &&
        afterPost?.emailConfirmed === true,
      `after GETs ${afterGets?.emailConfirmed}, POST ${seen(posted)}, after POST ${afterPost?.emailConfirmed}`,
    );
  }

  // 4. Six e-mail changes in a row: the sixth is 429 with the text, and no sixth mail goes.
  {
    const ivy = await register('Ivy', undefined, { prove: true });
    const targets = Array.from({ length: 6 }, () => address('elsewhere'));
    const answers = [];
    for (const to of targets) answers.push(await updateProfile(ivy, { userName: to }));
    await new Promise((r) => setTimeout(r, 500));
    const mailed = [];
    for (const to of targets) mailed.push((await mailsTo(to)).length);
    const sixth = answers[5];
    check(
      '4 six e-mail changes in a row: five answer 200 and mail once each, the 6th answers 429 with the text and mails nothing',
      answers.slice(0, 5).every((a) => a.status === 200) &&
        sixth.status === 429 &&
        sixth.data?.error === addressMessages.tooManyChangeMails &&
        mailed.slice(0, 5).every((n) => n === 1) &&
        mailed[5] === 0,
      `statuses ${answers.map((a) => a.status).join(',')}, 6th ${seen(sixth)}, mails ${mailed.join(',')}`,
    );
  }

  // 5. Following an invitation link with an unproven account proves nothing.
  {
    const trent = await register('Tess', undefined, { prove: true });
    const erin = address('erin');
    await api('POST', calls.sendInviteEmail.path, {
      token: trent.token,
      json: { firstName: 'Erin', lastName: 'Eve', email: erin },
    });
    const link = await linkIn(erin, INVITE_LINK);
    const linkToken = link?.[1] ?? '';
    const account = await register('Erin', erin);
    // The link as mailed (the app's page), then the call its page makes: accept by token.
    const opened = new URL(link?.[0] ?? base);
    const page = await api('GET', `${opened.pathname}${opened.search}`, { token: account.token });
    const accept = await api('POST', pathFor(calls.acceptRequestByToken, { token: linkToken }), {
      token: account.token,
    });
    const contact = await contactOf(account.token);
    check(
      '5 following an invitation link (accept by token) with an unproven account: 403, and emailConfirmed stays false',
      linkToken !== '' &&
        accept.status === 403 &&
        accept.data?.error === addressMessages.confirmBeforeAccepting &&
        contact?.emailConfirmed === false,
      `link ${linkToken ? 'yes' : 'no'}, page ${page.status}, accept ${seen(accept)}, emailConfirmed ${contact?.emailConfirmed}`,
    );
  }

  // 6. DELETE /api/email/pending withdraws a waiting change.
  {
    const paul = await register('Paul', undefined, { prove: true });
    const waiting = await park(paul, address('paul-new'));
    const pendingBefore = (await contactOf(paul.token))?.pendingEmail;
    const withdrawn = await api('DELETE', calls.cancelEmailChange.path, { token: paul.token });
    const late = await confirmWith(waiting);
    const contact = await contactOf(paul.token);
    check(
      '6 DELETE /api/email/pending (204) withdraws a waiting change: its link is refused, the address stays',
      waiting !== '' &&
        typeof pendingBefore === 'string' &&
        withdrawn.status === 204 &&
        refusedLink(late) &&
        contact?.user?.userName === paul.email &&
        contact?.pendingEmail === null,
      `parked ${waiting ? 'yes' : 'no'}, delete ${withdrawn.status}, confirm ${seen(late)}, pending ${contact?.pendingEmail}`,
    );
  }

  // 7. An address that changes hands passes nothing of its earlier holder on.
  {
    const trent = await register('Tobias', undefined, { prove: true });
    const annAddress = address('ann');
    const ann = await register('Annabel', annAddress, { prove: true });
    const secret = `for-annabel-only-${run}`;
    const invited = await api('POST', calls.sendInviteEmail.path, {
      token: trent.token,
      json: { firstName: 'Annabel', lastName: 'Old', email: annAddress, message: secret },
    });
    const annSees = await api('GET', calls.listReceivedRequests.path, { token: ann.token });
    const moved = await park(ann, address('ann-new'));
    const confirmed = await confirmWith(moved);
    const bob = await register('Bob', annAddress, { prove: true });
    const received = await api('GET', calls.listReceivedRequests.path, { token: bob.token });
    const exported = await api('POST', calls.exportMyData.path, {
      token: bob.token,
      json: { currentPassword: bob.password },
    });
    const file = exported.text;
    check(
      "7 Ann moves away from ann@, Bob proves ann@: Bob's received invitations and data export hold nothing sent to Ann",
      invited.status === 204 &&
        annSees.data?.length === 1 &&
        confirmed.status === 200 &&
        received.status === 200 &&
        received.data?.length === 0 &&
        exported.status === 200 &&
        exported.data?.account?.email === annAddress &&
        exported.data?.requestsReceived?.length === 0 &&
        !file.includes(secret) &&
        !file.includes('Annabel') &&
        !file.includes('Tobias'),
      `invite ${invited.status}, Ann saw ${annSees.data?.length}, move ${confirmed.status}, Bob received ${seen(received)}, export ${exported.status} requestsReceived ${exported.data?.requestsReceived?.length}, mentions Ann ${file.includes('Annabel')}, mentions the message ${file.includes(secret)}`,
    );
  }

  // 8. TRUST_PROXY=127.0.0.1: X-Forwarded-For from another peer does not escape the forgot-password limit per address.
  {
    const target = await register('Fay');
    const form = (email) => ({ Email: email, ApplicationName: 'Insight', ApplicationDomain: base });
    const statuses = [];
    for (let i = 1; i <= 5; i++) {
      statuses.push(await postFromOutsider(calls.forgotPassword.path, form(address('nobody')), `203.0.113.${i}`));
    }
    const resetMails = async () => (await mailsTo(target.email)).filter((m) => RESET_LINK.test(m.text)).length;
    statuses.push(await postFromOutsider(calls.forgotPassword.path, form(target.email), '203.0.113.6'));
    await new Promise((r) => setTimeout(r, 500));
    const fromOutsider = await resetMails();
    // The control: the proxy's X-Forwarded-For is believed. Five requests from the proxy for one client address,
    // then the same request as the 6th from the proxy naming a fresh client address: it mails (were 127.0.0.1
    // counted instead, it would be its 6th at least and mail nothing).
    for (let i = 1; i <= 5; i++) {
      await api('POST', calls.forgotPassword.path, { form: form(address('nobody')), xff: '203.0.113.50' });
    }
    await api('POST', calls.forgotPassword.path, { form: form(target.email), xff: '203.0.113.7' });
    await waitUntil(async () => (await resetMails()) > 0, { withinMs: 5_000, everyMs: 100 });
    const fromProxy = await resetMails();
    check(
      '8 from 127.0.0.2 with a new forged X-Forwarded-For each time, the 6th forgot-password sends no mail (5 per address); the proxy is believed',
      statuses.every((s) => s === 200) && fromOutsider === 0 && fromProxy === 1,
      `statuses ${statuses.join(',')}, mails after the 6th ${fromOutsider}, after the proxy's ${fromProxy}`,
    );
  }

  // 9. npm run backup of the serving DATA_DIR: a file of mode 0600.
  {
    const outDir = mkdtempSync(path.join(tmpdir(), 'insight-attack-backup-'));
    const file = path.join(outDir, 'insight.tgz');
    try {
      const done = spawnSync('npm', ['run', '--silent', 'backup', '--', file], {
        cwd: root,
        env: { ...env, DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 120_000,
      });
      let mode = '';
      try {
        mode = (statSync(file).mode & 0o777).toString(8);
      } catch {
        mode = 'no file';
      }
      check(
        `9 npm run backup of the serving DATA_DIR makes a file of mode 0600 (${mode})`,
        done.status === 0 && mode === '600',
        `exit ${done.status}, ${(done.stderr || done.stdout || '').trim().slice(0, 200)}`,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }

  // 10. The revocation endpoint answers 200 {} as application/json.
  {
    const settings = await loadRuntimeSettings({ url: `${base}/assets/config.json` });
    const rex = await register('Rex');
    const res = await api('POST', calls.revokeToken.path, {
      form: {
        client_id: settings.authClientId,
        client_secret: settings.authClientSecret ?? '',
        token: rex.token,
        token_type_hint: 'access_token',
      },
    });
    const after = await api('GET', calls.getContact.path, { token: rex.token });
    check(
      `10 POST ${calls.revokeToken.path} answers 200 {} as application/json (and the token is ended: ${after.status})`,
      res.status === 200 && res.type.startsWith('application/json') && res.text.trim() === '{}' && after.status === 401,
      `${res.status} ${res.type} ${res.text}`,
    );
  }
} catch (error) {
  check('the run went through', false, error instanceof Error ? error.message : String(error));
} finally {
  stop();
}

const failed = results.filter((ok) => !ok).length;
console.log(
  `${failed === 0 ? '✓' : '✗'} ${results.length - failed}/${results.length} checks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed === 0 ? 0 : 1);
