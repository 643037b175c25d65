import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsightProvider, TraitChart, vars, type TraitChartTrait } from '@insight/ui';
import { fontSizePx, textSizes } from './computed';

/** The Big-Five factors as the IPIP questionnaire names them; scores run 10–50. */
const bigFive: TraitChartTrait[] = [
  { key: 'extraversion', label: 'Extraversion' },
  { key: 'agreeableness', label: 'Agreeableness' },
  { key: 'conscientiousness', label: 'Conscientiousness' },
  { key: 'emotionalStability', label: 'Emotional stability' },
  { key: 'intellect', label: 'Intellect / Imagination' },
];
const ada = {
  name: 'Ada',
  values: { extraversion: 38, agreeableness: 24, conscientiousness: 45, emotionalStability: 31, intellect: 47 },
};
const grace = {
  name: 'Grace',
  values: { extraversion: 21, agreeableness: 40, conscientiousness: 43, emotionalStability: 36, intellect: 30 },
};

/** The sizes of the type scale, as a computed style gives them. */
const typeScale = new Set(textSizes.map(fontSizePx));

/**
 * Every word of the drawing as it is drawn: the computed font size (HTML text is never scaled), which must be
 * one of the type scale's and at least 12 px.
 */
const expectReadableText = async (drawing: HTMLElement) => {
  const walker = document.createTreeWalker(drawing, NodeFilter.SHOW_TEXT);
  let texts = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim() || !node.parentElement) continue;
    texts += 1;
    const size = getComputedStyle(node.parentElement).fontSize;
    await expect(typeScale.has(size) && parseFloat(size) >= 12, `"${node.nodeValue}" at ${size}`).toBe(true);
  }
  await expect(texts).toBeGreaterThan(10);
  await expect(drawing.querySelector('text')).toBeNull();
};

/** The chart's column on a 320 px phone (less the page's 16 px each side). */
const PHONE_COLUMN = 288;

const meta = {
  title: 'Components/TraitChart',
  component: TraitChart,
  tags: ['beta'],
  args: { title: 'Your traits', traits: bigFive, series: [ada], scaleLabels: ['Low', 'High'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TraitChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerson: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Your traits' });
    const table = within(figure).getByRole('table', { name: 'Your traits' });
    const row = within(table).getByRole('row', { name: /Conscientiousness/ });
    await expect(within(row).getByRole('cell')).toHaveTextContent('45');
    await expect(within(figure).getByTestId('trait-chart-drawing')).toHaveAttribute('aria-hidden', 'true');
    await expectReadableText(within(figure).getByTestId('trait-chart-drawing'));
  },
};

export const TwoPeople: Story = {
  args: { title: 'Ada and Grace', series: [ada, grace] },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headings).toEqual(['Trait', 'Ada', 'Grace']);
    const row = canvas.getByRole('row', { name: /Extraversion/ });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['38', '21']);
  },
};

/** A circle: nine people on one chart, each with a shape of their own; the table reads them in order. */
const circleNames = ['Ada', 'Grace', 'Hedy', 'Katherine', 'Mary', 'Radia', 'Barbara', 'Frances', 'Jean'];
export const NinePeople: Story = {
  args: {
    title: 'My circle',
    series: circleNames.map((name, i) => ({
      name,
      values: {
        extraversion: 12 + i * 4,
        agreeableness: 46 - i * 3,
        conscientiousness: 20 + ((i * 7) % 25),
        emotionalStability: 30 + ((i * 5) % 15),
        intellect: 18 + ((i * 11) % 30),
      },
    })),
  },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headings).toEqual(['Trait', ...circleNames]);
  },
};

