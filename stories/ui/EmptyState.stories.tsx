import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, EmptyState, Stack, iconNames } from '@insight/ui';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['stable'],
  args: {
    message: 'You do not have any connections. Click Invite Connections to get started.',
    icon: 'user',
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    message: { control: 'text' },
    title: { control: 'text' },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You do not have any connections. Click Invite Connections to get started.'),
    ).toBeInTheDocument();
  },
};

const onInvite = fn();

export const WithAction: Story = {
  args: {
    message: 'You have no new invitations. Grow your community by clicking Invite Connections!',
    action: <Button onClick={onInvite}>Invite Connections</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Connections' }));
    await expect(onInvite).toHaveBeenCalled();
  },
};

export const WithTitle: Story = {
  args: {
    title: 'No guides yet',
    message: 'The selected user is not currently sharing any guides with you.',
    icon: 'info',
  },
};

export const All: Story = {
  render: () => (
    <Stack gap="lg">
      <EmptyState message="Just a message." />
      <EmptyState icon="user" title="With a title" message="And a message." />
      <EmptyState icon="cart" message="And an action." action={<Button variant="secondary">Do something</Button>} />
    </Stack>
  ),
};
