import { forwardRef, useId, useRef, type ReactNode } from 'react';
import type { Tone } from '../../internal/vocabulary';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { useInsightStrings } from '../../theme/locale';

/** What confirming does: neutral, or critical for a destructive action (a red button, Cancel focused first). */
export type ConfirmTone = Extract<Tone, 'neutral' | 'critical'>;

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Remove this connection?'. */
  title: string;
  /** What will happen. */
  children?: ReactNode;
  /** Default: the provider's `strings.confirm`, 'Confirm'. */
  confirmLabel?: string;
  /** Default: the provider's `strings.cancel`, 'Cancel'. */
  cancelLabel?: string;
  /** danger: a red confirm button, and focus starts on Cancel. */
  tone?: ConfirmTone;
  /** The confirm button shows a spinner while the work runs. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, × and the backdrop. */
  onCancel: () => void;
}

/**
 * Asks before an action: an alertdialog named by its title and described by its message, with
 * Cancel / Confirm buttons.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  { open, title, children, confirmLabel, cancelLabel, tone = 'neutral', loading = false, onConfirm, onCancel },
  ref,
) {
  const strings = useInsightStrings();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Modal
      ref={ref}
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      data-tone={tone}
      aria-describedby={children ? messageId : undefined}
      initialFocusRef={tone === 'critical' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? strings.cancel}
          </Button>
          <Button ref={confirmRef} variant="primary" tone={tone} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? strings.confirm}
          </Button>
        </>
      }
    >
      {children ? <div id={messageId}>{children}</div> : null}
    </Modal>
  );
});
ConfirmDialog.displayName = 'ConfirmDialog';
