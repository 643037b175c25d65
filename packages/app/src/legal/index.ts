export { TermsOfService, type LegalTextProps } from './TermsOfService';
export { PrivacyPolicy } from './PrivacyPolicy';
export { TERMS_TITLE, PRIVACY_TITLE } from './titles';
export { LegalDialog, type LegalDocument, type LegalDialogProps } from './LegalDialog';
