import { LANGUAGES } from '@insight/api';
import { Alert, Button, LoadingOverlay, Modal, Stack, useInsightStrings } from '@insight/ui';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '../stores/StoreContext';
import { pageLanguage } from '../texts/common';
import { legalTexts, type LegalDocument } from './texts';
import { legalTitles } from './titles';

export type { LegalDocument };

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
  // The document in the page's language; one not translated yet is the English, its reader told so in theirs.
  const language = LANGUAGES.find((known) => pageLanguage().startsWith(known)) ?? 'en';
  const texts = legalTexts[document ?? 'terms'];
  const translated = texts[language];
  const inEnglish = language !== 'en' && !translated;
  const Text = (translated ?? texts.en).Component;
  const text = (
    <Suspense fallback={<LoadingOverlay active />}>
      <Text {...props} />
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
