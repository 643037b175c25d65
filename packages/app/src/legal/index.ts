export { TermsOfService, TERMS_TITLE, type LegalTextProps } from './TermsOfService';
export { PrivacyPolicy, PRIVACY_TITLE } from './PrivacyPolicy';
export { LegalDialog, type LegalDocument, type LegalDialogProps } from './LegalDialog';
