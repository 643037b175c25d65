import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@insight/api';
import { afterEach, describe, expect, it } from 'vitest';
import { GUIDES_DIR, GuideFileError, loadGuides, loadGuideSets, parseGuide } from './guide-files.js';

const GOOD = `---
reportId: 9
slug: sample-guide
title: Sample & Guide
showScoreSummary: true
---

Hello {firstName}, this is the introduction,
written on two lines.

## extraversion: Energy and people

### high

High text.

- First tip,
  continued.
- Second tip.

### middle

Middle text.

- Tip.

### low

Low text.

- Tip.

## Putting it together

The closing.
`;

/** GOOD with `from` replaced by `to` (the first occurrence). */
const changed = (from: string, to: string): string => {
  expect(GOOD).toContain(from);
  return GOOD.replace(from, to);
};

const errorOf = (source: string): string => {
  try {
    parseGuide(source, 'guides/sample-guide.md');
  } catch (error) {
    expect(error).toBeInstanceOf(GuideFileError);
    return (error as Error).message;
  }
  throw new Error('the guide was accepted');
};

/** The folder a test wrote (folderWith), removed after it. */
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});
/** A new folder with these files; a name may lead into a folder ('de/sample-guide.md'). */
const folderWith = (files: Record<string, string>): string => {
  dir = mkdtempSync(path.join(tmpdir(), 'guides-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
};

describe('parseGuide', () => {
  it('reads the front matter, paragraphs joined across lines, sections, bands and tips', () => {
    const guide = parseGuide(GOOD, 'guides/sample-guide.md');
    expect(guide).toEqual({
      reportId: 9,
      slug: 'sample-guide',
      title: 'Sample & Guide',
      showScoreSummary: true,
      intro: 'Hello {firstName}, this is the introduction, written on two lines.',
      sections: [
        {
          trait: 'extraversion',
          heading: 'Energy and people',
          bands: {
            high: { text: 'High text.', tips: ['First tip, continued.', 'Second tip.'] },
            middle: { text: 'Middle text.', tips: ['Tip.'] },
            low: { text: 'Low text.', tips: ['Tip.'] },
          },
        },
      ],
      closing: 'The closing.',
    });
    expect(parseGuide(GOOD.replace(/\n/g, '\r\n'), 'crlf.md')).toEqual(guide);
  });

  it('names the file and the field a bad value is in', () => {
    expect(errorOf(changed('## extraversion:', '## bravery:'))).toMatch(
      /^guides\/sample-guide\.md: sections\[0\]\.trait: Expected one of `"extraversion"/,
    );
    expect(errorOf(changed('### low\n\nLow text.\n\n- Tip.\n', ''))).toMatch(
      /^guides\/sample-guide\.md: sections\[0\]\.bands\.low: Expected an object/,
    );
    expect(errorOf(changed('- Tip.\n\n### low', '### low'))).toMatch(
      /^guides\/sample-guide\.md: sections\[0\]\.bands\.middle\.tips: Expected a nonempty array/,
    );
    expect(errorOf(changed('reportId: 9', 'reportId: nine'))).toMatch(/^guides\/sample-guide\.md: reportId: Expected/);
    expect(errorOf(changed('showScoreSummary: true', 'showScoreSummary: yes'))).toMatch(/: showScoreSummary: Expected/);
    expect(errorOf(changed('title: Sample & Guide\n', ''))).toMatch(/: title: Expected a string/);
    expect(errorOf(changed('title:', 'subtitle: x\ntitle:'))).toMatch(/: subtitle: Expected a value of type `never`/);
    expect(errorOf(changed('## Putting it together\n\nThe closing.\n', ''))).toMatch(/: closing: Expected a string/);
  });

  it('names the file and the line of a structural mistake', () => {
    expect(errorOf(changed('---\nreportId', 'reportId'))).toBe(
      'guides/sample-guide.md, line 1: a guide starts with front matter between two "---" lines',
    );
    expect(errorOf(changed('title: Sample', 'title = Sample'))).toMatch(
      /, line 4: a front matter line reads "name: value"$/,
    );
    expect(errorOf(changed('## extraversion: Energy', '## Energy'))).toMatch(
      /, line 11: a section heading reads "## <trait>: <heading>" or "## Putting it together"$/,
    );
    expect(errorOf(changed('### middle', '### medium'))).toMatch(/, line 21: a band heading is one of "### high"/);
    expect(errorOf(changed('### middle\n\nMiddle text.\n', '### middle\n'))).toMatch(
      /, line 23: the text of band "middle" \(one paragraph\) is missing here$/,
    );
    expect(errorOf(changed('The closing.', 'The closing.\n\nA second closing paragraph.'))).toMatch(
      /, line 37: a paragraph is not expected here$/,
    );
    expect(errorOf(changed('# ', '#### '))).toMatch(/: only "##" \(section\) and "###" \(band\) headings are used$/);
  });
});

describe('loadGuides', () => {
  it('reads every shipped guide file, in reportId order, each named after its slug', () => {
    const guides = loadGuides();
    const files = readdirSync(GUIDES_DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
    expect(guides).toHaveLength(files.length);
    expect(guides.map((g) => `${g.slug}.md`).sort()).toEqual(files.sort());
    expect(guides.map((g) => g.reportId)).toEqual([...guides.map((g) => g.reportId)].sort((a, b) => a - b));
    expect(readFileSync(path.join(GUIDES_DIR, 'README.md'), 'utf8')).toContain('## Putting it together');
  });

  it('refuses a file named otherwise than its slug, and two files with one reportId', () => {
    expect(() => loadGuides(folderWith({ 'other.md': GOOD }))).toThrow(
      /other\.md: slug: the file must be named sample-guide\.md$/,
    );
    rmSync(dir, { recursive: true });
    const second = GOOD.replace('slug: sample-guide', 'slug: second');
    expect(() => loadGuides(folderWith({ 'sample-guide.md': GOOD, 'second.md': second }))).toThrow(
      /second\.md: reportId: 9 is also the reportId of .*sample-guide\.md$/,
    );
  });

  it('refuses a folder without guides', () => {
    expect(() => loadGuides(folderWith({ 'README.md': '# Guides' }))).toThrow(/no guide files/);
  });
});

describe('loadGuideSets (the translations)', () => {
  /** GOOD with a second section (agreeableness) before the closing one. */
  const TWO_SECTIONS = changed(
    '## Putting it together',
    '## agreeableness: Getting on\n\n### high\n\nH.\n\n- T.\n\n### middle\n\nM.\n\n- T.\n\n### low\n\nL.\n\n- T.\n\n' +
      '## Putting it together',
  );
  /** TWO_SECTIONS in German, as a translator writes it: the markers stay, the words change. */
  const GERMAN = TWO_SECTIONS.replace('title: Sample & Guide', 'title: Beispiel & Guide')
    .replace('Energy and people', 'Energie und Menschen')
    .replace('Getting on', 'Miteinander');
  /** GERMAN with `from` replaced by `to` (the first occurrence). */
  const german = (from: string, to: string): string => {
    expect(GERMAN).toContain(from);
    return GERMAN.replace(from, to);
  };
  const loadError = (translated: string, name = 'sample-guide.md'): string => {
    const folder = folderWith({ 'sample-guide.md': TWO_SECTIONS, [`de/${name}`]: translated });
    try {
      loadGuideSets(folder);
    } catch (error) {
      expect(error).toBeInstanceOf(GuideFileError);
      return (error as Error).message;
    }
    throw new Error('the translation was accepted');
  };

  it('reads every shipped translation, each with the structure of its English guide', () => {
    const sets = loadGuideSets();
    const english = sets[DEFAULT_LANGUAGE];
    expect(english).toEqual(loadGuides());
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
      const files = readdirSync(path.join(GUIDES_DIR, language)).filter((name) => name.endsWith('.md'));
      expect(sets[language], language).toHaveLength(files.length);
      // German and Spanish translate every guide.
      expect(sets[language].map((g) => g.slug)).toEqual(english.map((g) => g.slug));
      for (const guide of sets[language]) {
        const original = english.find((g) => g.slug === guide.slug);
        expect(original, `${language}/${guide.slug}`).toBeDefined();
        expect(guide.reportId).toBe(original?.reportId);
        expect(guide.showScoreSummary ?? false).toBe(original?.showScoreSummary ?? false);
        expect(guide.sections.map((s) => s.trait)).toEqual(original?.sections.map((s) => s.trait));
        // Translated: not the English words.
        expect(guide.title).not.toBe(original?.title);
        expect(guide.intro).not.toBe(original?.intro);
      }
    }
  });

  it('reads a translation that matches its English guide; a guide a language lacks is left out of its set', () => {
    const second = GOOD.replace('slug: sample-guide', 'slug: second').replace('reportId: 9', 'reportId: 10');
    const sets = loadGuideSets(
      folderWith({ 'sample-guide.md': TWO_SECTIONS, 'second.md': second, 'de/sample-guide.md': GERMAN }),
    );
    expect(sets.en.map((g) => g.slug)).toEqual(['sample-guide', 'second']);
    expect(sets.de.map((g) => g.title)).toEqual(['Beispiel & Guide']);
    expect(sets.de[0]?.sections.map((s) => s.heading)).toEqual(['Energie und Menschen', 'Miteinander']);
    // No folder: no translation yet.
    expect(sets.es).toEqual([]);
  });

  it('refuses a translation with another slug, naming the file', () => {
    expect(loadError(german('slug: sample-guide', 'slug: beispiel'))).toMatch(
      /de\/sample-guide\.md: slug: the file must be named beispiel\.md$/,
    );
    rmSync(dir, { recursive: true });
    expect(loadError(german('slug: sample-guide', 'slug: beispiel'), 'beispiel.md')).toMatch(
      /de\/beispiel\.md: slug: there is no English guide beispiel\.md$/,
    );
  });

  it('refuses a translation missing a section, or with its sections in another order, naming the file', () => {
    const withoutAgreeableness = german(
      GERMAN.slice(GERMAN.indexOf('## agreeableness'), GERMAN.indexOf('## Putting')),
      '',
    );
    expect(loadError(withoutAgreeableness)).toMatch(
      /de\/sample-guide\.md: sections: extraversion, but the English guide's are extraversion, agreeableness \(the same traits in the same order\)$/,
    );
    rmSync(dir, { recursive: true });
    const swapped = german('## extraversion:', '## conscientiousness:');
    expect(loadError(swapped)).toMatch(/de\/sample-guide\.md: sections: conscientiousness, agreeableness, but/);
  });

  it('refuses a translation with another reportId or score summary, naming the file', () => {
    expect(loadError(german('reportId: 9', 'reportId: 8'))).toMatch(
      /de\/sample-guide\.md: reportId: 8, but the English guide's is 9$/,
    );
    rmSync(dir, { recursive: true });
    expect(loadError(german('showScoreSummary: true\n', ''))).toMatch(
      /de\/sample-guide\.md: showScoreSummary: false, but the English guide's is true$/,
    );
  });

  it('refuses a translation that is not well formed, as an English file', () => {
    expect(loadError(german('### middle', '### mittel'))).toMatch(
      /de\/sample-guide\.md, line \d+: a band heading is one of "### high"/,
    );
  });
});
