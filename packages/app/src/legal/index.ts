export { TermsOfService, type LegalTextProps } from './TermsOfService';
export { PrivacyPolicy } from './PrivacyPolicy';
export { legalTitles } from './titles';
export { LegalDialog, type LegalDocument, type LegalDialogProps } from './LegalDialog';
