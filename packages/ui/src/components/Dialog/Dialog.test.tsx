import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { HelpDialog } from './HelpDialog';

describe('Dialog', () => {
  it('opens from its trigger, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Invite friends" trigger={(props) => <button {...props}>Invite Connections</button>}>
        {({ close }) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Invite Connections' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Invite friends' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HelpDialog', () => {
  it("a '?' button opens the help", async () => {
    const user = userEvent.setup();
    render(<HelpDialog title="My Connections">Connections can see the guides you share.</HelpDialog>);
    await user.click(screen.getByRole('button', { name: 'Help: My Connections' }));
    expect(screen.getByRole('dialog', { name: 'My Connections' })).toHaveTextContent(
      'Connections can see the guides you share.',
    );
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('confirms or cancels; danger starts on Cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Remove connection?"
        tone="critical"
        confirmLabel="Remove"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Jane will no longer see your guides.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Remove connection?' })).toHaveAccessibleDescription(
      'Jane will no longer see your guides.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
