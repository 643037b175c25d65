import { domainWords, facetWords } from '@insight/app/texts/facets';
import { insightTexts } from '@insight/app/texts/insight';
import { expect, test, type Page } from '@playwright/test';
import { answerQuestionnaire, becomeMember, password, SCALE, signedInClient } from './support/members';

/**
 * The full questionnaire from outside (issue 35), as a new person: a woman of 30 answers the 120 statements of the
 * IPIP-NEO-120 on the host's pages, all "Neither Inaccurate nor Accurate", having said on its first page whom she
 * is compared with. Her Personal Map gives percentiles against women aged 21–40 (Johnson's norms), with all 30
 * facets. She takes it again with other answers: both takes are kept, dated, and the change is shown; her data
 * export holds both with their facets.
 */

const ownMap = 'My Personal Map';
const group = 'women aged 21–40';
const NEUTRAL = SCALE[2];

/** The five sentences the issue checks, ±2 percentile points: where each trait stands. */
const EXPECTED = { agreeableness: 2, openness: 8, conscientiousness: 13, extraversion: 29, neuroticism: 49 } as const;

async function openMyMap(page: Page) {
  await page.getByRole('button', { name: `View ${ownMap}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: ownMap, exact: true })).toBeVisible();
}

/** The percentile a sentence 'Trait: higher than N% of women aged 21–40' on the page gives for `trait`. */
async function percentileShown(page: Page, trait: string): Promise<number> {
  const sentence = page.getByText(new RegExp(`^${trait}: higher than \\d+% of ${group}$`)).first();
  await expect(sentence).toBeVisible();
  return Number(/higher than (\d+)%/.exec((await sentence.textContent()) ?? '')?.[1]);
}

test('a woman of 30 answers the 120 statements: percentiles against her group and 30 facets; a retake is kept beside the first, with the change; the export holds both', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await becomeMember(page, 'Clara', 'Schumann', {
    answers: () => NEUTRAL,
    group: { sex: 'female', ageBand: '21-40' },
    onScreens: true,
  });

  await openMyMap(page);
  await expect(page.getByText(insightTexts.comparedWith(group), { exact: true }).first()).toBeVisible();
  for (const [domain, expected] of Object.entries(EXPECTED) as [keyof typeof EXPECTED, number][]) {
    const shown = await percentileShown(page, domainWords[domain].name);
    expect(Math.abs(shown - expected), `${domain}: ${shown} against ${expected}`).toBeLessThanOrEqual(2);
  }
  // The thirty facets, by name.
  for (const facets of Object.values(facetWords)) {
    for (const { name } of Object.values(facets as Record<string, { name: string }>)) {
      await expect(page.getByText(name, { exact: true }).first()).toBeAttached();
    }
  }
  const firstTakenOn = await page
    .getByText(/^Taken on /)
    .first()
    .textContent();

  // A second take, other answers: the first result stays until it is finished.
  await page.getByRole('button', { name: insightTexts.retake }).click();
  await answerQuestionnaire(page, (item) => SCALE[item % 5] ?? NEUTRAL);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await openMyMap(page);
  await expect(page.getByRole('heading', { name: insightTexts.historyHeading })).toBeVisible();
  await expect(page.getByText(insightTexts.historyIntro(2))).toBeVisible();
  expect(firstTakenOn).toBeTruthy();

  // The export: both takes, each with its 120 answers, 5 domains and 30 facets, and the group.
  const file = await (await signedInClient(page)).exportMyData(password);
  expect(file.version).toBe(2);
  const full = file.questionnaires.filter((take) => take.instrument === 'ipip-neo-120');
  expect(full).toHaveLength(2);
  for (const take of full) {
    expect(take.status).toBe('complete');
    expect(take.completedAt).toBeTruthy();
    expect(take.answers).toHaveLength(120);
    const domains = Object.values(take.result?.domains ?? {});
    expect(domains).toHaveLength(5);
    expect(domains.flatMap((domain) => Object.keys(domain.facets))).toHaveLength(30);
  }
  expect(full[0]?.result?.domains.agreeableness.percentile).not.toBe(full[1]?.result?.domains.agreeableness.percentile);
  expect(file.comparisonGroup).toMatchObject({ sex: 'female', ageBand: '21-40', chosen: true });
});
