/**
 * The guides: their prose comes from packages/server/guides (see guide-files.ts), chosen here by band for each
 * trait a guide draws on and rendered as HTML for a person's result. Written for information only: the guides
 * describe tendencies from a questionnaire, never a diagnosis, and say so (SPEC §1, terms of service).
 *
 * Two kinds of result choose the bands:
 * - the short version (IPIP 50 items): `band()` in ../survey/ipip.ts (≤ 23 low, 24–36 middle, ≥ 37 high on
 *   10–50), a reading aid, not a norm (the IPIP publishes none); the score line says "n of 50". Written exactly
 *   as before the full questionnaire came (rendered-guides.fixture.json).
 * - the full one (IPIP-NEO-120): the domain's level against the person's comparison group (`neoLevelOf` on its T
 *   score: low < 45 ≤ average ≤ 55 < high → the guides' low, middle, high), the guides' five traits read from the
 *   domains (GUIDE_TRAIT_DOMAIN; emotional stability is neuroticism reversed); the score line says the
 *   percentile against the group in words ("higher than 8% of women aged 21–40", as the map says it).
 *
 * In the reader's language (issue 38): the guide's translation when there is one (guide-files.ts), with every
 * fixed word the renderer writes (headings, score lines, trait names, the group, the disclaimer) from the
 * messages below. A guide not translated yet is shown in English, its fixed words too, after one line in the
 * reader's language that says so. An English guide for an English reader is written exactly as before.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import {
  DEFAULT_LANGUAGE,
  neoLevelOf,
  type Language,
  type NeoAgeBand,
  type NeoDomain,
  type NeoGroup,
  type NeoLevel,
  type NeoResult,
  type NeoSex,
} from '@insight/api';
import { CATALOG_ASSETS_PATH } from '../../http/paths.js';
import { h, type SafeHtml } from '../../http/html.js';
import { defineMessages, intlFor, type IntlShape } from '../../i18n/index.js';
import { seedItemByReportId } from '../catalog/index.js';
import { band, SCORE_MAX, type IpipFactor, type IpipScores, type ScoreBand } from '../survey/index.js';
import { loadGuideSets, type GuideContent, type GuideSets } from './guide-files.js';

/** Every language's guides, read and checked once, when the server starts: a bad file stops the start. */
export const GUIDE_SETS: GuideSets = loadGuideSets();

/** The English guides: every guide there is. */
export const GUIDES: readonly GuideContent[] = GUIDE_SETS[DEFAULT_LANGUAGE];

/** The English guide `reportId`. */
export function guideByReportId(reportId: number): GuideContent | undefined {
  return GUIDES.find((guide) => guide.reportId === reportId);
}

/**
 * The language a guide's text is in (and so its fixed words) and the language its reader reads: the same but for
 * a guide not translated into the reader's language yet, which is in English.
 */
export interface GuideLanguages {
  guide: Language;
  reader: Language;
}

const IN_ENGLISH: GuideLanguages = { guide: DEFAULT_LANGUAGE, reader: DEFAULT_LANGUAGE };

/**
 * The guide `reportId` for a reader of `language`: its translation when `sets` has one, else the English guide
 * (with the languages to render it in). Undefined for an unknown guide.
 */
export function guideFor(
  reportId: number,
  language: Language,
  sets: GuideSets = GUIDE_SETS,
): { guide: GuideContent; languages: GuideLanguages } | undefined {
  const translated = sets[language].find((guide) => guide.reportId === reportId);
  if (translated) return { guide: translated, languages: { guide: language, reader: language } };
  const english = sets[DEFAULT_LANGUAGE].find((guide) => guide.reportId === reportId);
  return english && { guide: english, languages: { guide: DEFAULT_LANGUAGE, reader: language } };
}

