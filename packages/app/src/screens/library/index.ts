export { LibraryScreen } from './LibraryScreen';
export { ConnectionGuidesTab, type ConnectionGuideChoice, type ConnectionGuidesTabProps } from './ConnectionGuidesTab';
export { assetUrl } from './assets';
