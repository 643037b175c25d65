// Mails in the person's language (issue 38): an account keeps the language its browser asked for at registration
// (users.language), and its mails are written in it: the proof of address, a password reset (whatever language
// the reset's own request asks for), the notice of a second registration of its address, and the invitations it
// sends (in the inviter's language: the recipient has none yet). English mails stay word for word.
import { calls, type Language } from '@insight/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  createUserBody,
  createTestServer,
  FORM_HEADERS,
  form,
  login,
  newUser,
  TEST_APP_URL,
  type NewUser,
  type TestServer,
} from '../../test/harness.js';
import { CONFIRMATION_TTL_HOURS } from './addresses.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

/** What these tests read of a mail of the sandbox outbox. */
interface OutboxMail {
  subject: string;
  text: string;
  html: string;
}

const mailsTo = async (address: string): Promise<OutboxMail[]> =>
  (await t.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(address)}` })).json();

async function registerIn(acceptLanguage: string | undefined, user: NewUser = newUser()): Promise<NewUser> {
  const res = await t.app.inject({
    method: 'POST',
    url: calls.createUser.path,
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    payload: createUserBody(user),
  });
  expect(res.statusCode, res.body).toBe(201);
  return user;
}

const languageOf = async (user: NewUser): Promise<string | null> =>
  (await t.app.ctx.db.select().from(users).where(eq(users.email, user.email)))[0]?.language ?? null;

describe('mails in the language of the account', () => {
  it('registration keeps the browser’s language, and the proof of address is written in it', async () => {
    const cases: [string | undefined, Language, string, string][] = [
      ['de-DE,de;q=0.9,en;q=0.8', 'de', 'Bestätigen Sie Ihre E-Mail-Adresse für Insight', 'Hallo Ada,'],
      ['es-MX,es;q=0.9', 'es', 'Confirme su dirección de correo de Insight', 'Hola, Ada:'],
      ['fr-FR,fr;q=0.9', 'en', 'Confirm your Insight e-mail address', 'Hello Ada,'],
      [undefined, 'en', 'Confirm your Insight e-mail address', 'Hello Ada,'],
    ];
    for (const [header, language, subject, greeting] of cases) {
      const user = await registerIn(header);
      expect(await languageOf(user)).toBe(language);
      const [mail] = await mailsTo(user.email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.text.startsWith(`${greeting}\n`)).toBe(true);
      expect(mail?.html).toContain(`<html lang="${language}">`);
    }
  });

  it('German, all of it: the welcome, the button, its fallback line and the footer', async () => {
    const user = await registerIn('de');
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toContain(
      'Willkommen bei Insight. Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.',
    );
    expect(mail?.text).toMatch(/E-Mail-Adresse bestätigen: http:\/\/\S+\/confirm-email\?token=/);
    expect(mail?.text).toContain(
      `Dieser Link kann einmal verwendet werden und läuft in ${CONFIRMATION_TTL_HOURS} Stunden ab.`,
    );
    expect(mail?.html).toContain(
      'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    );
    expect(mail?.text).not.toMatch(/Hello|Welcome|Confirm your|Questions\?/);
  });

  it('English stays word for word', async () => {
    const user = await registerIn('en-US');
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).toContain('Welcome to Insight. Please confirm that this e-mail address is yours.');
    expect(mail?.text).toContain(
      'Until you do, invitations and guides that people share with this address wait for you.',
    );
    expect(mail?.html).toContain('If the button does not work, copy this address into your browser:');
  });

  it('a password reset is written in the account’s language, whatever the request asks for', async () => {
    const user = await registerIn('es-ES');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpasswordv2',
      headers: { ...FORM_HEADERS, 'accept-language': 'en-US' },
      payload: form({
        Email: user.email,
        ApplicationName: 'Insight',
        ApplicationDomain: `${TEST_APP_URL}/reset-password`,
      }),
    });
    expect(res.statusCode).toBe(200);
    const reset = (await mailsTo(user.email)).find((mail) => mail.subject.includes('contraseña'));
    expect(reset?.subject).toBe('Restablezca su contraseña de Insight');
    expect(reset?.text).toContain(
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Insight.',
    );
    expect(reset?.text).toContain('Este enlace se puede usar una vez y caduca en 1 hora.');
  });

  it('the owner who claims an address someone registered first takes its language back with the claim', async () => {
    // Someone registers the owner's address from a Spanish browser; the owner resets the password from a German one.
    const user = await registerIn('es-ES');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/forgotpasswordv2',
      headers: FORM_HEADERS,
      payload: form({
        Email: user.email,
        ApplicationName: 'Insight',
        ApplicationDomain: `${TEST_APP_URL}/reset-password`,
      }),
    });
    expect(asked.statusCode).toBe(200);
    const link = (await mailsTo(user.email)).find((mail) => mail.subject.startsWith('Restablezca'));
    const token = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(link?.text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/resetpassword',
      headers: { ...FORM_HEADERS, 'accept-language': 'de-DE' },
      payload: form({ NewPassword: 'owner-Password-9', Token: token, UserName: user.email }),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await languageOf(user)).toBe('de');
  });

  it('a second registration of an address tells its owner in the owner’s language', async () => {
    const owner = await registerIn('de-DE');
    await registerIn('en-US', { ...newUser(), email: owner.email });
    const notice = (await mailsTo(owner.email)).find((mail) => mail.subject.startsWith('Jemand'));
    expect(notice?.subject).toBe('Jemand wollte sich mit Ihrer Insight-Adresse registrieren');
    expect(notice?.text).toContain('Anmelden: http');
  });

  it('an invitation is written in the inviter’s language', async () => {
    const inviter = await registerIn('de-DE', newUser({ firstName: 'Greta', lastName: 'Berg' }));
    const token = await confirmationTokenForGerman(inviter.email);
    expect((await t.app.inject({ method: 'POST', url: '/api/email/confirm', payload: { token } })).statusCode).toBe(
      200,
    );
    const bearer = await login(t.app, inviter.email, inviter.password);
    const invited = newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: calls.sendInviteEmail.path,
      headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'en-US' },
      payload: { firstName: 'Ben', lastName: 'Ode', email: invited.email, message: 'Bis bald!' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [mail] = await mailsTo(invited.email);
    expect(mail?.subject).toBe('Greta Berg lädt Sie zu Insight ein');
    expect(mail?.text).toContain('Hallo Ben,');
    expect(mail?.text).toContain('Greta Berg schreibt: „Bis bald!“');
    // The link opens the registration in the inviter's language too.
    expect(mail?.text).toMatch(/Einladung annehmen: http:\/\/\S+\/register\?connectionToken=[\w-]+&lang=de\b/);
  });
});

/** The confirmation link of a German mail (the harness's helper reads English subjects). */
async function confirmationTokenForGerman(address: string): Promise<string> {
  const mail = (await mailsTo(address)).find((m) => m.subject.startsWith('Bestätigen'));
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no German confirmation link was mailed to ${address}`);
  return token;
}
