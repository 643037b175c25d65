import { forwardRef, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';

export type ConfirmTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Remove this connection?'. */
  title: string;
  /** What will happen. */
  children?: ReactNode;
  /** Default 'Confirm'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** danger: a red confirm button, and focus starts on Cancel. */
  tone?: ConfirmTone;
  /** The confirm button shows a spinner while the work runs. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, × and the backdrop. */
  onCancel: () => void;
}

/** Asks before an action (role="alertdialog"): a title, a message, and Cancel / Confirm buttons. */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open,
    title,
    children,
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    tone = 'default',
    loading = false,
    onConfirm,
    onCancel,
  },
  ref,
) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      ref={ref}
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      data-tone={tone}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={loading}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';
