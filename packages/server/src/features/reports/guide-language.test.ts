/**
 * A guide in its reader's language (issue 38): GET /api/report/... in the language the browser keeps
 * (LANGUAGE_COOKIE), else the one it asks for (Accept-Language); English exactly as before; and an English guide,
 * marked so, for a reader whose language lacks its translation. The words themselves: content.pure.test.ts.
 */
import { calls, LANGUAGE_COOKIE, PERSONAL_MAP_REPORT_ID, pathFor } from '@insight/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { addTake, chooseGroup } from '../../test/takes.js';
import type { Person } from '../../test/traits.js';
import { scoreIpip } from '../survey/ipip.js';
import { GUIDE_SETS, guideByReportId, renderGuideHtml } from './content.js';
import { guideHtml } from './service.js';
import { traitCalls } from './traits.fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 180_000);
afterAll(async () => {
  await t.close();
});

const { person, connect, share } = traitCalls(() => t);

/** `who` reads the Personal Map of `of` with these request headers. */
async function mapOf(who: Person, of: Person, headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: pathFor(calls.getReport, { userId: of.id, reportId: PERSONAL_MAP_REPORT_ID }),
    headers: { ...who.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  // One answer per language: a cache between must not give one reader's language to another.
  expect(res.headers.vary).toBe('Accept-Language, Cookie');
  return res.body;
}

describe("a guide in its reader's language (issue 38)", () => {
  it('writes the German guide for a browser asking for German', async () => {
    const ada = await person('Ada', 3);
    const html = await mapOf(ada, ada, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(html).toMatch(/^<article class="insight-guide" data-guide="personal-map" lang="de">\n/);
    expect(html).toContain('<h1>Meine Personal Map</h1>');
    expect(html).toContain('<p class="guide-person">Erstellt für Ada Lovelace</p>');
    expect(html).toContain('Willkommen, Ada.');
    expect(html).toContain('<h3>Ideen zum Ausprobieren</h3>');
    expect(html).toContain('Extraversion. Ihr Wert: 30 von 50 (mittlerer Bereich)');
    expect(html).not.toContain('Ideas to try');
    expect(html).not.toContain('guide-language-note');
  });

  it("writes the Spanish guide for the browser's kept choice, before what it asks for", async () => {
    const bea = await person('Bea', 3);
    const html = await mapOf(bea, bea, {
      cookie: `${LANGUAGE_COOKIE}=es`,
      'accept-language': 'de-DE',
    });
    expect(html).toMatch(/^<article class="insight-guide" data-guide="personal-map" lang="es">\n/);
    expect(html).toContain('<h1>Mi Personal Map</h1>');
    expect(html).toContain('<h3>Ideas para probar</h3>');
    expect(html).toContain('Su puntuación: 30 de 50 (rango medio)');
  });

  it('writes the English guide exactly as before for an English reader, or one whose language is not spoken here', async () => {
    const cy = await person('Cy', 3);
    const guide = guideByReportId(PERSONAL_MAP_REPORT_ID);
    if (!guide) throw new Error('no Personal Map');
    const scores = scoreIpip(Object.fromEntries(Array.from({ length: 50 }, (_, k) => [k + 1, 3])));
    const before = renderGuideHtml(guide, scores, { firstName: 'Cy', lastName: 'Lovelace' });
    expect(before).toMatch(/^<article class="insight-guide" data-guide="personal-map">\n/);
    expect(await mapOf(cy, cy, { 'accept-language': 'en-US,en;q=0.9' })).toBe(before);
    expect(await mapOf(cy, cy, { 'accept-language': 'fr-FR' })).toBe(before);
    expect(await mapOf(cy, cy, {})).toBe(before);
  });

  it("writes a full take's percentiles and group in the reader's language", async () => {
    const dora = await person('Dora');
    await chooseGroup(t.app, dora.id, { sex: 'female', ageBand: '21-40' });
    await addTake(t.app, dora.id, { instrument: 'ipip-neo-120', answers: 3 });
    const german = await mapOf(dora, dora, { 'accept-language': 'de' });
    // All 3 puts a woman of 21–40 at the 8th percentile of openness (traits-full-questionnaire.test.ts).
    expect(german).toContain(
      'Offenheit für Erfahrungen. Ihr Wert: höher als bei 8\u00a0% der Frauen zwischen 21 und 40 (unterer Bereich)',
    );
    const spanish = await mapOf(dora, dora, { cookie: `${LANGUAGE_COOKIE}=es` });
    expect(spanish).toContain('superior a la del 8\u00a0% de las mujeres de 21 a 40 años (rango bajo)');
  });

  it("writes a connection's guide in the language of the one reading it", async () => {
    const eva = await person('Eva', 3);
    const finn = await person('Finn', 3);
    const connection = await connect(eva, finn);
    await share(eva, connection, [PERSONAL_MAP_REPORT_ID]);
    const html = await mapOf(finn, eva, { 'accept-language': 'es-ES' });
    expect(html).toContain('<p class="guide-person">Preparada para Eva Lovelace</p>');
  });

  it('shows the English guide, marked English after a line in German, when German lacks its translation', async () => {
    const gus = await person('Gus', 3);
    // The guides as if German had no Personal Map yet (the shipped sets translate every guide).
    const withoutMap = { ...GUIDE_SETS, de: GUIDE_SETS.de.filter((g) => g.reportId !== PERSONAL_MAP_REPORT_ID) };
    const viewer = { id: Number(gus.id) };
    const html = await guideHtml(t.app.ctx, viewer, viewer.id, PERSONAL_MAP_REPORT_ID, 'de', withoutMap);
    const english = await mapOf(gus, gus, { 'accept-language': 'en' });
    expect(html).toBe(
      '<p class="guide-language-note" lang="de">Dieser Guide ist noch nicht in Ihre Sprache übersetzt und wird ' +
        'daher auf Englisch angezeigt.</p>\n' +
        english.replace('data-guide="personal-map">', 'data-guide="personal-map" lang="en">'),
    );
    expect(html).toContain('<h1>My Personal Map</h1>');
    expect(html).toContain('<h3>Ideas to try</h3>');
    // With the shipped guides, the same call writes the German guide.
    const german = await guideHtml(t.app.ctx, viewer, viewer.id, PERSONAL_MAP_REPORT_ID, 'de');
    expect(german).toBe(await mapOf(gus, gus, { 'accept-language': 'de' }));
  });
});
