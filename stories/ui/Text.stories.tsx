import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Stack, Text, tokens, vars, type TextProps, type TextTone, type TextWeight } from '@insight/ui';
import { fontSizePx, px, rgb, textSizes as sizes } from './computed';

const weights: TextWeight[] = ['regular', 'medium', 'bold'];
const tones: TextTone[] = ['neutral', 'muted', 'critical', 'success', 'inverse'];

const meta = {
  title: 'Components/Text',
  component: Text,
  tags: ['stable'],
  args: {
    as: 'p',
    size: 'md',
    weight: 'regular',
    tone: 'neutral',
    truncate: false,
    children: 'Your Personal Map is ready. Open it from My Guides whenever you like.',
  },
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'em', 'small', 'label', 'legend'] },
    size: { control: 'select', options: sizes },
    weight: { control: 'inline-radio', options: weights },
    tone: { control: 'inline-radio', options: tones },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: 'text' },
  },
  // Text sits on a card's surface, as it does in the screens.
  decorators: [
    (Story, { name }) =>
      name === 'All' ? (
        <Story />
      ) : (
        <Card padding="lg" style={{ maxInlineSize: '32rem' }}>
          <Story />
        </Card>
      ),
  ],
  // The props of a paragraph, the default element; `as` picks another in the controls.
} satisfies Meta<TextProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Your Personal Map is ready/);
    const style = getComputedStyle(text);
    await expect(text.tagName).toBe('P');
    await expect(style.marginBlockStart).toBe('0px');
    await expect(style.marginBlockEnd).toBe('0px');
    await expect(style.fontSize).toBe(px(tokens.font.sizeMd));
    await expect(style.color).toBe(rgb(tokens.color.text));
  },
};

/** Secondary words (a hint, an introduction) are muted and often small. */
export const Muted: Story = {
  args: { tone: 'muted', size: 'sm', children: 'A jpg or png file of 1 MB or less.' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByText('A jpg or png file of 1 MB or less.'));
    await expect(style.color).toBe(rgb(tokens.color.textMuted));
    await expect(style.fontSize).toBe(px(tokens.font.sizeSm));
  },
};

/** As a label, it names its control. */
export const AsLabel: Story = {
  render: () => (
    <Stack gap="xs">
      <Text as="label" htmlFor="text-story-message" size="sm" weight="medium">
        Message
      </Text>
      <input id="text-story-message" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveAttribute('id', 'text-story-message');
    await expect(getComputedStyle(canvas.getByText('Message')).fontWeight).toBe(tokens.font.weightMedium);
  },
};

/** One line cut with an ellipsis; the whole text stays in the page for assistive technology. */
export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'Career Guide, Sports Guide and Personal Guide shared with Grace Hopper, Alan Turing and Ada Lovelace',
  },
  decorators: [(Story) => <div style={{ inlineSize: '16rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Career Guide, Sports Guide/);
    const style = getComputedStyle(text);
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    // One line: the paragraph is exactly one line high.
    await expect(Math.round(text.getBoundingClientRect().height)).toBe(Math.round(parseFloat(style.lineHeight)));
  },
};

/** Every size in every weight, then every tone on the surface it is meant for. */
export const All: Story = {
  render: () => (
    <Stack gap="xl">
      <Card padding="lg">
        <Stack gap="md">
          {sizes.map((size) => (
            <Stack key={size} direction="row" gap="xl" align="baseline" wrap>
              {weights.map((weight) => (
                <Text key={weight} as="span" size={size} weight={weight}>
                  {`${size} ${weight}`}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Card>
      <Card padding="lg">
        <Stack direction="row" gap="xl" wrap>
          {tones
            .filter((tone) => tone !== 'inverse')
            .map((tone) => (
              <Text key={tone} tone={tone}>{`${tone} text`}</Text>
            ))}
          <div style={{ background: vars.color.headerBackground, padding: `${vars.space.xs} ${vars.space.sm}` }}>
            <Text tone="inverse">inverse text</Text>
          </div>
        </Stack>
      </Card>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const size of sizes) {
      await expect(getComputedStyle(canvas.getByText(`${size} bold`)).fontSize).toBe(fontSizePx(size));
    }
    await expect(getComputedStyle(canvas.getByText('md regular')).fontWeight).toBe(tokens.font.weightRegular);
    await expect(getComputedStyle(canvas.getByText('md bold')).fontWeight).toBe(tokens.font.weightBold);
    await expect(getComputedStyle(canvas.getByText('critical text')).color).toBe(rgb(tokens.color.dangerText));
    await expect(getComputedStyle(canvas.getByText('success text')).color).toBe(rgb(tokens.color.successText));
    await expect(getComputedStyle(canvas.getByText('inverse text')).color).toBe(rgb(tokens.color.textInverse));
  },
};
