import { forwardRef, type ReactNode } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { Modal, type ModalProps } from '../Modal';

/** Spread on the element that opens the dialog. */
export interface DialogTriggerProps {
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
}

export interface DialogApi {
  close: () => void;
}

export interface DialogProps extends Omit<ModalProps, 'open' | 'onClose' | 'children' | 'footer'> {
  /** Controlled: open or closed. */
  open?: boolean;
  /** Uncontrolled: open at first (default false). */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, ×, backdrop, `close()`). */
  onOpenChange?: (open: boolean) => void;
  /** Renders the opener next to the dialog: `{(props) => <Button {...props}>Invite</Button>}`. */
  trigger?: (props: DialogTriggerProps) => ReactNode;
  /** The content, or a function of `{ close }`. */
  children?: ReactNode | ((api: DialogApi) => ReactNode);
  /** The actions, or a function of `{ close }`. */
  footer?: ReactNode | ((api: DialogApi) => ReactNode);
}

/**
 * Modal with its own open state and an optional trigger. Modal brings the behaviour: focus moves
 * in and is trapped, Escape closes, the heading names the dialog, focus returns to the opener.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { open, defaultOpen = false, onOpenChange, trigger, children, footer, ...rest },
  ref,
) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const api: DialogApi = { close: () => setOpen(false) };
  return (
    <>
      {trigger?.({ onClick: () => setOpen(true), 'aria-haspopup': 'dialog', 'aria-expanded': isOpen })}
      <Modal
        ref={ref}
        open={isOpen}
        onClose={api.close}
        footer={typeof footer === 'function' ? footer(api) : footer}
        {...rest}
      >
        {typeof children === 'function' ? children(api) : children}
      </Modal>
    </>
  );
});
Dialog.displayName = 'Dialog';
