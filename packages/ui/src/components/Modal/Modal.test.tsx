import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal';

function Opener(props: Partial<ModalProps> & { withForm?: boolean }) {
  const [open, setOpen] = useState(false);
  const { withForm = true, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Terms of Service"
        description="Last updated April 06, 2023"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Save</button>
          </>
        }
        {...rest}
      >
        {withForm ? (
          <label>
            Name <input />
          </label>
        ) : (
          <p>Read me.</p>
        )}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog in a portal, named by its heading and described by its description', () => {
    const { container } = render(
      <Modal open onClose={() => {}} title="Privacy Policy" description="How we use your data">
        <p>Text</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('How we use your data');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus to the first field of its content on open', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the first footer action, then the dialog itself, when the content has nothing to focus', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Opener withForm={false} />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    unmount();

    render(
      <Modal open onClose={() => {}} title="Plain" hideCloseButton>
        <p>Nothing to focus.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Plain' })).toHaveFocus();
  });

  it('focuses the element given as initialFocusRef', () => {
    function WithRef() {
      const save = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="Confirm" initialFocusRef={save} footer={<button ref={save}>Save</button>}>
          <input aria-label="First" />
        </Modal>
      );
    }
    render(<WithRef />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const save = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped to the first
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus(); // wrapped to the last
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button, and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape when closeOnEscape is false', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Sticky" closeOnEscape={false} />);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click but not on a click inside; the backdrop can be turned off', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Backdrop">
        <p>Inside</p>
      </Modal>,
    );
    await user.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = document.querySelector('[data-insight-modal-backdrop]') as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <Modal open onClose={onClose} title="Backdrop" closeOnBackdropClick={false}>
        <p>Inside</p>
      </Modal>,
    );
    await user.click(document.querySelector('[data-insight-modal-backdrop]') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(<Modal open onClose={() => {}} title="Lock" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal open={false} onClose={() => {}} title="Lock" />);
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('makes the page behind inert while open (out of reach of keyboard, pointer and screen readers), not the toasts', async () => {
    const user = userEvent.setup();
    const toasts = document.createElement('div');
    toasts.setAttribute('data-insight-portal', '');
    document.body.append(toasts);
    const { container } = render(<Opener />);
    const page = container; // the page's root element, a child of body
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    expect(page).toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');
    expect(document.querySelector('[data-insight-modal-backdrop]')).not.toHaveAttribute('inert');
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    toasts.remove();
  });

  it('with two open, the lower one is inert under the top one until the top one closes', () => {
    const { container, rerender } = render(
      <>
        <Modal open onClose={() => {}} title="Invite" />
        <Modal open onClose={() => {}} title="Share" />
      </>,
    );
    const [lower, upper] = document.querySelectorAll('[data-insight-modal-backdrop]');
    expect(lower).toHaveAttribute('inert');
    expect(upper).not.toHaveAttribute('inert');
    rerender(
      <>
        <Modal open onClose={() => {}} title="Invite" />
        <Modal open={false} onClose={() => {}} title="Share" />
      </>,
    );
    expect(lower).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');
  });

  it('with two open, Escape closes only the top one', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onClose={outer} title="Invite" />
        <Modal open onClose={inner} title="Share" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('a modal that closes under a newer one leaves the focus in the newer one', () => {
    function Flow() {
      const [step, setStep] = useState<'invite' | 'share'>('invite');
      return (
        <>
          <Modal open={step === 'invite'} onClose={() => {}} title="Invite">
            <button type="button" onClick={() => setStep('share')}>
              Send
            </button>
          </Modal>
          <Modal open={step === 'share'} onClose={() => {}} title="Share">
            <input aria-label="Select All" type="checkbox" />
          </Modal>
        </>
      );
    }
    render(<Flow />);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveFocus();
  });

  it('a modal closing under a newer one (opened first, closed after) keeps focus in the newer one', () => {
    function Flow() {
      const [invite, setInvite] = useState(false);
      const [share, setShare] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setInvite(true)}>
            Invite Connections
          </button>
          <Modal open={invite} onClose={() => {}} title="Invite">
            <button type="button" onClick={() => setShare(true)}>
              Send
            </button>
            <button type="button" onClick={() => setInvite(false)}>
              Done
            </button>
          </Modal>
          <Modal open={share} onClose={() => {}} title="Share">
            <input aria-label="Select All" type="checkbox" />
          </Modal>
        </>
      );
    }
    render(<Flow />);
    const opener = screen.getByRole('button', { name: 'Invite Connections' });
    act(() => opener.focus());
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    act(() => screen.getByRole('button', { name: 'Done', hidden: true }).click());
    expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveFocus();
  });

  it('forwards its ref to the dialog element', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(<Modal ref={ref} open onClose={() => {}} title="Ref" size="lg" />);
    expect(ref.current).toBe(screen.getByRole('dialog'));
    expect(ref.current).toHaveAttribute('data-size', 'lg');
  });

  it('brings focus back inside when something outside takes it', () => {
    render(
      <>
        <button type="button">Outside</button>
        <Modal open onClose={() => {}} title="Trap" footer={<button type="button">Inside</button>} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });
});
