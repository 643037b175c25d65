// The questionnaire in the person's language (issue 38): a take is made in the locale the app asks for (en-US,
// de-DE, es-ES), kept with it, and every page of it is drawn in that language: the package's items and answers,
// and our own words from the catalogues (packages/api/lang).
import { calls, type CreateSurveyResponse, SURVEY_LOCALES, surveyMessages } from '@insight/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../db/schema/index.js';
import { tableSnapshot } from '../../security/attack/snapshot.js';
import { createTestServer, signedInUser, type TestServer } from '../../test/harness.js';
import { shortTakeUnderWay } from '../../test/takes.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

async function takeIn(me: Person, locale: string): Promise<URL> {
  const res = await t.as(me).call(calls.createSurvey, { params: { locale } });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<CreateSurveyResponse>().url);
}

const page = (url: URL, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${url.pathname}${query}`, headers });

const localeOf = async (me: Person) =>
  (
    await t.app.ctx.db
      .select()
      .from(surveys)
      .where(eq(surveys.userId, Number(me.id)))
  ).map((row) => row.locale);

describe('the questionnaire in German and Spanish', () => {
  it('a take made in de-DE is drawn in German: items, answers, words, <html lang> and Content-Language', async () => {
    const me = await signedInUser(t.app);
    const url = await takeIn(me, 'de-DE');
    expect(await localeOf(me)).toEqual(['de-DE']);
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('de');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<title>Fragebogen, Seite 1 von 12</title>');
    expect(res.body).toContain('<h1>Beschreiben Sie sich selbst</h1>');
    expect(res.body).toContain('<legend>1. Ich mache mir oft Sorgen</legend>');
    expect(res.body).toContain('Seite 1 von 12. 0 von 120 Aussagen beantwortet.');
    for (const answer of ['Sehr unzutreffend', 'Weder zutreffend noch unzutreffend', 'Sehr zutreffend']) {
      expect(res.body).toContain(`> ${answer}</label>`);
    }
    expect(res.body).toContain('<h2>Verglichen mit (freiwillig)</h2>');
    expect(res.body).toContain('>Weiter</button>');
    expect(res.body).not.toMatch(/Describe yourself|Worry about things|statements answered|>Next</);

    // A page sent with answers missing says so in German, and the language stays whatever the browser asks.
    const posted = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { ...FORM, 'accept-language': 'en-US' },
      payload: 'page=1&q1=3&q2=4&action=next',
    });
    expect(posted.statusCode).toBe(303);
    const again = await page(url, '?page=1&missing=1', { 'accept-language': 'en-US' });
    expect(again.body).toContain(
      'Bitte beantworten Sie jede Aussage auf dieser Seite, bevor Sie weitergehen (noch 8 offen).',
    );
    expect(again.body).toContain('Seite 1 von 12. 2 von 120 Aussagen beantwortet.');
  });

  it('a take made in es-ES is drawn in Spanish', async () => {
    const me = await signedInUser(t.app);
    const res = await page(await takeIn(me, 'es-ES'), '?page=2');
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Descríbase</h1>');
    expect(res.body).toContain('Página 2 de 12. 0 de 120 afirmaciones respondidas.');
    expect(res.body).toContain('> Muy en desacuerdo</label>');
    expect(res.body).toContain('>Atrás</button>');
    expect(res.body).toContain('>Siguiente</button>');
  });

  it('en-US (SPEC) is drawn exactly as before, in English', async () => {
    const me = await signedInUser(t.app);
    const res = await page(await takeIn(me, SURVEY_LOCALES.en));
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Describe yourself</h1>');
    expect(res.body).toContain('Page 1 of 12. 0 of 120 statements answered.');
    expect(res.body).toContain('> Very Inaccurate</label>');
  });

  it('a take under way asked for in another language goes on in it, its answers kept', async () => {
    const me = await signedInUser(t.app);
    const url = await takeIn(me, 'en-US');
    await t.app.inject({ method: 'POST', url: url.pathname, headers: FORM, payload: 'page=1&q1=5&action=next' });
    const same = await takeIn(me, 'de-DE');
    expect(same.pathname).toBe(url.pathname);
    expect(await localeOf(me)).toEqual(['de-DE']);
    const res = await page(url);
    expect(res.body).toContain('Seite 1 von 12. 1 von 120 Aussagen beantwortet.');
    expect(res.body).toMatch(/name="q1" value="5" checked> Sehr zutreffend/);
  });

  it('a short take (50 items, English only) under way stays English whatever language is asked', async () => {
    const me = await signedInUser(t.app);
    await shortTakeUnderWay(t.app.ctx, Number(me.id));
    const url = await takeIn(me, 'de-DE');
    expect(await localeOf(me)).toEqual(['en-US']);
    const res = await page(url);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Page 1 of 5. 0 of 50 statements answered.');
  });

  it('refuses any other locale with 400 and the list of those it offers, and makes no take', async () => {
    const me = await signedInUser(t.app);
    const before = await tableSnapshot(t);
    for (const locale of ['fr-FR', 'de', 'en-GB']) {
      const res = await t.as(me).call(calls.createSurvey, { params: { locale } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'The survey locale must be one of en-US, de-DE or es-ES.' });
    }
    expect(surveyMessages.locale).toBe('The survey locale must be one of en-US, de-DE or es-ES.');
    expect(await tableSnapshot(t)).toEqual(before);
  });

  it('a link that names no take answers in the language the browser asks for', async () => {
    const german = await t.app.inject({
      method: 'GET',
      url: '/questionnaire/no-such-take-token-000000000',
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Dieser Link zum Fragebogen ist ungültig.');
    const other = await t.app.inject({
      method: 'GET',
      url: '/questionnaire/no-such-take-token-000000000',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(other.body).toContain('This survey link is not valid. Please start the survey again from your dashboard.');
  });
});