/** The guides' fixed words (English here; the other languages in packages/api/lang). */
const m = defineMessages({
  preparedFor: { id: 'guide.preparedFor', defaultMessage: 'Prepared for {name}' },
  atAGlance: { id: 'guide.atAGlance', defaultMessage: 'Your five traits at a glance' },
  ideasToTry: { id: 'guide.ideasToTry', defaultMessage: 'Ideas to try' },
  closingHeading: { id: 'guide.closingHeading', defaultMessage: 'Putting it together' },
  // In place of `{firstName}` in a guide's text when the person has no first name.
  there: { id: 'guide.there', defaultMessage: 'there' },
  notTranslated: {
    id: 'guide.notTranslated',
    defaultMessage: 'This guide is not translated into your language yet, so it is shown in English.',
  },
  disclaimer: {
    id: 'guide.disclaimer',
    defaultMessage:
      'This guide is for information only. It is based on your own answers to a public-domain questionnaire ' +
      '(the IPIP Big-Five Factor Markers) and describes broad tendencies, not fixed facts about you. It is not ' +
      'psychological advice, assessment, diagnosis or treatment. If you are finding things hard, please talk to a ' +
      'qualified professional or someone you trust.',
  },
  // The disclaimer of a guide written from the full questionnaire: the same words, naming that questionnaire.
  disclaimerFull: {
    id: 'guide.disclaimerFull',
    defaultMessage:
      'This guide is for information only. It is based on your own answers to a public-domain questionnaire ' +
      '(the IPIP-NEO-120) and describes broad tendencies, not fixed facts about you. It is not ' +
      'psychological advice, assessment, diagnosis or treatment. If you are finding things hard, please talk to a ' +
      'qualified professional or someone you trust.',
  },
  summaryNoteShort: {
    id: 'guide.summaryNote.short',
    defaultMessage:
      'Scores run from 10 to 50. The ranges are a reading aid based on the scale itself, not a comparison with other people.',
  },
  summaryNoteFull: {
    id: 'guide.summaryNote.full',
    defaultMessage:
      "Each score says what share of {group} you score higher than, by Johnson's norms for the IPIP-NEO-120 " +
      '(large English-language internet samples). Emotional stability is the reverse of neuroticism. The middle ' +
      'range is the middle of that group; the lower and higher ranges lie below and above it.',
  },
  scoreShort: { id: 'guide.score.short', defaultMessage: 'Your score: {score} of {max} ({band})' },
  // {share} is the percentile as a fraction (0.08 for the 8th), written as the language writes a percentage.
  scoreFull: {
    id: 'guide.score.full',
    defaultMessage: 'Your score: higher than {share, number, percent} of {group} ({band})',
  },
  // The comparison group, as the score line and the full summary note name it: '{sex} {ageBand}'.
  group: { id: 'guide.group', defaultMessage: '{sex} {ageBand}' },
});

const bandWords = defineMessages({
  low: { id: 'guide.band.low', defaultMessage: 'lower range' },
  middle: { id: 'guide.band.middle', defaultMessage: 'middle range' },
  high: { id: 'guide.band.high', defaultMessage: 'higher range' },
});

/** The five traits' names for a short result (as IPIP_FACTOR_LABELS names them). */
const shortTraitWords = defineMessages({
  extraversion: { id: 'guide.trait.short.extraversion', defaultMessage: 'Extraversion' },
  agreeableness: { id: 'guide.trait.short.agreeableness', defaultMessage: 'Agreeableness' },
  conscientiousness: { id: 'guide.trait.short.conscientiousness', defaultMessage: 'Conscientiousness' },
  emotionalStability: { id: 'guide.trait.short.emotionalStability', defaultMessage: 'Emotional Stability' },
  intellect: { id: 'guide.trait.short.intellect', defaultMessage: 'Intellect/Imagination' },
});

/** The five traits' names for a full result (the domains they are read from). */
const fullTraitWords = defineMessages({
  extraversion: { id: 'guide.trait.full.extraversion', defaultMessage: 'Extraversion' },
  agreeableness: { id: 'guide.trait.full.agreeableness', defaultMessage: 'Agreeableness' },
  conscientiousness: { id: 'guide.trait.full.conscientiousness', defaultMessage: 'Conscientiousness' },
  emotionalStability: { id: 'guide.trait.full.emotionalStability', defaultMessage: 'Emotional Stability' },
  intellect: { id: 'guide.trait.full.intellect', defaultMessage: 'Openness to Experience' },
});

// The same words as the app's (packages/app/src/texts/facets.ts, groupWords): a guide and the map name a group
// alike. A language may write the article with the group ('las mujeres') where its score line needs one.
const sexWords = defineMessages({
  female: { id: 'guide.group.female', defaultMessage: 'women' },
  male: { id: 'guide.group.male', defaultMessage: 'men' },
  unspecified: { id: 'guide.group.unspecified', defaultMessage: 'people' },
});
const ageWords = defineMessages({
  under21: { id: 'guide.group.under21', defaultMessage: 'under 21' },
  '21-40': { id: 'guide.group.21to40', defaultMessage: 'aged 21–40' },
  '41-60': { id: 'guide.group.41to60', defaultMessage: 'aged 41–60' },
  over60: { id: 'guide.group.over60', defaultMessage: 'over 60' },
});

