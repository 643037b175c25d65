import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PercentileBar, Stack, type PercentileZones } from '@insight/ui';

/** IPIP-NEO's facet levels (T below 45, above 55) as percentiles: the product gives them, the bar draws them. */
const neoZones: PercentileZones = [31, 69];
const group = 'women aged 21–40';

const meta = {
  title: 'Components/PercentileBar',
  component: PercentileBar,
  tags: ['beta'],
  args: { label: 'Agreeableness', percentile: 2, group },
  argTypes: {
    label: { control: 'text' },
    percentile: { control: { type: 'range', min: 1, max: 99, step: 1 } },
    group: { control: 'text' },
    variant: { control: 'inline-radio', options: ['standard', 'compact'] },
    level: { control: 'inline-radio', options: [undefined, 'low', 'average', 'high'] },
    change: { control: 'number' },
    hideLabel: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PercentileBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen reader hears a meter named by the label, its value the sentence. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Agreeableness' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(meter).toHaveAttribute('aria-valuemin', '1');
    await expect(meter).toHaveAttribute('aria-valuemax', '99');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Higher than 2% of women aged 21–40');
    await expect(canvas.getByText('Higher than 2% of women aged 21–40')).toBeVisible();
    await expect(canvas.getByText('2nd percentile')).toBeVisible();
  },
};

/** The low, average and high zones, named under the bar, and the level in words. */
export const WithZones: Story = {
  args: { label: 'Extraversion', percentile: 29, zones: neoZones, level: 'low' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Low', { selector: '[data-part="level"]' })).toBeVisible();
    const names = canvasElement.querySelector('[data-part="zones"]');
    await expect(names).toHaveTextContent('LowAverageHigh');
    // The zone names sit under their zones: Average between the two edges.
    const [low, average, high] = [...(names?.children ?? [])].map((name) => name.getBoundingClientRect());
    const [from, to] = [...canvasElement.querySelectorAll('[data-part="zone-edge"]')].map(
      (edge) => edge.getBoundingClientRect().left,
    );
    if (!low || !average || !high || from === undefined || to === undefined) throw new Error('zones not drawn');
    await expect(low.right).toBeLessThanOrEqual(from + 1);
    await expect(average.left).toBeGreaterThanOrEqual(from - 1);
    await expect(average.right).toBeLessThanOrEqual(to + 1);
    await expect(high.left).toBeGreaterThanOrEqual(to - 1);
  },
};

/** Up since last time: the sign, an arrow and words; the last take's place is the ring on the bar. */
export const ChangeUp: Story = {
  args: { label: 'Openness', percentile: 14, change: 6, zones: neoZones },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('+6 points since last time')).toBeVisible();
    const ring = canvasElement.querySelector('[data-part="previous"]');
    const marker = canvasElement.querySelector('[data-part="marker"]');
    if (!ring || !marker) throw new Error('the marker or the ring is missing');
    await expect(ring.getBoundingClientRect().left).toBeLessThan(marker.getBoundingClientRect().left);
  },
};

export const ChangeDown: Story = {
  args: { label: 'Conscientiousness', percentile: 13, change: -3, zones: neoZones },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−3 points since last time')).toBeVisible();
  },
};

export const NoChange: Story = {
  args: { label: 'Neuroticism', percentile: 49, change: 0, zones: neoZones },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No change since last time')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="previous"]')).toBeNull();
  },
};

/** One line, for a list of facets: the label, the bar, the short percentile and the level. */
export const Compact: Story = {
  args: { label: 'Trust', percentile: 45, variant: 'compact', level: 'average', zones: neoZones },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Trust' })).toHaveAttribute(
      'aria-valuetext',
      'Higher than 45% of women aged 21–40',
    );
    await expect(canvas.getByText('45th')).toBeVisible();
    await expect(canvas.getByText('Average')).toBeVisible();
  },
};

/** The label for screen readers only, when a heading above already names the trait. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, zones: neoZones, level: 'low' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Agreeableness' })).toBeInTheDocument();
  },
};

/** A percentile that is not a number is no score: said in words, with no bar. */
export const NoScore: Story = {
  args: { percentile: Number.NaN },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText('No score')).toBeVisible();
  },
};

/** Every state together; drawn on a phone and in the dark theme too. */
export const All: Story = {
  render: () => (
    <Stack gap="xxl">
      <Stack gap="xl">
        <PercentileBar label="Agreeableness" percentile={2} group={group} />
        <PercentileBar label="Openness" percentile={8} group={group} zones={neoZones} level="low" change={6} />
        <PercentileBar label="Conscientiousness" percentile={13} group={group} zones={neoZones} change={-3} />
        <PercentileBar label="Neuroticism" percentile={49} group={group} zones={neoZones} level="average" change={0} />
        <PercentileBar label="Extraversion" percentile={99} group="men over 60" zones={neoZones} level="high" />
        <PercentileBar label="Emotional stability" percentile={Number.NaN} group={group} />
      </Stack>
      <Stack gap="md">
        <PercentileBar variant="compact" label="Trust" percentile={1} group={group} zones={neoZones} level="low" />
        <PercentileBar
          variant="compact"
          label="Morality"
          percentile={45}
          group={group}
          zones={neoZones}
          level="average"
        />
        <PercentileBar variant="compact" label="Altruism" percentile={72} group={group} zones={neoZones} level="high" />
        <PercentileBar
          variant="compact"
          label="Cooperation"
          percentile={99}
          group={group}
          zones={neoZones}
          level="high"
          change={4}
        />
        <PercentileBar variant="compact" label="Modesty" percentile={30} group={group} />
        <PercentileBar variant="compact" label="Sympathy" percentile={Number.NaN} group={group} />
      </Stack>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('meter')).toHaveLength(10);
  },
};
