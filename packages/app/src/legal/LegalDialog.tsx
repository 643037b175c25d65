import { Alert, Button, LoadingOverlay, Modal, Stack, useInsightStrings } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '../stores/StoreContext';
import { privacyPolicy, termsOfService } from './texts';
import { pageLanguage } from '../texts/common';
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
  const { close } = useInsightStrings();
  // The documents are English: a reader of another language is told so, in theirs, and the text says its language.
  const inEnglish = !pageLanguage().startsWith('en');
  const text = (
    <Suspense fallback={<LoadingOverlay active />}>
      {document === 'privacy' ? <PrivacyPolicy {...props} /> : <TermsOfService {...props} />}
    </Suspense>
  );
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      size="lg"
      title={document === 'privacy' ? legalTitles.privacy : legalTitles.terms}
      footer={
        <Button type="button" onClick={onClose}>
          {close}
        </Button>
      }
    >
      {inEnglish ? (
        <Stack gap="lg">
          <Alert tone="info">{legalTitles.inEnglish}</Alert>
          <div lang="en">{text}</div>
        </Stack>
      ) : (
        text
      )}
    </Modal>
  );
});
