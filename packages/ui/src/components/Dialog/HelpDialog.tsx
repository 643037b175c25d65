import { forwardRef, type ReactNode } from 'react';
import { Button, IconButton } from '../Button';
import { Dialog } from './Dialog';
import { useInsightStrings } from '../../theme/locale';

export interface HelpDialogProps {
  /** The dialog's heading, e.g. 'My Connections'. */
  title: string;
  /** The '?' button's accessible name (default: the provider's `strings.help`, 'Help: {title}'). */
  label?: string;
  /** The help text. */
  children: ReactNode;
  /** The footer button's text (default: the provider's `strings.close`, 'Close'). */
  closeLabel?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A '?' icon button that opens a dialog of help for the panel it sits in. */
export const HelpDialog = forwardRef<HTMLButtonElement, HelpDialogProps>(function HelpDialog(
  { title, label, children, closeLabel, open, defaultOpen, onOpenChange },
  ref,
) {
  const strings = useInsightStrings();
  return (
    <Dialog
      title={title}
      size="sm"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={(props) => <IconButton ref={ref} icon="help" aria-label={label ?? strings.help(title)} {...props} />}
      footer={({ close }) => <Button onClick={close}>{closeLabel ?? strings.close}</Button>}
    >
      {children}
    </Dialog>
  );
});
HelpDialog.displayName = 'HelpDialog';
