import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistorySparkline, InsightLocaleProvider, Stack, type HistorySparklinePoints } from '@insight/ui';

const three: HistorySparklinePoints = [
  { date: '2025-03-03', percentile: 12 },
  { date: '2025-09-01', percentile: 20 },
  { date: '2026-03-02', percentile: 29 },
];

const two: HistorySparklinePoints = [
  { date: '2025-11-20', percentile: 61 },
  { date: '2026-02-14', percentile: 55 },
];

/** Ten takes, one a month or so, from the bottom of the scale to the top and back. */
const ten: HistorySparklinePoints = [
  { date: '2025-01-10', percentile: 1 },
  { date: '2025-02-12', percentile: 14 },
  { date: '2025-03-15', percentile: 33 },
  { date: '2025-05-02', percentile: 58 },
  { date: '2025-06-20', percentile: 80 },
  { date: '2025-08-01', percentile: 99 },
  { date: '2025-09-09', percentile: 90 },
  { date: '2025-10-30', percentile: 64 },
  { date: '2025-12-01', percentile: 47 },
  { date: '2026-01-15', percentile: 52 },
];

const meta = {
  title: 'Components/HistorySparkline',
  component: HistorySparkline,
  tags: ['beta'],
  args: { label: 'Agreeableness over time', points: three },
  argTypes: {
    label: { control: 'text' },
    locale: { control: 'text' },
    table: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HistorySparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image whose name says every take, oldest first; the newest percentile and the first and last dates shown. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name:
          'Agreeableness over time: 12th percentile on Mar 3, 2025; 20th percentile on Sep 1, 2025; ' +
          '29th percentile on Mar 2, 2026',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('29th')).toBeVisible();
    await expect(canvas.getByText('Mar 3, 2025')).toBeVisible();
    await expect(canvas.getByText('Mar 2, 2026')).toBeVisible();
  },
};

export const TwoTakes: Story = {
  args: { label: 'Extraversion over time', points: two },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Extraversion over time: 61st percentile on Nov 20, 2025; 55th percentile on Feb 14, 2026',
      }),
    ).toBeInTheDocument();
  },
};

/** The most drawn: ten takes, the ends of the scale inside the drawing. */
export const TenTakes: Story = {
  args: { label: 'Openness over time', points: ten },
  play: async ({ canvasElement }) => {
    const dots = [...canvasElement.querySelectorAll<SVGPathElement>('[data-part="dot"]')];
    await expect(dots).toHaveLength(10);
    // The dots at 1 and 99 stay within the component's box.
    const box = canvasElement.querySelector('[data-part="drawing"]')?.parentElement?.getBoundingClientRect();
    if (!box) throw new Error('no drawing');
    for (const dot of dots) {
      const at = dot.getBoundingClientRect();
      await expect(at.top).toBeGreaterThanOrEqual(box.top);
      await expect(at.bottom).toBeLessThanOrEqual(box.bottom);
    }
  },
};

/** A visually hidden table of the takes, for reading them one by one. */
export const WithTable: Story = {
  args: { table: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Agreeableness over time' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual(['DatePercentile', 'Mar 3, 202512th', 'Sep 1, 202520th', 'Mar 2, 202629th']);
  },
};

/** Dates in another language: the locale prop, or the provider's (here German words for the name). */
export const OtherLocale: Story = {
  render: (args) => (
    <InsightLocaleProvider
      locale="de-DE"
      strings={{
        historyPoint: (date, percentile) => `${percentile}. Perzentil am ${date}`,
        percentileShort: (percentile) => `${percentile}.`,
      }}
    >
      <div lang="de">
        <HistorySparkline {...args} label="Verträglichkeit im Verlauf" />
      </div>
    </InsightLocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', {
        name:
          'Verträglichkeit im Verlauf: 12. Perzentil am 03.03.2025; 20. Perzentil am 01.09.2025; ' +
          '29. Perzentil am 02.03.2026',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('02.03.2026')).toBeVisible();
  },
};

/** Every state together; drawn on a phone and in the dark theme too. */
export const All: Story = {
  render: () => (
    <Stack gap="xl">
      <HistorySparkline label="Agreeableness over time" points={three} />
      <HistorySparkline label="Extraversion over time" points={two} />
      <HistorySparkline label="Openness over time" points={ten} table />
      <HistorySparkline
        label="Conscientiousness over time"
        points={three}
        locale="en-GB"
        dateFormat={{ dateStyle: 'long' }}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.getByText('2 March 2026')).toBeVisible();
  },
};
