/**
 * The guides' prose, read from packages/server/guides: one Markdown file per guide, so that a writer edits
 * text without touching code (the format is described in guides/README.md). Every file is read and checked
 * when the server starts; a bad file stops the start with an error that names the file and the line or field.
 *
 * The English guides are in the folder itself; each other language's in a folder named after it (guides/de/,
 * guides/es/). A translated guide keeps its English guide's structure (the same reportId, slug, score summary and
 * sections in the same order), so that a reader meets the same guide in every language. A language may lack a
 * guide: its readers then get the English one (content.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@insight/api';
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  min,
  nonempty,
  object,
  optional,
  pattern,
  string,
  validate,
} from 'superstruct';
import { PACKAGE_ROOT } from '../../config.js';
import { IPIP_FACTORS } from '../survey/index.js';

/** Beside migrations/, outside src/: the same folder whether the server runs from src/ or dist/. */
export const GUIDES_DIR = path.join(PACKAGE_ROOT, 'guides');

/**
 * The heading that opens the closing paragraph in a guide file, in English in every language's files (a marker,
 * like the traits and bands); the renderer writes the reader's words for it (content.ts).
 */
export const CLOSING_HEADING = 'Putting it together';

const BANDS = ['high', 'middle', 'low'] as const;

const Text = nonempty(string());

const BandText = object({
  /** One paragraph: what this band tends to mean in the guide's area. */
  text: Text,
  /** Concrete suggestions. */
  tips: nonempty(array(Text)),
});

const GuideSection = object({
  trait: enums(IPIP_FACTORS),
  heading: Text,
  bands: object({ high: BandText, middle: BandText, low: BandText }),
});

export const GuideStruct = object({
  /** Equals the catalogue item's reportId. */
  reportId: min(integer(), 1),
  /** A stable name for styling and tests; the file is `<slug>.md`. */
  slug: pattern(string(), /^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: Text,
  /** Whether the guide opens with a list of all five scores (the personal map). */
  showScoreSummary: optional(boolean()),
  /** Opening paragraph; `{firstName}` is replaced (escaped) with the person's first name. */
  intro: Text,
  sections: nonempty(array(GuideSection)),
  /** Closing paragraph before the disclaimer. */
  closing: Text,
});

export type GuideContent = Infer<typeof GuideStruct>;

export class GuideFileError extends Error {
  override name = 'GuideFileError';
}

type Block = { kind: 'section' | 'band' | 'paragraph' | 'tip'; text: string; line: number };

/** The body as blocks: `##` and `###` headings, paragraphs, and `- ` tips (continued on indented lines). */
function blocksOf(lines: readonly string[], first: number, fail: (line: number, message: string) => never): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heading = /^(#+) (.*)$/.exec(line);
    if (!line.trim()) {
      open = undefined;
    } else if (heading) {
      const level = heading[1]?.length;
      if (level !== 2 && level !== 3) fail(i, 'only "##" (section) and "###" (band) headings are used');
      blocks.push({ kind: level === 2 ? 'section' : 'band', text: (heading[2] ?? '').trim(), line: i });
      open = undefined;
    } else if (line.startsWith('- ')) {
      open = { kind: 'tip', text: line.slice(2).trim(), line: i };
      blocks.push(open);
    } else if (open && (open.kind === 'paragraph' || /^\s/.test(line))) {
      open.text += ` ${line.trim()}`;
    } else {
      open = { kind: 'paragraph', text: line.trim(), line: i };
      blocks.push(open);
    }
  }
  return blocks;
}

