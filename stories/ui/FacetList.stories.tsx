import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FacetList, Stack, type FacetListFacet, type PercentileZones } from '@insight/ui';

/** IPIP-NEO's facet levels (T below 45, above 55) as percentiles. */
const neoZones: PercentileZones = [31, 69];
const group = 'women aged 21–40';

const longTrust =
  'You take people at their word and assume the best of them until they show you otherwise. Others find it ' +
  'easy to confide in you and to work with you; now and then someone may take advantage of it, so it is worth ' +
  'noticing when trust is given before it is earned.';

/** Agreeableness's six facets, with short texts written for the story (the app owns the real ones). */
const agreeableness: FacetListFacet[] = [
  { key: 'trust', name: 'Trust', percentile: 74, level: 'high', text: longTrust },
  {
    key: 'morality',
    name: 'Morality',
    percentile: 45,
    level: 'average',
    text: 'You are mostly plain in your dealings.',
  },
  { key: 'altruism', name: 'Altruism', percentile: 5, level: 'low', text: 'You help when asked rather than offer.' },
  { key: 'cooperation', name: 'Cooperation', percentile: 8, level: 'low', text: 'You stand your ground in a quarrel.' },
  { key: 'modesty', name: 'Modesty', percentile: 30, level: 'low', text: 'You say what you are good at.' },
  { key: 'sympathy', name: 'Sympathy', percentile: 52, level: 'average', text: 'You feel for others, within reason.' },
];

const openness: FacetListFacet[] = [
  {
    key: 'imagination',
    name: 'Imagination',
    percentile: 12,
    level: 'low',
    text: 'You keep to what is in front of you.',
  },
  {
    key: 'artisticInterests',
    name: 'Artistic interests',
    percentile: 40,
    level: 'average',
    text: 'Art is one interest among many.',
  },
  { key: 'emotionality', name: 'Emotionality', percentile: 66, level: 'average', text: 'You notice your feelings.' },
  { key: 'adventurousness', name: 'Adventurousness', percentile: 3, level: 'low', text: 'You like the familiar.' },
  { key: 'intellect', name: 'Intellect', percentile: 91, level: 'high', text: 'You enjoy puzzles and ideas.' },
  { key: 'liberalism', name: 'Liberalism', percentile: 50, level: 'average', text: 'You weigh the old and the new.' },
];

const meta = {
  title: 'Components/FacetList',
  component: FacetList,
  tags: ['beta'],
  args: {
    trait: { name: 'Agreeableness', percentile: 2, level: 'low' },
    facets: agreeableness,
    group,
    headingLevel: 3,
    zones: neoZones,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    group: { control: 'text' },
    textMaxLength: { control: 'number' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacetList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A heading, the trait's meter, then a list of six facets, each a meter whose value says the sentence; only the
 * long text has a 'Read more', which the keyboard reaches and opens.
 */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Agreeableness' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Agreeableness' })).toHaveAttribute(
      'aria-valuetext',
      'Higher than 2% of women aged 21–40',
    );
    const list = canvas.getByRole('list', { name: 'Agreeableness' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(within(items[1] as HTMLElement).getByRole('meter', { name: 'Morality' })).toHaveAttribute(
      'aria-valuetext',
      'Higher than 45% of women aged 21–40',
    );
    await expect(within(items[1] as HTMLElement).getByText('Average')).toBeVisible();
    const more = canvas.getByRole('button', { name: 'Read more' });
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(longTrust)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The trait's change since the last take, under its bar. */
export const WithChange: Story = {
  args: { trait: { name: 'Agreeableness', percentile: 8, level: 'low', change: 6 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+6 points since last time')).toBeVisible();
  },
};

/** Without zones: the bars have no shading, the levels are still said in words. */
export const WithoutZones: Story = {
  args: { zones: undefined, trait: { name: 'Openness', percentile: 8, level: 'low' }, facets: openness },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="average-zone"]')).toBeNull();
  },
};

/** Every text short: no 'Read more' at all. */
export const ShortTexts: Story = {
  args: { trait: { name: 'Openness', percentile: 8, level: 'low' }, facets: openness },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Two traits, one opened; drawn on a phone and in the dark theme too. */
export const All: Story = {
  render: () => (
    <Stack gap="xxl">
      <FacetList
        trait={{ name: 'Agreeableness', percentile: 2, level: 'low', change: -3 }}
        facets={agreeableness}
        group={group}
        headingLevel={3}
        zones={neoZones}
      />
      <FacetList
        trait={{ name: 'Openness', percentile: 8, level: 'low' }}
        facets={openness}
        group={group}
        headingLevel={3}
        zones={neoZones}
      />
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(canvas.getByText(longTrust)).toBeVisible();
  },
};
