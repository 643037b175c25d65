/**
 * The guides: their prose comes from packages/server/guides (see guide-files.ts), chosen here by band for each
 * trait a guide draws on and rendered as HTML for a person's result. Written for information only: the guides
 * describe tendencies from a questionnaire, never a diagnosis, and say so (SPEC §1, terms of service).
 *
 * Two kinds of result choose the bands:
 * - the short version (IPIP 50 items): `band()` in ../survey/ipip.ts (≤ 23 low, 24–36 middle, ≥ 37 high on
 *   10–50), a reading aid, not a norm (the IPIP publishes none); the score line says "n of 50". Written exactly
 *   as before the full questionnaire came (rendered-guides.fixture.json).
 * - the full one (IPIP-NEO-120): the domain's level against the person's comparison group (`levelOf` on its T
 *   score: low < 45 ≤ average ≤ 55 < high → the guides' low, middle, high), the guides' five traits read from the
 *   domains (GUIDE_TRAIT_DOMAIN; emotional stability is neuroticism reversed); the score line says the
 *   percentile against the group in words ("higher than 8% of women aged 21–40", as the map says it).
 */
import type { NeoAgeBand, NeoDomain, NeoGroup, NeoLevel, NeoResult, NeoSex } from '@insight/api';
import { CATALOG_ASSETS_PATH } from '../../http/paths.js';
import { h, type SafeHtml } from '../../http/html.js';
import { seedItemByReportId } from '../catalog/index.js';
import {
  band,
  IPIP_FACTOR_LABELS,
  levelOf,
  SCORE_MAX,
  type IpipFactor,
  type IpipScores,
  type ScoreBand,
} from '../survey/index.js';
import { CLOSING_HEADING, loadGuides, type GuideContent } from './guide-files.js';

/** Read and checked once, when the server starts: a bad file stops the start. */
export const GUIDES: readonly GuideContent[] = loadGuides();

export function guideByReportId(reportId: number): GuideContent | undefined {
  return GUIDES.find((guide) => guide.reportId === reportId);
}

export const BAND_LABELS: Record<ScoreBand, string> = {
  low: 'lower range',
  middle: 'middle range',
  high: 'higher range',
};

export const DISCLAIMER =
  'This guide is for information only. It is based on your own answers to a public-domain questionnaire ' +
  '(the IPIP Big-Five Factor Markers) and describes broad tendencies, not fixed facts about you. It is not ' +
  'psychological advice, assessment, diagnosis or treatment. If you are finding things hard, please talk to a ' +
  'qualified professional or someone you trust.';

/** The disclaimer of a guide written from the full questionnaire: the same words, naming that questionnaire. */
export const DISCLAIMER_FULL =
  'This guide is for information only. It is based on your own answers to a public-domain questionnaire ' +
  '(the IPIP-NEO-120) and describes broad tendencies, not fixed facts about you. It is not ' +
  'psychological advice, assessment, diagnosis or treatment. If you are finding things hard, please talk to a ' +
  'qualified professional or someone you trust.';

const SHORT_SUMMARY_NOTE =
  'Scores run from 10 to 50. The ranges are a reading aid based on the scale itself, not a comparison with other people.';

/** The guides' five traits read from the full questionnaire's domains; `reversed`: a high domain is a low trait. */
export const GUIDE_TRAIT_DOMAIN: Record<IpipFactor, { domain: NeoDomain; reversed: boolean }> = {
  extraversion: { domain: 'extraversion', reversed: false },
  agreeableness: { domain: 'agreeableness', reversed: false },
  conscientiousness: { domain: 'conscientiousness', reversed: false },
  emotionalStability: { domain: 'neuroticism', reversed: true },
  intellect: { domain: 'openness', reversed: false },
};

/** The guides' names of the five traits for a full result (the domains they are read from). */
export const FULL_TRAIT_LABELS: Record<IpipFactor, string> = {
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
  emotionalStability: 'Emotional Stability',
  intellect: 'Openness to Experience',
};

/** A domain's level as the guides' band. */
const BAND_OF_LEVEL: Record<NeoLevel, ScoreBand> = { low: 'low', average: 'middle', high: 'high' };
const REVERSED_BAND: Record<ScoreBand, ScoreBand> = { low: 'high', middle: 'middle', high: 'low' };

// The same words as the app's (packages/app/src/texts/facets.ts, groupWords): a guide and the map name a group alike.
const SEX_WORDS: Record<NeoSex, string> = { female: 'women', male: 'men', unspecified: 'people' };
const AGE_WORDS: Record<NeoAgeBand, string> = {
  under21: 'under 21',
  '21-40': 'aged 21–40',
  '41-60': 'aged 41–60',
  over60: 'over 60',
};

/** The comparison group in words, as the app says it: 'women aged 21–40', 'men under 21', 'people over 60'. */
export const groupWords = (group: NeoGroup): string => `${SEX_WORDS[group.sex]} ${AGE_WORDS[group.ageBand]}`;

export interface GuidePerson {
  firstName: string;
  lastName: string;
}

/** The text with `{firstName}` replaced by the person's first name (or "there"), every part escaped. */
function fill(template: string, person: GuidePerson): SafeHtml {
  const firstName = person.firstName.trim() || 'there';
  const [first, ...rest] = template.split('{firstName}');
  return h`${first}${rest.map((part) => h`${firstName}${part}`)}`;
}