/** One guide from its Markdown text; `file` names it in errors. */
export function parseGuide(source: string, file: string): GuideContent {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  function fail(line: number, message: string): never {
    throw new GuideFileError(`${file}, line ${line + 1}: ${message}`);
  }

  if (lines[0] !== '---') fail(0, 'a guide starts with front matter between two "---" lines');
  const end = lines.indexOf('---', 1);
  if (end < 0) fail(0, 'the front matter has no closing "---" line');
  const guide: Record<string, unknown> = {};
  for (let i = 1; i < end; i++) {
    const [, name = '', raw = ''] =
      /^(\w+):\s*(.*?)\s*$/.exec(lines[i] ?? '') ?? fail(i, 'a front matter line reads "name: value"');
    if (name in guide) fail(i, `"${name}" is given twice`);
    guide[name] =
      name === 'reportId' && /^\d+$/.test(raw)
        ? Number(raw)
        : name === 'showScoreSummary' && /^(true|false)$/.test(raw)
          ? raw === 'true'
          : raw;
  }

  const blocks = blocksOf(lines, end + 1, fail);
  let next = 0;
  const take = (kind: Block['kind'], what: string): Block => {
    const block = blocks[next];
    if (block?.kind !== kind) fail(block?.line ?? lines.length - 1, `${what} is missing here`);
    next += 1;
    return block;
  };
  const takes = (kind: Block['kind']): boolean => blocks[next]?.kind === kind;

  guide.intro = take('paragraph', 'the introduction (one paragraph before the first section)').text;
  const sections: unknown[] = [];
  while (takes('section')) {
    const { text: title, line } = take('section', 'a section');
    if (title === CLOSING_HEADING) {
      guide.closing = take('paragraph', `the closing paragraph under "## ${CLOSING_HEADING}"`).text;
      break;
    }
    const [, trait, heading] =
      /^(\w+):\s+(.+)$/.exec(title) ??
      fail(line, `a section heading reads "## <trait>: <heading>" or "## ${CLOSING_HEADING}"`);
    const bands: Record<string, unknown> = {};
    while (takes('band')) {
      const { text: band, line: bandLine } = take('band', 'a band');
      if (!(BANDS as readonly string[]).includes(band)) {
        fail(bandLine, `a band heading is one of ${BANDS.map((b) => `"### ${b}"`).join(', ')}`);
      }
      if (band in bands) fail(bandLine, `band "${band}" is given twice in this section`);
      const text = take('paragraph', `the text of band "${band}" (one paragraph)`).text;
      const tips: string[] = [];
      while (takes('tip')) tips.push(take('tip', 'a tip').text);
      bands[band] = { text, tips };
    }
    sections.push({ trait, heading, bands });
  }
  guide.sections = sections;
  const extra = blocks[next];
  if (extra) {
    const what = extra.kind === 'section' || extra.kind === 'band' ? 'heading' : extra.kind;
    fail(extra.line, `a ${what} is not expected here`);
  }

  const [error, valid] = validate(guide, GuideStruct);
  if (error) {
    const failure = error.failures()[0] ?? error;
    const field = failure.path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('');
    throw new GuideFileError(`${file}: ${field || 'the guide'}: ${failure.message}`);
  }
  return valid;
}

/** The guide files of `dir` (each `*.md` but README.md), parsed, each named after its slug, no reportId twice. */
function readGuideFolder(dir: string): { file: string; guide: GuideContent }[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
  const fileOf = new Map<number, string>();
  return names.map((name) => {
    const file = path.join(dir, name);
    const guide = parseGuide(readFileSync(file, 'utf8'), file);
    if (`${guide.slug}.md` !== name) throw new GuideFileError(`${file}: slug: the file must be named ${guide.slug}.md`);
    const other = fileOf.get(guide.reportId);
    if (other) throw new GuideFileError(`${file}: reportId: ${guide.reportId} is also the reportId of ${other}`);
    fileOf.set(guide.reportId, file);
    return { file, guide };
  });
}

const byReportId = (a: GuideContent, b: GuideContent): number => a.reportId - b.reportId;

/** Every guide of `dir` (each `*.md` but README.md), checked, in reportId order. */
export function loadGuides(dir: string = GUIDES_DIR): GuideContent[] {
  const guides = readGuideFolder(dir).map(({ guide }) => guide);
  if (guides.length === 0) throw new GuideFileError(`${dir}: no guide files (*.md)`);
  return guides.sort(byReportId);
}

const traitsOf = (guide: GuideContent): string => guide.sections.map((section) => section.trait).join(', ');

/**
 * The translated guides of `dir`, in reportId order, each checked against its English guide in `english` (the
 * one with its slug): the same reportId, score summary and section traits in the same order. A folder may lack
 * a guide, or be missing (a language with no translated guide yet); a file without an English guide fails.
 */
export function loadTranslatedGuides(dir: string, english: readonly GuideContent[]): GuideContent[] {
  if (!existsSync(dir)) return [];
  return readGuideFolder(dir)
    .map(({ file, guide }) => {
      const original = english.find((candidate) => candidate.slug === guide.slug);
      if (!original) throw new GuideFileError(`${file}: slug: there is no English guide ${guide.slug}.md`);
      const mismatch = (field: string, translated: unknown, expected: unknown): GuideFileError =>
        new GuideFileError(`${file}: ${field}: ${String(translated)}, but the English guide's is ${String(expected)}`);
      if (guide.reportId !== original.reportId) throw mismatch('reportId', guide.reportId, original.reportId);
      const summary = guide.showScoreSummary ?? false;
      const originalSummary = original.showScoreSummary ?? false;
      if (summary !== originalSummary) throw mismatch('showScoreSummary', summary, originalSummary);
      if (traitsOf(guide) !== traitsOf(original)) {
        throw new GuideFileError(
          `${file}: sections: ${traitsOf(guide)}, but the English guide's are ${traitsOf(original)} ` +
            '(the same traits in the same order)',
        );
      }
      return guide;
    })
    .sort(byReportId);
}

/** The guides in each language Insight speaks: some or all of them, in reportId order (English: all of them). */
export type GuideSets = Readonly<Record<Language, readonly GuideContent[]>>;

/** English from `dir`, every other language from `dir/<language>/`, each checked (see loadTranslatedGuides). */
export function loadGuideSets(dir: string = GUIDES_DIR): GuideSets {
  const english = loadGuides(dir);
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      language === DEFAULT_LANGUAGE ? english : loadTranslatedGuides(path.join(dir, language), english),
    ]),
  ) as Record<Language, GuideContent[]>;
}
