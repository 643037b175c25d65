export { LibraryCatalogue, LibraryGuide, LibraryOverview, LibraryScreen } from './LibraryScreen';
export { ConnectionGuidesTab, type ConnectionGuidesTabProps } from './ConnectionGuidesTab';
export { assetUrl } from './assets';
