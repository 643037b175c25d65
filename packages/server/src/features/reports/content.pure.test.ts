import { readFileSync } from 'node:fs';
import { PERSONAL_MAP_REPORT_ID, type NeoDomain } from '@insight/api';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../http/html.js';
import { intlFor } from '../../i18n/index.js';
import { SEED_CATALOG_ITEMS } from '../catalog/seed.js';
import {
  IPIP_FACTOR_LABELS,
  IPIP_FACTORS,
  IPIP_ITEMS,
  scoreIpip,
  type IpipAnswer,
  type IpipScores,
} from '../survey/ipip.js';
import { NEO_ITEMS } from '../survey/neo-items.js';
import { scoreNeo } from '../survey/neo.js';
import {
  DISCLAIMER,
  DISCLAIMER_FULL,
  fullTrait,
  GUIDE_SETS,
  guideFor,
  GUIDES,
  groupWords,
  guideByReportId,
  renderFullGuideHtml,
  renderGuideHtml,
  type GuidePerson,
} from './content.js';
import type { GuideContent } from './guide-files.js';

const answersKeyed = (plus: IpipAnswer, minus: IpipAnswer) =>
  Object.fromEntries(IPIP_ITEMS.map((i) => [i.number, i.key === '+' ? plus : minus]));
const highScores = scoreIpip(answersKeyed(5, 1));
const lowScores = scoreIpip(answersKeyed(1, 5));
const middleScores: IpipScores = {
  extraversion: 30,
  agreeableness: 30,
  conscientiousness: 30,
  emotionalStability: 30,
  intellect: 30,
};
const person = { firstName: 'Ada', lastName: 'Lovelace' };

const guide = (reportId: number): GuideContent => {
  const found = guideByReportId(reportId);
  if (!found) throw new Error(`no guide ${reportId}`);
  return found;
};