/** Each key's words in the language of `intl`. */
function wordsIn<K extends string>(intl: IntlShape, messages: Record<K, MessageDescriptor>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, intl.formatMessage(message)]),
  ) as Record<K, string>;
}

const english = intlFor(DEFAULT_LANGUAGE);

export const BAND_LABELS: Record<ScoreBand, string> = wordsIn(english, bandWords);

export const DISCLAIMER = english.formatMessage(m.disclaimer);

/** The disclaimer of a guide written from the full questionnaire: the same words, naming that questionnaire. */
export const DISCLAIMER_FULL = english.formatMessage(m.disclaimerFull);

/** The guides' five traits read from the full questionnaire's domains; `reversed`: a high domain is a low trait. */
export const GUIDE_TRAIT_DOMAIN: Record<IpipFactor, { domain: NeoDomain; reversed: boolean }> = {
  extraversion: { domain: 'extraversion', reversed: false },
  agreeableness: { domain: 'agreeableness', reversed: false },
  conscientiousness: { domain: 'conscientiousness', reversed: false },
  emotionalStability: { domain: 'neuroticism', reversed: true },
  intellect: { domain: 'openness', reversed: false },
};

/** The guides' names of the five traits for a full result (the domains they are read from), in English. */
export const FULL_TRAIT_LABELS: Record<IpipFactor, string> = wordsIn(english, fullTraitWords);

/** A domain's level as the guides' band. */
const BAND_OF_LEVEL: Record<NeoLevel, ScoreBand> = { low: 'low', average: 'middle', high: 'high' };
const REVERSED_BAND: Record<ScoreBand, ScoreBand> = { low: 'high', middle: 'middle', high: 'low' };

/**
 * The comparison group in words, as the app says it: 'women aged 21–40', 'men under 21', 'people over 60' (in
 * English unless `intl` says otherwise: 'Frauen zwischen 21 und 40').
 */
export function groupWords(group: NeoGroup, intl: IntlShape = english): string {
  const sex: Record<NeoSex, string> = wordsIn(intl, sexWords);
  const ageBand: Record<NeoAgeBand, string> = wordsIn(intl, ageWords);
  return intl.formatMessage(m.group, { sex: sex[group.sex], ageBand: ageBand[group.ageBand] });
}

export interface GuidePerson {
  firstName: string;
  lastName: string;
}

/** The text with `{firstName}` replaced by the person's first name (or "there" in its language), every part escaped. */
function fill(template: string, person: GuidePerson, intl: IntlShape): SafeHtml {
  const firstName = person.firstName.trim() || intl.formatMessage(m.there);
  const [first, ...rest] = template.split('{firstName}');
  return h`${first}${rest.map((part) => h`${firstName}${part}`)}`;
}

/**
 * How a result reads in a guide, in the language of the guide's text: each trait's name, band and score line,
 * the summary's note, the disclaimer.
 */
interface GuideReading {
  label(trait: IpipFactor): string;
  band(trait: IpipFactor): ScoreBand;
  line(trait: IpipFactor): string;
  summaryNote: string;
  disclaimer: string;
}

function shortReading(scores: IpipScores, intl: IntlShape): GuideReading {
  const labels = wordsIn(intl, shortTraitWords);
  const bands = wordsIn(intl, bandWords);
  return {
    label: (trait) => labels[trait],
    band: (trait) => band(scores[trait]),
    line: (trait) =>
      intl.formatMessage(m.scoreShort, { score: scores[trait], max: SCORE_MAX, band: bands[band(scores[trait])] }),
    summaryNote: intl.formatMessage(m.summaryNoteShort),
    disclaimer: intl.formatMessage(m.disclaimer),
  };
}

/** A trait of the guides read from a full result: its band (by the domain's level) and percentile (1–99). */
export function fullTrait(result: NeoResult, trait: IpipFactor): { band: ScoreBand; percentile: number } {
  const { domain, reversed } = GUIDE_TRAIT_DOMAIN[trait];
  const score = result.domains[domain];
  const level = BAND_OF_LEVEL[neoLevelOf(score.t)];
  return reversed
    ? { band: REVERSED_BAND[level], percentile: 100 - score.percentile }
    : { band: level, percentile: score.percentile };
}

