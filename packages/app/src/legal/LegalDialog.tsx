import { Button, LoadingOverlay, Modal } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '../stores/StoreContext';
import { privacyPolicy, termsOfService } from './texts';
import { legalTitles } from './titles';

const TermsOfService = termsOfService.Component;
const PrivacyPolicy = privacyPolicy.Component;

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
      title={document === 'privacy' ? legalTitles.privacy : legalTitles.terms}
      footer={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Suspense fallback={<LoadingOverlay active />}>
        {document === 'privacy' ? <PrivacyPolicy {...props} /> : <TermsOfService {...props} />}
      </Suspense>
    </Modal>
  );
});
