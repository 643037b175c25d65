import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GUIDES_DIR, GuideFileError, loadGuides, parseGuide } from './guide-files.js';

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
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const folderWith = (files: Record<string, string>): string => {
    dir = mkdtempSync(path.join(tmpdir(), 'guides-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };

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