/** The visible words of an HTML string (tags dropped, entities decoded for the few we emit). */
const words = (html: string): string[] =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('guide content', () => {
  it("the api's Personal Map is the personal-map guide", () => {
    expect(guideByReportId(PERSONAL_MAP_REPORT_ID)?.slug).toBe('personal-map');
    expect(SEED_CATALOG_ITEMS.find((item) => item.report.reportId === PERSONAL_MAP_REPORT_ID)?.name).toBe(
      'My Personal Map',
    );
  });

  it('has one guide per seeded catalogue item, matched by reportId', () => {
    expect(GUIDES.map((g) => g.reportId).sort()).toEqual(SEED_CATALOG_ITEMS.map((i) => i.report.reportId).sort());
    for (const item of SEED_CATALOG_ITEMS) {
      expect(guide(item.report.reportId).title).toBe(item.report.reportName);
    }
  });

  it('covers all five traits in the personal map, and every band of every section has text and tips', () => {
    expect(guide(1).sections.map((s) => s.trait)).toEqual([...IPIP_FACTORS]);
    for (const g of GUIDES) {
      expect(g.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of g.sections) {
        for (const level of ['low', 'middle', 'high'] as const) {
          expect(section.bands[level].text.length).toBeGreaterThan(80);
          expect(section.bands[level].tips.length).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('writes a few hundred words per guide for any profile', () => {
    for (const g of GUIDES) {
      for (const scores of [highScores, middleScores, lowScores]) {
        const count = words(renderGuideHtml(g, scores, person)).length;
        expect(count, g.title).toBeGreaterThan(250);
        expect(count, g.title).toBeLessThan(1200);
      }
    }
  });
});

describe('renderGuideHtml', () => {
  it('writes every guide exactly as the fixture captured before the prose moved to guides/*.md', () => {
    const fixture = JSON.parse(readFileSync(new URL('./rendered-guides.fixture.json', import.meta.url), 'utf8')) as {
      sets: Record<string, { scores: IpipScores; person: GuidePerson }>;
      html: Record<string, string>;
    };
    const rendered: Record<string, string> = {};
    for (const g of GUIDES) {
      for (const [name, { scores, person }] of Object.entries(fixture.sets)) {
        rendered[`${g.slug} ${name}`] = renderGuideHtml(g, scores, person);
      }
    }
    expect(Object.keys(rendered)).toHaveLength(GUIDES.length * 4);
    expect(rendered).toEqual(fixture.html);
  });

  it('renders headings, the image under /assets/catalog, lists and the information-only disclaimer', () => {
    const html = renderGuideHtml(guide(2), middleScores, person);
    expect(html).toContain('<h1>Career Strengths</h1>');
    expect(html).toContain('Prepared for Ada Lovelace');
    expect(html).toContain('<img src="/assets/catalog/guide_career_strengths.png" alt="Career Strengths"');
    expect(html).toMatch(/<h2>How you organise your work<\/h2>/);
    expect(html).toMatch(/<ul>\s*<li>/);
    expect(html).toContain(escapeHtml(DISCLAIMER));
    expect(html).toContain('not psychological advice');
    expect(html).toContain('Your score: 30 of 50 (middle range)');
  });

  it('gives opposite answer sets different text in every guide', () => {
    for (const g of GUIDES) {
      const high = renderGuideHtml(g, highScores, person);
      const low = renderGuideHtml(g, lowScores, person);
      expect(high).not.toBe(low);
      for (const section of g.sections) {
        expect(high).toContain(escapeHtml(section.bands.high.text));
        expect(high).not.toContain(escapeHtml(section.bands.low.text));
        expect(low).toContain(escapeHtml(section.bands.low.text));
      }
    }
  });

  it('shows the five scores at a glance in the personal map only', () => {
    const map = renderGuideHtml(guide(1), highScores, person);
    expect(map).toContain('Your five traits at a glance');
    expect(map.match(/Your score: 50 of 50 \(higher range\)/g)).toHaveLength(10);
    expect(renderGuideHtml(guide(4), highScores, person)).not.toContain('at a glance');
  });

  it('escapes every interpolated value, such as a name holding a script tag', () => {
    const html = renderGuideHtml(guide(1), middleScores, {
      firstName: '<script>alert(1)</script>',
      lastName: '"O\'Hara" & co',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Welcome, &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(html).toContain('Prepared for &lt;script&gt;alert(1)&lt;/script&gt; &quot;O&#39;Hara&quot; &amp; co');
  });

  it('greets someone without a first name kindly', () => {
    const html = renderGuideHtml(guide(1), middleScores, { firstName: ' ', lastName: '' });
    expect(html).toContain('Welcome, there.');
    expect(html).not.toContain('Prepared for');
  });

  it('refuses scores outside the scale', () => {
    expect(() => renderGuideHtml(guide(1), { ...middleScores, intellect: 60 }, person)).toThrow(RangeError);
  });
});

describe('renderFullGuideHtml (the full questionnaire, by percentile bands)', () => {
  const women = { sex: 'female', ageBand: '21-40' } as const;
  const allThree = scoreNeo(
    Array.from({ length: 120 }, () => 3),
    women,
  );
  /** Every answer keyed towards the domain (5 on + items, 1 on - items) for `high` domains, away from it elsewhere. */
  const keyedTowards = (high: readonly NeoDomain[]) =>
    scoreNeo(
      NEO_ITEMS.map((item) => ((item.key === '+') === high.includes(item.domain) ? 5 : 1)),
      { sex: 'unspecified', ageBand: 'over60' },
    );

  it('reads the five traits from the domains: their levels give the bands, emotional stability is neuroticism reversed', () => {
    const tilted = keyedTowards(['neuroticism', 'extraversion', 'conscientiousness']);
    expect(fullTrait(tilted, 'extraversion').band).toBe('high');
    expect(fullTrait(tilted, 'conscientiousness').band).toBe('high');
    expect(fullTrait(tilted, 'agreeableness').band).toBe('low');
    expect(fullTrait(tilted, 'intellect').band).toBe('low');
    // Neuroticism high: emotional stability low, its percentile the rest of the group.
    expect(fullTrait(tilted, 'emotionalStability')).toEqual({
      band: 'low',
      percentile: 100 - tilted.domains.neuroticism.percentile,
    });
    const html = renderFullGuideHtml(guide(1), tilted, person);
    for (const section of guide(1).sections) {
      const expected = fullTrait(tilted, section.trait).band;
      expect(html).toContain(`data-trait="${section.trait}" data-band="${expected}"`);
      expect(html).toContain(escapeHtml(section.bands[expected].text));
    }
    // The middle band: T from 45 to 55 (all 3 puts a woman of 21–40 at about the 49th percentile of neuroticism).
    expect(fullTrait(allThree, 'emotionalStability').band).toBe('middle');
    expect(fullTrait(allThree, 'agreeableness').band).toBe('low');
  });

  it('says the percentile against the group in words, never "n of 50", and names the questionnaire', () => {
    const html = renderFullGuideHtml(guide(1), allThree, person);
    const p = (d: NeoDomain) => allThree.domains[d].percentile;
    expect(p('openness')).toBeGreaterThanOrEqual(6);
    expect(p('openness')).toBeLessThanOrEqual(10);
    expect(html).toContain(
      `Openness to Experience. Your score: higher than ${p('openness')}% of women aged 21–40 (lower range)`,
    );
    expect(html).toContain(
      `<strong>Agreeableness</strong>: Your score: higher than ${p('agreeableness')}% of women aged 21–40 (lower range)`,
    );
    expect(html).toContain(
      `Emotional Stability. Your score: higher than ${100 - p('neuroticism')}% of women aged 21–40 (middle range)`,
    );
    expect(html).not.toMatch(/of 50/);
    expect(html).toContain('IPIP-NEO-120');
    expect(html).toContain(escapeHtml(DISCLAIMER_FULL));
    expect(html).not.toContain('IPIP Big-Five Factor Markers');
    expect(renderFullGuideHtml(guide(1), keyedTowards([]), person)).toContain('of people over 60');
  });

  it('names every group in plain words', () => {
    expect(groupWords({ sex: 'male', ageBand: 'under21' })).toBe('men under 21');
    expect(groupWords({ sex: 'female', ageBand: '41-60' })).toBe('women aged 41–60');
    expect(groupWords({ sex: 'unspecified', ageBand: 'over60' })).toBe('people over 60');
  });

  it('writes every guide for a full result, a few hundred words each, escaping the person', () => {
    for (const g of GUIDES) {
      const html = renderFullGuideHtml(g, allThree, { firstName: '<b>Zoë</b>', lastName: '' });
      const count = words(html).length;
      expect(count, g.title).toBeGreaterThan(250);
      expect(count, g.title).toBeLessThan(1200);
      expect(html).not.toContain('<b>');
    }
  });
});

describe("the guides in the reader's language (issue 38)", () => {
  const women = { sex: 'female', ageBand: '21-40' } as const;
  const allThree = scoreNeo(
    Array.from({ length: 120 }, () => 3),
    women,
  );
  const openness = allThree.domains.openness.percentile;
  /** The fixed words the renderer writes in English, none of which a translated guide may show. */
  const ENGLISH_WORDS = [
    'Prepared for',
    'Your five traits at a glance',
    'Ideas to try',
    'Putting it together',
    'Your score',
    'range',
    'This guide is for information only',
    'Scores run from',
    'Each score says',
    'women',
    'Openness to Experience',
    'Agreeableness',
  ];
  const translated = (reportId: number, language: 'de' | 'es') => {
    const found = guideFor(reportId, language);
    if (!found) throw new Error(`no guide ${reportId}`);
    return found;
  };

  it('writes the short labels and the English words as before', () => {
    const map = renderGuideHtml(guide(1), middleScores, person);
    for (const trait of IPIP_FACTORS) expect(map).toContain(`<strong>${IPIP_FACTOR_LABELS[trait]}</strong>`);
    expect(map.startsWith('<article class="insight-guide" data-guide="personal-map">\n')).toBe(true);
    expect(guideFor(1, 'en')).toEqual({ guide: guide(1), languages: { guide: 'en', reader: 'en' } });
  });

  it('chooses the translation for a German or Spanish reader', () => {
    for (const language of ['de', 'es'] as const) {
      for (const g of GUIDES) {
        const found = translated(g.reportId, language);
        expect(found.languages).toEqual({ guide: language, reader: language });
        expect(found.guide).toBe(GUIDE_SETS[language].find((t) => t.reportId === g.reportId));
        expect(found.guide.slug).toBe(g.slug);
      }
    }
    expect(guideFor(99, 'de')).toBeUndefined();
  });

  it('writes every translated guide with every fixed word in its language, marked with it', () => {
    for (const language of ['de', 'es'] as const) {
      for (const g of GUIDES) {
        const { guide: text, languages } = translated(g.reportId, language);
        for (const html of [
          renderGuideHtml(text, highScores, person, languages),
          renderGuideHtml(text, lowScores, person, languages),
          renderFullGuideHtml(text, allThree, person, languages),
        ]) {
          expect(html.startsWith(`<article class="insight-guide" data-guide="${g.slug}" lang="${language}">\n`)).toBe(
            true,
          );
          expect(html).toContain(`<h1>${escapeHtml(text.title)}</h1>`);
          for (const english of ENGLISH_WORDS) expect(html, `${language} ${g.slug}: ${english}`).not.toContain(english);
          expect(html).not.toContain('guide-language-note');
          const count = words(html).length;
          expect(count, g.title).toBeGreaterThan(250);
          expect(count, g.title).toBeLessThan(1400);
        }
      }
    }
  });

  it('writes the German words: headings, score lines, the group, the disclaimer', () => {
    const { guide: map, languages } = translated(1, 'de');
    const short = renderGuideHtml(map, middleScores, person, languages);
    expect(short).toContain('<h1>Meine Personal Map</h1>');
    expect(short).toContain('<p class="guide-person">Erstellt für Ada Lovelace</p>');
    expect(short).toContain('<h2>Ihre fünf Merkmale auf einen Blick</h2>');
    expect(short).toContain('<h3>Ideen zum Ausprobieren</h3>');
    expect(short).toContain('<section class="guide-closing"><h2>Das Gesamtbild</h2>');
    expect(short).toContain('<strong>Intellekt/Vorstellungskraft</strong>: Ihr Wert: 30 von 50 (mittlerer Bereich)');
    expect(short).toContain('Die Werte reichen von 10 bis 50.');
    expect(short).toContain('Dieser Guide dient nur zur Information.');
    expect(short).toContain('(die IPIP Big-Five Factor Markers)');

    const full = renderFullGuideHtml(map, allThree, person, languages);
    // The percentage as German writes it: a no-break space before the sign.
    expect(full).toContain(
      `Offenheit für Erfahrungen. Ihr Wert: höher als bei ${openness}\u00a0% der Frauen zwischen 21 und 40 (unterer Bereich)`,
    );
    expect(full).toContain('welchen Anteil der Frauen zwischen 21 und 40 Sie übertreffen');
    expect(full).toContain('(den IPIP-NEO-120)');
    expect(full).not.toContain('Big-Five Factor Markers');
  });

  it('writes the Spanish words', () => {
    const { guide: map, languages } = translated(1, 'es');
    const short = renderGuideHtml(map, middleScores, person, languages);
    expect(short).toContain('<h1>Mi Personal Map</h1>');
    expect(short).toContain('<h3>Ideas para probar</h3>');
    expect(short).toContain('<strong>Estabilidad emocional</strong>: Su puntuación: 30 de 50 (rango medio)');
    const full = renderFullGuideHtml(map, allThree, person, languages);
    expect(full).toContain(
      `Apertura a la experiencia. Su puntuación: superior a la del ${openness}\u00a0% de las mujeres de 21 a 40 años (rango bajo)`,
    );
    expect(full).toContain('Esta guía tiene un fin únicamente informativo.');
  });

  it('names every group naturally in German and Spanish', () => {
    const de = intlFor('de');
    const es = intlFor('es');
    expect(groupWords({ sex: 'female', ageBand: '21-40' }, de)).toBe('Frauen zwischen 21 und 40');
    expect(groupWords({ sex: 'male', ageBand: 'under21' }, de)).toBe('Männer unter 21');
    expect(groupWords({ sex: 'unspecified', ageBand: 'over60' }, de)).toBe('Menschen über 60');
    expect(groupWords({ sex: 'female', ageBand: '21-40' }, es)).toBe('las mujeres de 21 a 40 años');
    expect(groupWords({ sex: 'male', ageBand: '41-60' }, es)).toBe('los hombres de 41 a 60 años');
    expect(groupWords({ sex: 'unspecified', ageBand: 'under21' }, es)).toBe('las personas menores de 21');
  });

  it('greets someone without a first name in the language, and escapes the name', () => {
    const { guide: map, languages } = translated(1, 'de');
    expect(renderGuideHtml(map, middleScores, { firstName: '', lastName: '' }, languages)).toContain(
      'Willkommen, liebe Leserin, lieber Leser.',
    );
    const html = renderGuideHtml(map, middleScores, { firstName: '<i>Zoë</i>', lastName: '& co' }, languages);
    expect(html).not.toContain('<i>');
    expect(html).toContain('Erstellt für &lt;i&gt;Zoë&lt;/i&gt; &amp; co');
  });

  it('shows an English guide to a reader whose language lacks it: in English, marked so, after a line in theirs', () => {
    const withoutMap = { ...GUIDE_SETS, de: GUIDE_SETS.de.filter((g) => g.reportId !== 1) };
    const found = guideFor(1, 'de', withoutMap);
    expect(found).toEqual({ guide: guide(1), languages: { guide: 'en', reader: 'de' } });
    const html = renderGuideHtml(guide(1), middleScores, person, { guide: 'en', reader: 'de' });
    const english = renderGuideHtml(guide(1), middleScores, person);
    const note =
      '<p class="guide-language-note" lang="de">Dieser Guide ist noch nicht in Ihre Sprache übersetzt und wird ' +
      'daher auf Englisch angezeigt.</p>';
    // The English guide as ever, its article marked English, after the note.
    expect(html).toBe(
      `${note}\n${english.replace('data-guide="personal-map">', 'data-guide="personal-map" lang="en">')}`,
    );
    const full = renderFullGuideHtml(guide(1), allThree, person, { guide: 'en', reader: 'es' });
    expect(full).toMatch(/^<p class="guide-language-note" lang="es">Esta guía aún no está traducida/);
    expect(full).toContain(`higher than ${openness}% of women aged 21–40 (lower range)`);
  });
});
