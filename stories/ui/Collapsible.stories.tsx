import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Collapsible, Stack } from '@insight/ui';

const policy = (
  <>
    <p>
      We collect only the information needed to send your invitation: the name and e-mail address you enter. The person
      you invite receives one e-mail; we do not add them to any list.
    </p>
    <p>You can ask us to delete an invitation at any time by contacting support.</p>
  </>
);

const meta = {
  title: 'Components/Collapsible',
  component: Collapsible,
  tags: ['stable'],
  args: { title: 'Privacy Policy', children: policy, defaultOpen: false, onOpenChange: fn() },
  argTypes: { children: { control: false }, title: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Privacy Policy' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Privacy Policy' })).toHaveTextContent('We collect only');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Privacy Policy' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const All: Story = {
  render: () => (
    <Stack gap="md">
      <Collapsible title="Closed">{policy}</Collapsible>
      <Collapsible title="Open" defaultOpen>
        {policy}
      </Collapsible>
    </Stack>
  ),
};
