import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Stack, tokens, type SpaceToken } from '@insight/ui';

const gaps = Object.keys(tokens.space) as SpaceToken[];
const boxes = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <Card key={i} padding="md">
      Item {i + 1}
    </Card>
  ));

const meta = {
  title: 'Components/Stack',
  component: Stack,
  tags: ['stable'],
  args: { gap: 'lg', direction: 'column', align: 'stretch', justify: 'start', wrap: false, children: boxes(3) },
  argTypes: {
    gap: { control: 'select', options: gaps },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Item 1').parentElement as HTMLElement;
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 'sm' },
  play: async ({ canvas }) => {
    const stack = canvas.getByText('Item 1').parentElement as HTMLElement;
    await expect(getComputedStyle(stack).columnGap).toBe('8px');
  },
};
export const RowSpaceBetween: Story = { args: { direction: 'row', justify: 'between' } };
export const Wrapping: Story = { args: { direction: 'row', wrap: true, children: boxes(12) } };

/** Every gap token, in a row. */
export const All: Story = {
  render: () => (
    <Stack gap="md">
      {gaps.map((gap) => (
        <Stack key={gap} direction="row" gap={gap}>
          <code style={{ width: 60, fontFamily: 'inherit' }}>{gap}</code>
          {boxes(3)}
        </Stack>
      ))}
    </Stack>
  ),
};
