export { LibraryScreen } from './LibraryScreen';
export { ConnectionGuidesTab, type ConnectionGuideChoice, type ConnectionGuidesTabProps } from './ConnectionGuidesTab';
export { SafeHtml, sanitizeReportHtml } from './SafeHtml';
export { assetUrl } from './assets';
