import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardGrid } from '@insight/ui';

const cards = (n: number, as: 'div' | 'li' = 'div') =>
  Array.from({ length: n }, (_, i) => (
    <Card key={i} as={as} style={{ minHeight: 100 }}>
      Card {i + 1}
    </Card>
  ));

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  tags: ['stable'],
  args: { minItemWidth: '240px', gap: 'xl', children: cards(6) },
  argTypes: {
    gap: { control: 'select', options: ['sm', 'md', 'lg', 'xl', 'xxl'] },
    children: { control: false },
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the 1024 px test viewport (less the padding), three 240 px columns fit. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Card 1').parentElement as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Guides', children: cards(3, 'li') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Card 1').parentElement as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CardGrid minItemWidth="180px" gap="md">
        {cards(5)}
      </CardGrid>
      <CardGrid minItemWidth="300px">{cards(3)}</CardGrid>
    </div>
  ),
};
