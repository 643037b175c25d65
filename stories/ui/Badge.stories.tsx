import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, Stack } from '@insight/ui';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['stable'],
  args: { count: 3, max: 99, label: 'pending invitations' },
  argTypes: { count: { control: { type: 'number', step: 1 } } },
  render: (args) => (
    <Stack direction="row" gap="xs">
      <span>Connections</span>
      <Badge {...args} data-testid="badge" />
    </Stack>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge')).toHaveTextContent('3');
    await expect(canvas.getByText('3 pending invitations')).toBeInTheDocument();
  },
};

/** Hidden at 0. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('badge')).not.toBeInTheDocument();
  },
};

/** Never below 0: a negative count shows nothing. */
export const Negative: Story = {
  args: { count: -4 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('badge')).not.toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge')).toHaveTextContent('99+');
  },
};

export const All: Story = {
  render: () => (
    <Stack direction="row" gap="xl">
      {[-1, 0, 1, 9, 42, 100].map((count) => (
        <Stack key={count} direction="row" gap="xs">
          <span>{`count ${count}:`}</span>
          <Badge count={count} />
        </Stack>
      ))}
    </Stack>
  ),
};
