export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './ConfirmDialog';
export { Dialog, type DialogApi, type DialogProps, type DialogTriggerProps } from './Dialog';
export { HelpDialog, type HelpDialogProps } from './HelpDialog';