function scoreLine(score: number, level: ScoreBand): SafeHtml {
  return h`Your score: ${score} of ${SCORE_MAX} (${BAND_LABELS[level]})`;
}

/** How a result reads in a guide: each trait's name, band and score line, the summary's note, the disclaimer. */
interface GuideReading {
  label(trait: IpipFactor): string;
  band(trait: IpipFactor): ScoreBand;
  line(trait: IpipFactor): SafeHtml;
  summaryNote: string;
  disclaimer: string;
}

function shortReading(scores: IpipScores): GuideReading {
  return {
    label: (trait) => IPIP_FACTOR_LABELS[trait],
    band: (trait) => band(scores[trait]),
    line: (trait) => scoreLine(scores[trait], band(scores[trait])),
    summaryNote: SHORT_SUMMARY_NOTE,
    disclaimer: DISCLAIMER,
  };
}

/** A trait of the guides read from a full result: its band (by the domain's level) and percentile (1–99). */
export function fullTrait(result: NeoResult, trait: IpipFactor): { band: ScoreBand; percentile: number } {
  const { domain, reversed } = GUIDE_TRAIT_DOMAIN[trait];
  const score = result.domains[domain];
  const level = BAND_OF_LEVEL[levelOf(score.t)];
  return reversed
    ? { band: REVERSED_BAND[level], percentile: 100 - score.percentile }
    : { band: level, percentile: score.percentile };
}

function fullReading(result: NeoResult): GuideReading {
  const group = groupWords(result.group);
  return {
    label: (trait) => FULL_TRAIT_LABELS[trait],
    band: (trait) => fullTrait(result, trait).band,
    line: (trait) => {
      const { band: level, percentile } = fullTrait(result, trait);
      return h`Your score: higher than ${percentile}% of ${group} (${BAND_LABELS[level]})`;
    },
    summaryNote:
      `Each score says what share of ${group} you score higher than, by Johnson's norms for the IPIP-NEO-120 ` +
      '(large English-language internet samples). Emotional stability is the reverse of neuroticism. The middle ' +
      'range is the middle of that group; the lower and higher ranges lie below and above it.',
    disclaimer: DISCLAIMER_FULL,
  };
}

/**
 * The guide as HTML for this person and these scores (the short version's): a title, the person's name, the
 * guide's image, an introduction, one section per trait with the text of the person's band and a list of
 * suggestions, a closing paragraph and the information-only disclaimer. Every interpolated value is HTML-escaped
 * (the author's texts too).
 */
export function renderGuideHtml(guide: GuideContent, scores: IpipScores, person: GuidePerson): string {
  return renderGuide(guide, shortReading(scores), person);
}

/** The guide as HTML for a full result (IPIP-NEO-120, against its group): as renderGuideHtml, by percentile bands. */
export function renderFullGuideHtml(guide: GuideContent, result: NeoResult, person: GuidePerson): string {
  return renderGuide(guide, fullReading(result), person);
}

function renderGuide(guide: GuideContent, reading: GuideReading, person: GuidePerson): string {
  const item = seedItemByReportId(guide.reportId);
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const parts: SafeHtml[] = [];
  parts.push(h`<article class="insight-guide" data-guide="${guide.slug}">`);
  parts.push(h`<header class="guide-header">`);
  parts.push(h`<h1>${guide.title}</h1>`);
  if (fullName) {
    parts.push(h`<p class="guide-person">Prepared for ${fullName}</p>`);
  }
  parts.push(h`</header>`);
  if (item) {
    parts.push(
      h`<figure class="guide-image"><img src="${CATALOG_ASSETS_PATH + item.imageFileName}" alt="${guide.title}" width="480" height="270"></figure>`,
    );
  }
  parts.push(h`<p class="guide-intro">${fill(guide.intro, person)}</p>`);

  if (guide.showScoreSummary) {
    parts.push(h`<section class="guide-summary"><h2>Your five traits at a glance</h2><ul>`);
    for (const section of guide.sections) {
      parts.push(h`<li><strong>${reading.label(section.trait)}</strong>: ${reading.line(section.trait)}</li>`);
    }
    parts.push(h`</ul><p>${reading.summaryNote}</p></section>`);
  }

  for (const section of guide.sections) {
    const level = reading.band(section.trait);
    const content = section.bands[level];
    parts.push(h`<section class="guide-section" data-trait="${section.trait}" data-band="${level}">`);
    parts.push(h`<h2>${section.heading}</h2>`);
    parts.push(h`<p class="guide-score">${reading.label(section.trait)}. ${reading.line(section.trait)}</p>`);
    parts.push(h`<p>${content.text}</p>`);
    parts.push(h`<h3>Ideas to try</h3><ul>`);
    for (const tip of content.tips) {
      parts.push(h`<li>${tip}</li>`);
    }
    parts.push(h`</ul></section>`);
  }

  parts.push(h`<section class="guide-closing"><h2>${CLOSING_HEADING}</h2><p>${guide.closing}</p></section>`);
  parts.push(h`<footer class="guide-disclaimer"><p><small>${reading.disclaimer}</small></p></footer>`);
  parts.push(h`</article>`);
  return parts.join('\n');
}