function fullReading(result: NeoResult, intl: IntlShape): GuideReading {
  const group = groupWords(result.group, intl);
  const labels = wordsIn(intl, fullTraitWords);
  const bands = wordsIn(intl, bandWords);
  return {
    label: (trait) => labels[trait],
    band: (trait) => fullTrait(result, trait).band,
    line: (trait) => {
      const { band: level, percentile } = fullTrait(result, trait);
      return intl.formatMessage(m.scoreFull, { share: percentile / 100, group, band: bands[level] });
    },
    summaryNote: intl.formatMessage(m.summaryNoteFull, { group }),
    disclaimer: intl.formatMessage(m.disclaimerFull),
  };
}

/**
 * The guide as HTML for this person and these scores (the short version's): a title, the person's name, the
 * guide's image, an introduction, one section per trait with the text of the person's band and a list of
 * suggestions, a closing paragraph and the information-only disclaimer. Every interpolated value is HTML-escaped
 * (the author's texts too). In English unless `languages` says otherwise (guideFor chooses them).
 */
export function renderGuideHtml(
  guide: GuideContent,
  scores: IpipScores,
  person: GuidePerson,
  languages: GuideLanguages = IN_ENGLISH,
): string {
  return renderGuide(guide, (intl) => shortReading(scores, intl), person, languages);
}

/** The guide as HTML for a full result (IPIP-NEO-120, against its group): as renderGuideHtml, by percentile bands. */
export function renderFullGuideHtml(
  guide: GuideContent,
  result: NeoResult,
  person: GuidePerson,
  languages: GuideLanguages = IN_ENGLISH,
): string {
  return renderGuide(guide, (intl) => fullReading(result, intl), person, languages);
}

function renderGuide(
  guide: GuideContent,
  read: (intl: IntlShape) => GuideReading,
  person: GuidePerson,
  languages: GuideLanguages,
): string {
  const intl = intlFor(languages.guide);
  const reading = read(intl);
  const item = seedItemByReportId(guide.reportId);
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const parts: SafeHtml[] = [];
  if (languages.guide !== languages.reader) {
    const note = intlFor(languages.reader).formatMessage(m.notTranslated);
    parts.push(h`<p class="guide-language-note" lang="${languages.reader}">${note}</p>`);
  }
  // An English guide for an English reader is written as it always was; any other names its language, so that
  // browsers and screen readers read it in that language whatever the page around it is in.
  const lang =
    languages.guide === DEFAULT_LANGUAGE && languages.reader === DEFAULT_LANGUAGE ? '' : h` lang="${languages.guide}"`;
  parts.push(h`<article class="insight-guide" data-guide="${guide.slug}"${lang}>`);
  parts.push(h`<header class="guide-header">`);
  parts.push(h`<h1>${guide.title}</h1>`);
  if (fullName) {
    parts.push(h`<p class="guide-person">${intl.formatMessage(m.preparedFor, { name: fullName })}</p>`);
  }
  parts.push(h`</header>`);
  if (item) {
    parts.push(
      h`<figure class="guide-image"><img src="${CATALOG_ASSETS_PATH + item.imageFileName}" alt="${guide.title}" width="480" height="270"></figure>`,
    );
  }
  parts.push(h`<p class="guide-intro">${fill(guide.intro, person, intl)}</p>`);

  if (guide.showScoreSummary) {
    parts.push(h`<section class="guide-summary"><h2>${intl.formatMessage(m.atAGlance)}</h2><ul>`);
    for (const section of guide.sections) {
      parts.push(h`<li><strong>${reading.label(section.trait)}</strong>: ${reading.line(section.trait)}</li>`);
    }
    parts.push(h`</ul><p>${reading.summaryNote}</p></section>`);
  }

  const ideasToTry = intl.formatMessage(m.ideasToTry);
  for (const section of guide.sections) {
    const level = reading.band(section.trait);
    const content = section.bands[level];
    parts.push(h`<section class="guide-section" data-trait="${section.trait}" data-band="${level}">`);
    parts.push(h`<h2>${section.heading}</h2>`);
    parts.push(h`<p class="guide-score">${reading.label(section.trait)}. ${reading.line(section.trait)}</p>`);
    parts.push(h`<p>${content.text}</p>`);
    parts.push(h`<h3>${ideasToTry}</h3><ul>`);
    for (const tip of content.tips) {
      parts.push(h`<li>${tip}</li>`);
    }
    parts.push(h`</ul></section>`);
  }

  const closingHeading = intl.formatMessage(m.closingHeading);
  parts.push(h`<section class="guide-closing"><h2>${closingHeading}</h2><p>${guide.closing}</p></section>`);
  parts.push(h`<footer class="guide-disclaimer"><p><small>${reading.disclaimer}</small></p></footer>`);
  parts.push(h`</article>`);
  return parts.join('\n');
}
