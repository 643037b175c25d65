import { traitMessages, type TraitComparison } from '@insight/api';
import { compareTexts, traitTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FetchMock } from 'fetch-mock';
import { expect, waitFor, within } from 'storybook/test';
import { ada, traitProfileOf, traitScores } from '@insight/api/testing';
import { neoInsightOf, neoPercentiles } from '@insight/app/testing';
import { zoe } from './connectionsData';
import { api, appAt, never, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Compare',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const both: TraitComparison = {
  me: traitProfileOf(ada, traitScores.ada),
  them: traitProfileOf(zoe, traitScores.zoe),
};

/** Ada compares herself with Zoe: GET /api/traits/compare/user-zoe answers `answer`. */
const comparing = (answer: Parameters<FetchMock['get']>[1]) =>
  appAt({
    path: `/compare/${zoe.id}`,
    signedIn: true,
    mock: (http) => http.get(api(`/api/traits/compare/${zoe.id}`), answer),
  });

const sentences = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Both share their Personal Map with the other: the two charts side by side, and what stands out. */
export const BothShared: Story = {
  args: { path: `/compare/${zoe.id}` },
  render: comparing(both),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('figure', { name: traitTexts.yourTraits }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: compareTexts.heading })).toBeVisible();
    await expect(canvas.getByText(compareTexts.subtitle('Zoe Quinn'))).toBeVisible();
    const theirs = canvas.getByRole('figure', { name: traitTexts.theirTraits('Zoe') });
    const extraversion = within(theirs).getByRole('row', { name: /Extraversion/ });
    await expect(within(extraversion).getByRole('cell')).toHaveTextContent('21');
    await expect(canvas.getByRole('heading', { level: 2, name: compareTexts.readingHeading })).toBeVisible();
    await expect(sentences(canvas, compareTexts.differencesHeading)).toEqual([
      'Ada scores higher on Extraversion (38) than Zoe (21).',
      'Ada scores higher on Intellect / Imagination (47) than Zoe (30).',
      'Zoe scores higher on Agreeableness (40) than Ada (24).',
    ]);
    await expect(sentences(canvas, compareTexts.similaritiesHeading)).toEqual([
      'Ada and Zoe are close on Conscientiousness (45 and 43).',
      'Ada and Zoe are close on Emotional stability (31 and 34).',
    ]);
    await expect(canvas.getByRole('button', { name: compareTexts.back })).toBeVisible();
  },
};

/** Zoe shares her map but has not finished the questionnaire: her chart and the page say so. */
export const TheyHaveNoScores: Story = {
  args: { path: `/compare/${zoe.id}` },
  render: comparing({ ...both, them: traitProfileOf(zoe, null) }),
  play: async ({ canvas }) => {
    const theirs = await canvas.findByRole('figure', { name: traitTexts.theirTraits('Zoe') }, { timeout: 15_000 });
    await expect(theirs).toHaveTextContent(traitTexts.theirTraitsEmpty('Zoe'));
    await expect(canvas.getByRole('figure', { name: traitTexts.yourTraits })).toBeVisible();
    await expect(canvas.getByText(compareTexts.noScoresTheirs('Zoe'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: compareTexts.readingHeading })).toBeNull();
  },
};

/** Only one of them shares the map: the server refuses (403) and its reason shows, with Back. */
export const Refused: Story = {
  args: { path: `/compare/${zoe.id}` },
  render: comparing({ status: 403, body: { status: 403, title: 'Forbidden', error: traitMessages.compareNeedsBoth } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      traitMessages.compareNeedsBoth,
    );
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.getByRole('button', { name: compareTexts.back })).toBeVisible();
  },
};

/** The comparison is on its way: the loading line under the layout's overlay. */
export const Loading: Story = {
  args: { path: `/compare/${zoe.id}` },
  render: comparing(never()),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(compareTexts.loading, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

/**
 * Ada has the full questionnaire, Zoe only the short version (issue 35): Ada in percentiles against her group,
 * named; Zoe's raw sums in words, said to be no percentiles.
 */
export const FullAndShort: Story = {
  args: { path: `/compare/${zoe.id}` },
  render: comparing({
    me: {
      ...traitProfileOf(ada, null),
      full: neoInsightOf(neoPercentiles.neutral, { group: { sex: 'female', ageBand: '21-40' } }),
    },
    them: traitProfileOf(zoe, traitScores.zoe),
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Percentiles' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Each person is compared with their own group.')).toBeVisible();
    await expect(sentences(canvas, 'You: compared with women aged 21–40')).toContain(
      'Agreeableness: higher than 2% of women aged 21–40',
    );
    await expect(
      canvas.getByText(
        'Zoe took the short version (50 statements): their scores are raw sums from 10 to 50, not percentiles, so they are shown in words.',
      ),
    ).toBeVisible();
    await expect(sentences(canvas, 'Zoe (short version)')).toContain('Agreeableness: high (40 of 10–50)');
    await expect(canvas.queryByRole('heading', { name: compareTexts.readingHeading })).toBeNull();
  },
};
