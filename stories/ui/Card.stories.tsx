import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Stack, vars } from '@insight/ui';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['stable'],
  args: { padding: 'lg', elevation: 'flat', as: 'div', children: 'A plain surface for panels and cards.' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg', 'xl'] },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A plain surface for panels and cards.')).toBeVisible();
  },
};
export const Raised: Story = { args: { elevation: 'raised', children: 'Raised: a larger shadow.' } };
export const AsArticle: Story = {
  args: { as: 'article', 'aria-label': 'My Connections', children: 'An article named by its label.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'My Connections' })).toBeInTheDocument();
  },
};

export const All: Story = {
  render: () => (
    <Stack direction="row" gap="xl" wrap>
      {(['none', 'md', 'lg', 'xl'] as const).map((padding) =>
        (['flat', 'raised'] as const).map((elevation) => (
          <Card key={`${padding}-${elevation}`} padding={padding} elevation={elevation} style={{ width: 180 }}>
            <span style={{ fontSize: vars.font.sizeSm }}>{`padding ${padding}, ${elevation}`}</span>
          </Card>
        )),
      )}
    </Stack>
  ),
};
