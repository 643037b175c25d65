import { Button, Modal } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoreContext';
import { PRIVACY_TITLE, PrivacyPolicy } from './PrivacyPolicy';
import { TERMS_TITLE, TermsOfService } from './TermsOfService';

export type LegalDocument = 'terms' | 'privacy';

export interface LegalDialogProps {
  /** The document shown; null keeps the dialog closed. */
  document: LegalDocument | null;
  onClose: () => void;
}

/** The terms of service or the privacy policy in a modal (Register, purchase screens, footer). */
export const LegalDialog = observer(function LegalDialog({ document, onClose }: LegalDialogProps) {
  const { settings } = useStores();
  const props = { appName: settings.appName, contactEmail: settings.contactEmail || undefined };
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      size="lg"
      title={document === 'privacy' ? PRIVACY_TITLE : TERMS_TITLE}
      footer={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      {document === 'privacy' ? <PrivacyPolicy {...props} /> : <TermsOfService {...props} />}
    </Modal>
  );
});
