import { circleTexts } from '@insight/app';
import { neoInsightOf, neoPercentiles } from '@insight/app/testing';
import { ada, connectionOf, person, traitProfileOf, traitScores } from '@insight/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { api, appAt, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Circle',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const map = { reportId: 1, reportName: 'My Personal Map' };
const names = ['Zoe', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy'];
const people = names.map((name, i) => person(String(100 + i), name, 'Quinn'));
const scoresOf = (i: number) => ({
  extraversion: 14 + i * 4,
  agreeableness: 44 - i * 3,
  conscientiousness: 20 + ((i * 7) % 25),
  emotionalStability: 26 + ((i * 5) % 18),
  intellect: 18 + ((i * 11) % 30),
});

/** Ada's circle: every person shares their Personal Map both ways with her; `chosen` are in the address. */
const circle = (chosen: number, eligible = people.length) =>
  appAt({
    path:
      chosen > 0
        ? `/circle?with=${people
            .slice(0, chosen)
            .map((p) => p.id)
            .join(',')}`
        : '/circle',
    signedIn: true,
    mock: (http) => {
      http.get(
        api('/api/connection'),
        people
          .slice(0, eligible)
          .map((other, i) => connectionOf({ id: 50 + i, me: ada, other, mine: [map], theirs: [map] })),
      );
      http.get(`begin:${api('/api/traits/circle/')}`, {
        me: traitProfileOf(ada, traitScores.ada),
        people: people.slice(0, chosen).map((p, i) => traitProfileOf(p, scoresOf(i))),
      });
    },
  });

/** No one shares both ways yet: the way to Connections. */
export const NoOneYet: Story = {
  args: { path: '/circle' },
  render: circle(0, 0),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(circleTexts.noneEligible, {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: circleTexts.toConnections })).toBeVisible();
  },
};

/** One person chosen: Ada and Zoe on one chart, the spread and the reading. */
export const OnePerson: Story = {
  args: { path: '/circle' },
  render: circle(1),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('figure', { name: circleTexts.chartTitle }, { timeout: 15_000 });
    await expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Trait', circleTexts.you, 'Zoe']);
    await expect(canvas.getByRole('table', { name: circleTexts.spreadHeading })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Zoe Quinn' })).toBeChecked();
  },
};

/** Eight chosen, the most a circle holds: the ninth waits, and the screen says why. */
export const EightPeople: Story = {
  args: { path: '/circle' },
  render: circle(8),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('figure', { name: circleTexts.chartTitle }, { timeout: 15_000 });
    await expect(within(chart).getAllByRole('columnheader')).toHaveLength(10);
    await expect(canvas.getByRole('checkbox', { name: 'Ivy Quinn' })).toBeDisabled();
    await expect(canvas.getByText(circleTexts.full(8))).toBeVisible();
  },
};

/**
 * Full results (issue 35): Ada and Zoe in percentiles on one chart, each against her own group, named; Bea has only
 * the short version, on a raw chart of her own and in words, never as percentiles.
 */
export const FullResults: Story = {
  args: { path: '/circle' },
  render: appAt({
    path: `/circle?with=${people[0]?.id},${people[1]?.id}`,
    signedIn: true,
    mock: (http) => {
      http.get(
        api('/api/connection'),
        people.slice(0, 2).map((other, i) => connectionOf({ id: 50 + i, me: ada, other, mine: [map], theirs: [map] })),
      );
      const [zoe, bea] = people;
      if (!zoe || !bea) throw new Error('people missing');
      http.get(`begin:${api('/api/traits/circle/')}`, {
        me: { ...traitProfileOf(ada, null), full: neoInsightOf(neoPercentiles.neutral) },
        people: [
          {
            ...traitProfileOf(zoe, null),
            full: neoInsightOf(neoPercentiles.zoe, { group: { sex: 'male', ageBand: '41-60' }, connection: true }),
          },
          traitProfileOf(bea, scoresOf(1)),
        ],
      });
    },
  }),
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('figure', { name: 'Your circle in percentiles' }, { timeout: 15_000 });
    await expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Trait', circleTexts.you, 'Zoe']);
    await expect(canvas.getByText('Each person is compared with their own group.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'You: compared with women aged 21–40' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Zoe: compared with men aged 41–60' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Bea took the short version (50 statements): their scores are raw sums from 10 to 50, not percentiles, so they are shown in words.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Short version (50 statements)' })).toBeVisible();
  },
};