export const Empty: Story = {
  args: { series: [{ name: 'Ada', values: {} }], emptyText: 'Take the questionnaire to see your traits.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Your traits' })).toHaveTextContent(
      'Take the questionnaire to see your traits.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LongLabels: Story = {
  args: {
    title: 'Traits with long names',
    traits: [
      { key: 'extraversion', label: 'Extraversion: energy drawn from other people, talkativeness and assertiveness' },
      { key: 'agreeableness', label: 'Agreeableness' },
      {
        key: 'emotionalStability',
        label: 'Emotional stability: staying calm and even-tempered under pressure at work and at home',
      },
    ],
    series: [ada, grace],
  },
  play: async ({ canvasElement }) => {
    // A long name wraps onto more lines above its track; the track stays under it.
    const row = canvasElement.querySelector('[data-trait="emotionalStability"]');
    const label = row?.querySelector<HTMLElement>('[data-part="label"]');
    const track = row?.querySelector<HTMLElement>('[data-part="track"]');
    if (!label || !track) throw new Error('the row has no label or track');
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(1.5 * lineHeight);
    await expect(track.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.getBoundingClientRect().bottom);
  },
};

/**
 * On the narrowest phone the chart reflows instead of shrinking: each trait's name and the scores on a line
 * above its track, every word on the type scale and never under 12 px, nothing wider than the column.
 */
export const Phone: Story = {
  args: { title: 'Ada and Grace', series: [ada, grace] },
  decorators: [
    (Story) => (
      <div style={{ width: PHONE_COLUMN }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { sets: ['phone', 'dark'] } },
  play: async ({ canvas }) => {
    const drawing = canvas.getByTestId('trait-chart-drawing');
    await expectReadableText(drawing);
    await expect(drawing.scrollWidth).toBeLessThanOrEqual(PHONE_COLUMN);
    await expect(drawing.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_COLUMN);
    for (const row of drawing.querySelectorAll<HTMLElement>('[data-part="trait"]')) {
      const label = row.querySelector<HTMLElement>('[data-part="label"]');
      const values = row.querySelector<HTMLElement>('[data-part="values"]');
      const track = row.querySelector<HTMLElement>('[data-part="track"]');
      if (!label || !values || !track) throw new Error('a row without its label, scores or track');
      await expect(track.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.getBoundingClientRect().bottom);
      await expect(track.getBoundingClientRect().top).toBeGreaterThanOrEqual(values.getBoundingClientRect().bottom);
      await expect(values.getBoundingClientRect().right).toBeLessThanOrEqual(drawing.getBoundingClientRect().right);
    }
  },
};

/** Long names on a phone: they wrap above their tracks, at the same sizes. */
export const PhoneLongLabels: Story = {
  ...Phone,
  args: { ...LongLabels.args, scaleLabels: ['Far below the average', 'Far above the average'] },
  parameters: {},
  play: async ({ canvas }) => {
    const drawing = canvas.getByTestId('trait-chart-drawing');
    await expectReadableText(drawing);
    await expect(drawing.scrollWidth).toBeLessThanOrEqual(PHONE_COLUMN);
  },
};

/** The dark theme under a scope (`<InsightProvider theme="dark" scope=…>`): the chart reads only tokens, so it follows. */
export const DarkTheme: Story = {
  args: { title: 'Ada and Grace', series: [ada, grace] },
  decorators: [
    (Story) => (
      <div className="trait-chart-dark" style={{ padding: vars.space.lg, maxWidth: 560 }}>
        <InsightProvider theme="dark" scope=".trait-chart-dark">
          <Story />
        </InsightProvider>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Ada and Grace' })).toBeInTheDocument();
  },
};

/** Every state side by side: one person, two overlaid, a chosen marker, empty. */
export const All: Story = {
  decorators: [(Story) => Story()],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl }}>
      <TraitChart title="One person" traits={bigFive} series={[ada]} />
      <TraitChart title="Two people" traits={bigFive} series={[ada, grace]} />
      <TraitChart title="Grace on her own" traits={bigFive} series={[{ ...grace, marker: 'second' }]} />
      <TraitChart
        title="No scores"
        traits={bigFive}
        series={[{ name: 'Ada', values: {} }]}
        emptyText="No scores yet."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
  },
};
