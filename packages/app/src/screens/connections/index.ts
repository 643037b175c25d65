export { ConnectionsScreen } from './ConnectionsScreen';
export { InviteDialog, type InviteDialogProps } from './InviteDialog';
export { InviteForm, type InviteFormProps } from './InviteForm';
export { SharingDialog } from './SharingDialog';
export { PromoImage } from './PromoImage';
