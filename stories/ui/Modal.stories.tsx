import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, Modal, TextField, vars, type ModalSize } from '@insight/ui';

type ModalArgs = ComponentProps<typeof Modal>;

/** A page with an opener button; the modal's own `open` follows local state. */
function WithOpener({ open: initiallyOpen, onClose, children, footer, ...args }: ModalArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
        {...args}
        open={open}
        onClose={close}
        footer={
          footer ?? (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button onClick={close}>Send</Button>
            </>
          )
        }
      >
        {children}
      </Modal>
    </>
  );
}

const inviteFields = (
  <div style={{ display: 'grid', gap: vars.space.lg }}>
    <TextField label="First Name" required />
    <TextField label="Last Name" required />
    <TextField label="Email" type="email" required />
  </div>
);

const terms = Array.from({ length: 14 }, (_, i) => (
  <section key={i}>
    <h3
      style={{ fontSize: vars.font.sizeMd, margin: `${vars.space.lg} 0 ${vars.space.xs}` }}
    >{`${i + 1}. Section ${i + 1}`}</h3>
    <p style={{ margin: 0 }}>
      The results and reports are generated from your answers to a questionnaire and are sold as electronic documents.
      They are provided for information only and are not psychological advice. Our liability is limited to the amount
      you paid for the transaction. We may amend these terms at any time.
    </p>
  </section>
));

const open = (userEvent: { click: (el: Element) => Promise<void> }, canvas: { getByRole: typeof screen.getByRole }) =>
  userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['stable'],
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Invite friends to join Insight!',
    description: 'They get an e-mail with a link to create their dashboard.',
    size: 'md',
    closeOnBackdropClick: true,
    closeOnEscape: true,
    children: inviteFields,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] satisfies ModalSize[] },
    title: { control: 'text' },
    description: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await open(userEvent, canvas);
    await expect(await screen.findByRole('dialog', { name: 'Invite friends to join Insight!' })).toBeInTheDocument();
    // The page behind is inert: out of reach of the keyboard, the pointer and screen readers.
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
  },
};

/** Open: focus moves to the first field and Tab / Shift+Tab stay inside the dialog. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await open(userEvent, canvas);
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends to join Insight!' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('They get an e-mail with a link to create their dashboard.');
    const first = screen.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.tab();
    await expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus(); // wrapped to the first
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus(); // wrapped back to the last
    for (let i = 0; i < 4; i += 1) await userEvent.tab({ shift: true }); // Cancel, Email, Last Name, First Name
    await expect(first).toHaveFocus();
  },
};

/** Escape closes it and focus goes back to the button that opened it. */
export const ClosesOnEscape: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await open(userEvent, canvas);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(canvasElement.closest('[inert]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  },
};

/** A click on the dimmed backdrop closes it; focus returns to the opener. */
export const ClosesOnBackdropClick: Story = {
  play: async ({ canvas, userEvent }) => {
    await open(userEvent, canvas);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog); // a click inside keeps it open
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  },
};

/** With closeOnBackdropClick off, only Escape, × or the footer close it. */
export const BackdropClickDisabled: Story = {
  args: { closeOnBackdropClick: false },
  play: async ({ canvas, userEvent }) => {
    await open(userEvent, canvas);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Terms-like text: the body scrolls inside the dialog and takes focus, so arrow keys scroll it. */
export const LongContent: Story = {
  args: {
    title: 'Terms of Service',
    description: 'Last updated April 06, 2023',
    size: 'lg',
    children: terms,
    footer: undefined,
  },
  render: (args) => <WithOpener {...args} footer={<Button onClick={() => args.onClose()}>Done</Button>} />,
  // A long dialog is where a phone screen hurts most: drawn there and in the dark theme too.
  parameters: { visual: { sets: ['phone', 'dark'] } },
  play: async ({ canvas, userEvent }) => {
    await open(userEvent, canvas);
    const region = await screen.findByRole('region', { name: 'Terms of Service' });
    await waitFor(() => expect(region).toHaveFocus());
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Remove connection?',
    description: undefined,
    children: <p style={{ margin: 0 }}>They will no longer see the guides you share.</p>,
  },
  play: async ({ canvas, userEvent }) => {
    await open(userEvent, canvas);
    // Nothing focusable in the content: the first footer action gets focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Rendered open from the start (e.g. the sharing dialog right after an invite): focus still moves in. */
export const OpenOnMount: Story = {
  args: { open: true },
  // The open dialog is also drawn at phone width and in the dark theme (no `All` matrix: one dialog shows at a time).
  parameters: { visual: { sets: ['phone', 'dark'] } },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Invite friends to join Insight!' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus());
  },
};
