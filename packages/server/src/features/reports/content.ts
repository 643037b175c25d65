/**
 * The guides: their prose comes from packages/server/guides (see guide-files.ts), chosen here by score band
 * for each trait a guide draws on and rendered as HTML for a person's scores. Written for information only:
 * the guides describe tendencies from a questionnaire, never a diagnosis, and say so (SPEC §1, terms of service).
 *
 * Bands come from `band()` in ../survey/ipip.ts (≤ 23 low, 24–36 middle, ≥ 37 high on 10–50);
 * they are reading aids, not norms (the IPIP publishes none).
 */
import { CATALOG_ASSETS_PATH } from '../../http/paths.js';
import { h, type SafeHtml } from '../../http/html.js';
import { seedItemByReportId } from '../catalog/seed.js';
import { band, IPIP_FACTOR_LABELS, SCORE_MAX, type IpipScores, type ScoreBand } from '../survey/ipip.js';
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

/** Where the catalogue images are served. */

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

/**
 * The guide as HTML for this person and these scores: a title, the person's name, the guide's
 * image, an introduction, one section per trait with the text of the person's band and a list
 * of suggestions, a closing paragraph and the information-only disclaimer. Every interpolated
 * value is HTML-escaped (the author's texts too).
 */
export function renderGuideHtml(guide: GuideContent, scores: IpipScores, person: GuidePerson): string {
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
      const score = scores[section.trait];
      parts.push(h`<li><strong>${IPIP_FACTOR_LABELS[section.trait]}</strong>: ${scoreLine(score, band(score))}</li>`);
    }
    parts.push(
      h`</ul><p>Scores run from 10 to 50. The ranges are a reading aid based on the scale itself, not a comparison with other people.</p></section>`,
    );
  }

  for (const section of guide.sections) {
    const score = scores[section.trait];
    const level = band(score);
    const content = section.bands[level];
    parts.push(h`<section class="guide-section" data-trait="${section.trait}" data-band="${level}">`);
    parts.push(h`<h2>${section.heading}</h2>`);
    parts.push(h`<p class="guide-score">${IPIP_FACTOR_LABELS[section.trait]}. ${scoreLine(score, level)}</p>`);
    parts.push(h`<p>${content.text}</p>`);
    parts.push(h`<h3>Ideas to try</h3><ul>`);
    for (const tip of content.tips) {
      parts.push(h`<li>${tip}</li>`);
    }
    parts.push(h`</ul></section>`);
  }

  parts.push(h`<section class="guide-closing"><h2>${CLOSING_HEADING}</h2><p>${guide.closing}</p></section>`);
  parts.push(h`<footer class="guide-disclaimer"><p><small>${DISCLAIMER}</small></p></footer>`);
  parts.push(h`</article>`);
  return parts.join('\n');
}
