import { ApiErrorBody, errorMessages, validate, validationMessages } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_HEADERS,
  TEST_APP_URL,
  createTestServer,
  form,
  newUser,
  registerUser,
  requestToken,
  type NewUser,
  type TestServer,
} from '../../test/harness.js';
import type { OutboxMail } from '../mail/outbox.js';
import { hashesMade } from '../../security/passwords.js';
import { RESET_PER_EMAIL, RESET_PER_IP, RESET_PER_TOKEN, RESET_TOKEN_TTL_MS, TOO_MANY_RESETS } from './service.js';

// The password hashes, counted: a reset must not pay for one before its token is claimed. (Not a vi.mock of the
// module: the server project shares modules between files, so a mock would depend on which file came first.)
const hashes = (): number => hashesMade();

describe('forgot and reset password', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  let ipCounter = 0;
  /** Each call from its own address unless given (the per-IP limit has its own test). */
  const forgot = (email: string, applicationDomain = `${TEST_APP_URL}/reset-password`, ip = `10.0.${++ipCounter}.1`) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/forgotpasswordv2',
      headers: FORM_HEADERS,
      remoteAddress: ip,
      payload: form({ Email: email, ApplicationName: 'Insight', ApplicationDomain: applicationDomain }),
    });

  const reset = (fields: { NewPassword: string; Token: string; UserName: string }, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/resetpassword',
      headers: FORM_HEADERS,
      payload: form(fields),
      ...(ip ? { remoteAddress: ip } : {}),
    });

  const mailsTo = async (email: string): Promise<OutboxMail[]> =>
    (await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(email)}` })).json<
      OutboxMail[]
    >();

  /** The reset mails to an address (not its other mails, such as an address confirmation). */
  const resetMailsTo = async (email: string): Promise<OutboxMail[]> =>
    (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Reset'));

  /** The link of the newest reset mail, and its email/token query parameters. */
  const latestLink = async (email: string) => {
    const [mail] = await resetMailsTo(email);
    if (!mail) throw new Error('no mail');
    const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text);
    if (!match) throw new Error(`no link in ${mail.text}`);
    const url = new URL(match[0]);
    return { mail, url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
  };

  const freshUser = async (): Promise<NewUser> => {
    const user = newUser({ firstName: 'Zoë <b>', password: 'first-password-1' });
    await registerUser(t.app, user);
    return user;
  };

  it('answers true for an existing and for an unknown e-mail alike', async () => {
    const user = await freshUser();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toBe(true);
    expect(unknown.json()).toBe(true);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('mails a link built from APP_URL with the e-mail and a single-use token; user data is escaped', async () => {
    const user = await freshUser();
    await forgot(user.email);
    const { mail, url, token, email } = await latestLink(user.email);
    expect(url.origin + url.pathname).toBe(`${TEST_APP_URL}/reset-password`);
    expect(email).toBe(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${TEST_APP_URL}/reset-password?email=`);
    expect(mail.html).toContain('Zoë &lt;b&gt;');
    expect(mail.html).not.toContain('Zoë <b>');
    expect(mail.text).toContain('Zoë <b>');
  });

  it('never builds the link from the Host header or a foreign ApplicationDomain', async () => {
    const user = await freshUser();
    await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpasswordv2',
      headers: { ...FORM_HEADERS, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: form({
        Email: user.email,
        ApplicationName: 'Insight',
        ApplicationDomain: 'https://evil.example/reset-password',
      }),
    });
    let link = await latestLink(user.email);
    expect(link.url.origin).toBe(TEST_APP_URL);
    await forgot(user.email, `${TEST_APP_URL}.evil.example/reset-password`);
    link = await latestLink(user.email);
    expect(link.url.origin + link.url.pathname).toBe(`${TEST_APP_URL}/reset-password`);
  });

  it('resets the password once: the new one logs in, the old one not, the same link again is "Invalid token."', async () => {
    const user = await freshUser();
    await forgot(user.email);
    const { token, email } = await latestLink(user.email);
    const ok = await reset({ NewPassword: 'second-password-2', Token: token, UserName: email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toBe(true);
    expect((await requestToken(t.app, user.email, 'second-password-2')).statusCode).toBe(200);
    expect((await requestToken(t.app, user.email, user.password)).statusCode).toBe(400);

    const again = await reset({ NewPassword: 'third-password-3', Token: token, UserName: email });
    expect(again.statusCode).toBe(400);
    const body = again.json<ApiErrorBody>();
    expect(validate(ApiErrorBody, body).ok).toBe(true);
    expect(body.error).toBe(errorMessages.invalidTokenException);
    expect(body.error).toBe('Invalid token.');
    expect((await requestToken(t.app, user.email, 'second-password-2')).statusCode).toBe(200);
  });

  it('refuses an expired token (after 1 hour)', async () => {
    const user = await freshUser();
    await forgot(user.email);
    const { token, email } = await latestLink(user.email);
    t.clock.advance(RESET_TOKEN_TTL_MS + 1000);
    const res = await reset({ NewPassword: 'second-password-2', Token: token, UserName: email });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().error).toBe('Invalid token.');
    expect((await requestToken(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token and a token of another user', async () => {
    const user = await freshUser();
    const other = await freshUser();
    await forgot(other.email);
    const { token } = await latestLink(other.email);
    const madeUp = await reset({ NewPassword: 'second-password-2', Token: 'A'.repeat(43), UserName: user.email });
    expect(madeUp.json<ApiErrorBody>().error).toBe('Invalid token.');
    const foreign = await reset({ NewPassword: 'second-password-2', Token: token, UserName: user.email });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ApiErrorBody>().error).toBe('Invalid token.');
  });

  it('a successful reset invalidates every older token', async () => {
    const user = await freshUser();
    await forgot(user.email);
    const first = await latestLink(user.email);
    await forgot(user.email);
    const second = await latestLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect(
      (await reset({ NewPassword: 'second-password-2', Token: second.token, UserName: user.email })).statusCode,
    ).toBe(200);
    const old = await reset({ NewPassword: 'third-password-3', Token: first.token, UserName: user.email });
    expect(old.statusCode).toBe(400);
    expect(old.json<ApiErrorBody>().error).toBe('Invalid token.');
  });

  it('checks the new password length with the §5 text and changes nothing', async () => {
    const user = await freshUser();
    await forgot(user.email);
    const { token } = await latestLink(user.email);
    for (const bad of ['short', 'x'.repeat(33)]) {
      const res = await reset({ NewPassword: bad, Token: token, UserName: user.email });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().error).toBe(
        'Passwords must be between 8 and 32 characters in length and can contain letters, numbers and special characters.',
      );
      expect(res.json<ApiErrorBody>().error).toBe(validationMessages.passwordRules(8, 32));
    }
    // The token was not used up by the refused attempts.
    expect((await reset({ NewPassword: 'x'.repeat(32), Token: token, UserName: user.email })).statusCode).toBe(200);
  });

  it('refuses a malformed recovery request with the §5 text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpasswordv2',
      headers: FORM_HEADERS,
      payload: form({ Email: '', ApplicationName: 'Insight', ApplicationDomain: `${TEST_APP_URL}/reset-password` }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().error).toBe('Email is required');
  });

  it('claims the token before any password hash: a made-up, foreign or used token never hashes', async () => {
    const user = await freshUser();
    const other = await freshUser();
    await forgot(other.email);
    const { token } = await latestLink(other.email);
    const before = hashes();
    const attempts = [
      { NewPassword: 'second-password-2', Token: 'B'.repeat(43), UserName: user.email },
      { NewPassword: 'second-password-2', Token: token, UserName: user.email },
      { NewPassword: 'second-password-2', Token: 'C'.repeat(43), UserName: 'nobody-at-all@example.com' },
    ];
    for (const [i, fields] of attempts.entries()) {
      const res = await reset(fields, `10.20.${i}.1`);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().error).toBe('Invalid token.');
    }
    expect(hashes()).toBe(before);
    // The real link hashes once, then is spent without hashing again.
    expect((await reset({ NewPassword: 'second-password-2', Token: token, UserName: other.email })).statusCode).toBe(
      200,
    );
    expect(hashes()).toBe(before + 1);
    expect((await reset({ NewPassword: 'third-password-3', Token: token, UserName: other.email })).statusCode).toBe(
      400,
    );
    expect(hashes()).toBe(before + 1);
  });

  it('a link used by two requests at once sets one password', async () => {
    const user = await freshUser();
    await forgot(user.email);
    const { token } = await latestLink(user.email);
    const answers = await Promise.all(
      ['parallel-one-1', 'parallel-two-2', 'parallel-three-3'].map((NewPassword, i) =>
        reset({ NewPassword, Token: token, UserName: user.email }, `10.21.${i}.1`),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it(`refuses more than ${RESET_PER_IP.limit} reset attempts from one address in 15 minutes with a 429`, async () => {
    const user = await freshUser();
    await forgot(user.email);
    const { token } = await latestLink(user.email);
    const ip = '2001:db8:30:1::1';
    const before = hashes();
    for (let i = 0; i < RESET_PER_IP.limit; i++) {
      const res = await reset(
        { NewPassword: 'second-password-2', Token: `made-up-${i}`, UserName: `x${i}@example.com` },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    // The next one, from another address of the same /64 and even with the right link, is refused unhashed.
    const over = await reset(
      { NewPassword: 'second-password-2', Token: token, UserName: user.email },
      '2001:db8:30:1::2',
    );
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorBody>()).toMatchObject({ status: 429, error: TOO_MANY_RESETS });
    expect(hashes()).toBe(before);
    // Elsewhere the link works; after the window the address may try again.
    expect(
      (await reset({ NewPassword: 'second-password-2', Token: token, UserName: user.email }, '10.22.0.1')).statusCode,
    ).toBe(200);
    t.clock.advance(RESET_PER_IP.windowMs + 1000);
    expect((await reset({ NewPassword: 'x-password-9', Token: 'made-up', UserName: user.email }, ip)).statusCode).toBe(
      400,
    );
  });

  it(`refuses more than ${RESET_PER_TOKEN.limit} attempts with one token, and wrong tokens past ${RESET_PER_EMAIL.limit} for one account, yet the owner's link works`, async () => {
    const user = await freshUser();
    for (let i = 0; i < RESET_PER_TOKEN.limit; i++)
      expect(
        (await reset({ NewPassword: 'second-password-2', Token: 'D'.repeat(43), UserName: user.email }, `10.23.${i}.1`))
          .statusCode,
      ).toBe(400);
    const sameToken = await reset(
      { NewPassword: 'second-password-2', Token: 'D'.repeat(43), UserName: user.email },
      '10.23.99.1',
    );
    expect(sameToken.statusCode).toBe(429);
    expect(sameToken.json<ApiErrorBody>().error).toBe(TOO_MANY_RESETS);
    for (let i = RESET_PER_TOKEN.limit; i < RESET_PER_EMAIL.limit; i++)
      expect(
        (
          await reset(
            { NewPassword: 'second-password-2', Token: `E${i}`.repeat(10), UserName: user.email },
            `10.24.${i}.1`,
          )
        ).statusCode,
      ).toBe(400);
    const overAccount = await reset(
      { NewPassword: 'second-password-2', Token: 'F'.repeat(43), UserName: user.email },
      '10.25.0.1',
    );
    expect(overAccount.statusCode).toBe(429);
    expect(overAccount.json<ApiErrorBody>().error).toBe(TOO_MANY_RESETS);
    // Nobody can lock the owner out of their own link.
    await forgot(user.email);
    const { token } = await latestLink(user.email);
    expect(
      (await reset({ NewPassword: 'second-password-2', Token: token, UserName: user.email }, '10.25.0.2')).statusCode,
    ).toBe(200);
    expect((await requestToken(t.app, user.email, 'second-password-2')).statusCode).toBe(200);
  });

  it('rate-limits per e-mail: over 5 in 15 minutes still answers true but sends no mail', async () => {
    const user = await freshUser();
    for (let i = 0; i < 7; i++) {
      const res = await forgot(user.email, undefined, `10.1.0.${i}`);
      expect(res.json()).toBe(true);
    }
    expect(await resetMailsTo(user.email)).toHaveLength(5);
    t.clock.advance(15 * 60 * 1000 + 1000);
    await forgot(user.email, undefined, '10.1.1.1');
    expect(await resetMailsTo(user.email)).toHaveLength(6);
  });

  it('rate-limits per IP address', async () => {
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await freshUser());
    for (const user of users) expect((await forgot(user.email, undefined, '10.9.9.9')).json()).toBe(true);
    const sent = await Promise.all(users.map(async (user) => (await resetMailsTo(user.email)).length));
    expect(sent).toEqual([1, 1, 1, 1, 1, 0]);
  });
});

describe('forgot password timing', () => {
  it('takes at least the configured time whether or not the account exists', async () => {
    const t = await createTestServer({ config: { forgotPasswordMinMs: 150 } });
    try {
      const user = newUser();
      await registerUser(t.app, user);
      const time = async (email: string) => {
        const started = performance.now();
        const res = await t.app.inject({
          method: 'POST',
          url: '/auth/forgotpasswordv2',
          headers: FORM_HEADERS,
          payload: form({
            Email: email,
            ApplicationName: 'Insight',
            ApplicationDomain: `${TEST_APP_URL}/reset-password`,
          }),
        });
        expect(res.json()).toBe(true);
        return performance.now() - started;
      };
      expect(await time(user.email)).toBeGreaterThanOrEqual(145);
      expect(await time('unknown-person@example.com')).toBeGreaterThanOrEqual(145);
    } finally {
      await t.close();
    }
  });
});
