/**
 * Safe by default: DATA_DIR, the database and secrets are private; request logs carry no tokens; HSTS with an https
 * APP_URL; reset links only to APP_URL/reset-password.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createDatabase } from '../../db/client.js';
import { resetLinkBase } from '../../features/auth/service.js';
import { createTestServer, FORM_HEADERS, form, registerUser, TEST_APP_URL } from '../../test/harness.js';
import { HSTS } from '../headers.js';
import { redactUrl } from '../redact.js';
import { STARTUP_MS, temporaryDirectories } from './startup.fixtures.js';

const tempDir = temporaryDirectories();

describe('files, logs and headers', () => {
  it(
    'creates DATA_DIR and the database 0700, the secrets file 0600',
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      loadConfig({ DATA_DIR: dataDir });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      const db = await createDatabase({ dataDir });
      try {
        expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      } finally {
        await db.close();
      }
    },
    STARTUP_MS,
  );

  it('redacts tokens in logged addresses', () => {
    expect(redactUrl('/reset-password?email=a%40b.co&token=SECRET1')).toBe(
      '/reset-password?email=a%40b.co&token=[redacted]',
    );
    expect(redactUrl('/sandbox/foxycart/checkout?fc_auth_token=SECRET2&fc_customer_id=7&timestamp=1&fcsid=abc')).toBe(
      '/sandbox/foxycart/checkout?fc_auth_token=[redacted]&fc_customer_id=7&timestamp=1&fcsid=abc',
    );
    expect(redactUrl('/register?connectionToken=SECRET3')).toBe('/register?connectionToken=[redacted]');
    expect(redactUrl('/api/connectionrequest/accept/token/SECRET4')).toBe(
      '/api/connectionrequest/accept/token/[redacted]',
    );
    expect(redactUrl('/questionnaire/SECRET5?page=2')).toBe('/questionnaire/[redacted]?page=2');
    expect(redactUrl('/home')).toBe('/home');
  });

  it(
    'writes no token of a request address into the request log',
    async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      });
      const t = await createTestServer({ deps: { logger: { level: 'info', stream } } });
      try {
        await t.app.inject({ method: 'GET', url: '/reset-password?email=a%40b.co&token=LEAKED-RESET-TOKEN' });
        await t.app.inject({
          method: 'GET',
          url: '/sandbox/foxycart/checkout?fc_auth_token=LEAKED-FC-TOKEN&fcsid=abcdefgh1',
        });
        await t.app.inject({ method: 'POST', url: '/api/connectionrequest/accept/token/LEAKED-CONNECTION-TOKEN' });
        await t.app.inject({ method: 'GET', url: '/register?connectionToken=LEAKED-INVITE-TOKEN' });
        const log = lines.join('');
        expect(log).toContain('"url":"/reset-password?email=a%40b.co&token=[redacted]"');
        expect(log).not.toMatch(/LEAKED/);
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );

  it(
    'sends HSTS when APP_URL is https, not on plain http',
    async () => {
      const https = await createTestServer({
        config: { appUrl: 'https://insight.example.com', foxycartUrl: 'https://insight.example.com/sandbox/foxycart' },
      });
      try {
        expect((await https.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBe(
          HSTS,
        );
      } finally {
        await https.close();
      }
      const http = await createTestServer();
      try {
        expect(
          (await http.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security'],
        ).toBeUndefined();
      } finally {
        await http.close();
      }
    },
    STARTUP_MS,
  );
});

describe('the reset link', () => {
  it('starts with APP_URL/reset-password whatever ApplicationDomain says', () => {
    for (const given of [
      undefined,
      `${TEST_APP_URL}/reset-password`,
      `${TEST_APP_URL}/login`,
      `${TEST_APP_URL}/externalRedirect/https%3A%2F%2Fevil.example`,
      'https://evil.example/reset-password',
    ]) {
      expect(resetLinkBase(TEST_APP_URL, given)).toBe(`${TEST_APP_URL}/reset-password`);
    }
  });

  it(
    'a request naming another path of the app still mails APP_URL/reset-password',
    async () => {
      const t = await createTestServer();
      try {
        const { user } = await registerUser(t.app);
        await t.app.inject({
          method: 'POST',
          url: '/auth/forgotpasswordv2',
          headers: FORM_HEADERS,
          payload: form({
            Email: user.email,
            ApplicationName: 'Insight',
            ApplicationDomain: `${TEST_APP_URL}/externalRedirect/https%3A%2F%2Fevil.example`,
          }),
        });
        const [mail] = (
          await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(user.email)}` })
        ).json<{ text: string }[]>();
        expect(mail?.text).toMatch(new RegExp(`${TEST_APP_URL}/reset-password\\?email=`));
        expect(mail?.text).not.toContain('externalRedirect');
      } finally {
        await t.close();
      }
    },
    STARTUP_MS,
  );
});
