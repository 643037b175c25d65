import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Heading, Stack, Text, tokens, type HeadingLevel, type TextSize } from '@insight/ui';
import { fontSizePx, px, textSizes as sizes } from './computed';

const levels: HeadingLevel[] = [1, 2, 3, 4, 5, 6];
/** The size a level takes when none is given. */
const sizeOfLevel: Record<HeadingLevel, TextSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'xs' };

const meta = {
  title: 'Components/Heading',
  component: Heading,
  tags: ['stable'],
  args: { level: 2, children: 'My Connections' },
  argTypes: {
    level: { control: 'inline-radio', options: levels },
    size: { control: 'select', options: [undefined, ...sizes] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'My Connections' });
    const style = getComputedStyle(heading);
    await expect(heading.tagName).toBe('H2');
    await expect(style.fontSize).toBe(px(tokens.font.sizeXl));
    await expect(style.fontWeight).toBe(tokens.font.weightBold);
    await expect(style.marginBlockStart).toBe('0px');
  },
};

/** The outline says h3; the design says md: a card's sub-section looks quieter without skipping a level. */
export const SizeApartFromLevel: Story = {
  args: { level: 3, size: 'md', children: 'Biggest differences' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Biggest differences' });
    await expect(getComputedStyle(heading).fontSize).toBe(px(tokens.font.sizeMd));
  },
};

/** A section labelled by its heading, as the screens' cards are; the heading takes the card's text colour. */
export const LabelsASection: Story = {
  render: (args) => (
    <Card as="section" padding="xl" aria-labelledby="heading-story-title">
      <Stack gap="md">
        <Heading {...args} id="heading-story-title" />
        <Text tone="muted">You do not have any connections. Click Invite Connections to get started.</Text>
      </Stack>
    </Card>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'My Connections' });
    const heading = within(section).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).color).toBe(getComputedStyle(section).color);
  },
};

/** Every level at its own size, then every size at one level. */
export const All: Story = {
  render: () => (
    <Stack gap="xl">
      <Stack gap="sm">
        {levels.map((level) => (
          <Heading key={level} level={level}>{`Level ${level}, size ${sizeOfLevel[level]}`}</Heading>
        ))}
      </Stack>
      <Stack gap="sm">
        {sizes.map((size) => (
          <Heading key={size} level={2} size={size}>{`Size ${size} at level 2`}</Heading>
        ))}
      </Stack>
      <Heading level={2} align="center">
        Level 2, centred
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of levels) {
      const heading = canvas.getByRole('heading', { level, name: `Level ${level}, size ${sizeOfLevel[level]}` });
      await expect(getComputedStyle(heading).fontSize).toBe(fontSizePx(sizeOfLevel[level]));
    }
    for (const size of sizes) {
      const heading = canvas.getByRole('heading', { level: 2, name: `Size ${size} at level 2` });
      await expect(getComputedStyle(heading).fontSize).toBe(fontSizePx(size));
    }
    await expect(getComputedStyle(canvas.getByRole('heading', { name: 'Level 2, centred' })).textAlign).toBe('center');
  },
};
