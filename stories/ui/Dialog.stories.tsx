import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, Dialog, HelpDialog, Stack } from '@insight/ui';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['stable'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Invite friends to join Insight!',
    description: 'They will get an e-mail with a link.',
    defaultOpen: false,
    onOpenChange: fn(),
    trigger: (props) => <Button {...props}>Invite Connections</Button>,
    children: 'After a request is created the sharing dialog opens.',
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={close}>Send</Button>
      </>
    ),
  },
  argTypes: { trigger: { control: false }, footer: { control: false }, children: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens from its trigger; Escape closes it and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Invite Connections' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Invite friends to join Insight!' });
    await expect(dialog).toHaveAccessibleDescription('They will get an e-mail with a link.');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab stays inside the dialog. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await body().findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const Help: Story = {
  render: () => (
    <Stack direction="row" gap="sm">
      <span>My Connections</span>
      <HelpDialog title="My Connections">
        Your connections and the requests you have sent. Use Set Permissions to choose which of your guides each
        connection may see.
      </HelpDialog>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const help = canvas.getByRole('button', { name: 'Help: My Connections' });
    await userEvent.click(help);
    const dialog = await body().findByRole('dialog', { name: 'My Connections' });
    await expect(dialog).toHaveTextContent('Set Permissions');
  },
};

function ConfirmDemo({ tone }: { tone: 'neutral' | 'critical' }) {
  const [open, setOpen] = useState(true);
  const [result, setResult] = useState('');
  const close = (what: string) => () => {
    setResult(what);
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Remove connection
      </Button>
      <p>{result}</p>
      <ConfirmDialog
        open={open}
        tone={tone}
        title="Remove Jane Doe?"
        confirmLabel={tone === 'critical' ? 'Remove' : 'Confirm'}
        onConfirm={close('Confirmed')}
        onCancel={close('Cancelled')}
      >
        Jane will no longer see the guides you share.
      </ConfirmDialog>
    </>
  );
}

export const Confirm: Story = {
  render: () => <ConfirmDemo tone="neutral" />,
  play: async ({ canvas, userEvent }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Remove Jane Doe?' });
    await expect(dialog).toHaveAccessibleDescription('Jane will no longer see the guides you share.');
    await waitFor(() => expect(body().getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.click(body().getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByText('Confirmed')).toBeInTheDocument();
  },
};

/** Danger: a red confirm, and focus starts on Cancel. */
export const ConfirmDanger: Story = {
  render: () => <ConfirmDemo tone="critical" />,
  play: async () => {
    await body().findByRole('alertdialog', { name: 'Remove Jane Doe?' });
    await waitFor(() => expect(body().getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(body().getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  },
};

/** A dialog over the page (the matrix: one open dialog is all a page can show). */
export const All: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await body().findByRole('dialog')).toBeVisible();
  },
};
