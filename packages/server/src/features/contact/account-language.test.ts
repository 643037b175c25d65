// The account's language (issue 38): GET and PUT /api/mylifecontact/language, the cookie that keeps it in the
// browser, and the pages the server sends in it (app-shell: the browser's kept choice, else Accept-Language).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calls, LANGUAGE_COOKIE, profileMessages } from '@insight/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';

let t: TestServer;
/** The app's own page head's description (packages/app/index.html): the English the pages are sent with. */
const appDescription = /<meta name="description" content="[^"]*" \/>/.exec(
  readFileSync(fileURLToPath(new URL('../../../../app/index.html', import.meta.url)), 'utf8'),
)?.[0];
const prerenderedLogin = '<html lang="en"><head></head><body><h1>Login To Insight</h1></body></html>';
const prerenderedSpanishHome = '<html lang="es"><head></head><body><h1>Empiece aquí</h1></body></html>';
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'insight-language-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en"><head>${appDescription}</head><body></body></html>`,
  );
  writeFileSync(path.join(dist, 'login.html'), prerenderedLogin);
  writeFileSync(path.join(dist, 'home.es.html'), prerenderedSpanishHome);
  writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({
      '/login': {
        file: 'login.html',
        settings: ['appVersion'],
        tokens: { appVersion: '__INSIGHT_SETTING_appVersion__' },
        yearToken: '__INSIGHT_YEAR__',
      },
      '/home es': {
        address: '/home',
        language: 'es',
        file: 'home.es.html',
        settings: ['appVersion'],
        tokens: { appVersion: '__INSIGHT_SETTING_appVersion__' },
        yearToken: '__INSIGHT_YEAR__',
      },
    }),
  );
  t = await createTestServer({ config: { appDist: dist } });
});
afterAll(async () => {
  await t.close();
});

/** The value the answer's Set-Cookie gives the language cookie, with its attributes. */
const languageCookie = (header: string | string[] | undefined): string | undefined =>
  [header ?? []].flat().find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));

const storedLanguage = async (id: string): Promise<string | null> =>
  (
    await t.app.ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, Number(id)))
  )[0]?.language ?? null;

describe("the account's language", () => {
  it('is the one the account keeps, and the browser is told to keep it too', async () => {
    const me = await signedInUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ language: 'de' })
      .where(eq(users.id, Number(me.id)));
    const res = await t.app.inject({
      method: 'GET',
      url: calls.accountLanguage.path,
      headers: { ...me.headers, 'accept-language': 'es-ES' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: 'de' });
    const cookie = languageCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/^insight_language=de; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('an account that never chose answers the language its request asks for, and keeps nothing', async () => {
    const me = await signedInUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ language: null })
      .where(eq(users.id, Number(me.id)));
    const res = await t.app.inject({
      method: 'GET',
      url: calls.accountLanguage.path,
      headers: { ...me.headers, 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.json()).toEqual({ language: 'es' });
    expect(await storedLanguage(me.id)).toBeNull();
  });

  it('a choice is saved to the account, and the browser keeps it', async () => {
    const me = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: calls.setAccountLanguage.path,
      headers: me.headers,
      payload: { language: 'es' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: 'es' });
    expect(await storedLanguage(me.id)).toBe('es');
    expect(languageCookie(res.headers['set-cookie'])).toMatch(/^insight_language=es;/);
    // Another browser, asking for English: the account's choice wins.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: calls.accountLanguage.path,
      headers: { ...me.headers, 'accept-language': 'en-US' },
    });
    expect(elsewhere.json()).toEqual({ language: 'es' });
  });

  it('a language Insight does not speak is refused with a clear message, and nothing changes', async () => {
    const me = await signedInUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ language: 'de' })
      .where(eq(users.id, Number(me.id)));
    for (const payload of [{ language: 'fr' }, { language: 'DE' }, { language: null }, {}]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: calls.setAccountLanguage.path,
        headers: me.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if ('language' in payload && payload.language !== null) {
        expect(res.json().error).toBe(profileMessages.languageInvalid);
      }
      expect(languageCookie(res.headers['set-cookie'])).toBeUndefined();
    }
    expect(await storedLanguage(me.id)).toBe('de');
  });
});

describe('the pages, in the language negotiated once', () => {
  const page = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('an English browser gets the prerendered page as before', async () => {
    const res = await page('/login', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.body).toBe(prerenderedLogin);
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('a page drawn in the language at build is sent to that language only', async () => {
    const spanish = await page('/home', { 'accept-language': 'es-ES' });
    expect(spanish.body).toBe(prerenderedSpanishHome);
    const english = await page('/home', { 'accept-language': 'en-US' });
    expect(english.body).not.toContain('Empiece aquí');
    const german = await page('/home', { 'accept-language': 'de-DE' });
    expect(german.body).not.toContain('Empiece aquí');
    expect(german.body).toContain('<html lang="de">');
  });

  it('a German browser gets the app’s shell in German where no page was drawn in German', async () => {
    const res = await page('/login', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).not.toContain('Login To Insight');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('a page’s description is said in its language; English is the app’s own head', async () => {
    expect(appDescription).toBe(
      '<meta name="description" content="Your personal insight guides, connections and library." />',
    );
    const description = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
    const english = await page('/profile', { 'accept-language': 'en-US' });
    expect(description(english.body)).toBe('Your personal insight guides, connections and library.');
    const german = await page('/profile', { 'accept-language': 'de-DE' });
    expect(description(german.body)).toBe('Ihre persönlichen Insight-Guides, Verbindungen und Ihre Bibliothek.');
    const spanish = await page('/profile', { 'accept-language': 'es' });
    expect(description(spanish.body)).toBe('Sus guías personales de Insight, sus conexiones y su biblioteca.');
  });

  it('a link that names a language (an invitation’s) opens the page in it, unless the browser keeps a choice', async () => {
    const linked = await page('/register?connectionToken=abc&lang=de', { 'accept-language': 'en-US' });
    expect(linked.body).toContain('<html lang="de">');
    const kept = await page('/register?connectionToken=abc&lang=de', {
      'accept-language': 'en-US',
      cookie: `${LANGUAGE_COOKIE}=es`,
    });
    expect(kept.body).toContain('<html lang="es">');
    const unknown = await page('/register?lang=fr', { 'accept-language': 'en-US' });
    expect(unknown.body).not.toContain('<html lang="fr">');
  });

  it('the browser’s kept choice wins over its languages; an unknown one is ignored', async () => {
    const spanish = await page('/home', { 'accept-language': 'de-DE', cookie: `${LANGUAGE_COOKIE}=es` });
    expect(spanish.body).toContain('<html lang="es">');
    const english = await page('/login', { 'accept-language': 'de-DE', cookie: `${LANGUAGE_COOKIE}=en` });
    expect(english.body).toBe(prerenderedLogin);
    const unknown = await page('/login', { 'accept-language': 'es', cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(unknown.body).toContain('<html lang="es">');
  });
});
