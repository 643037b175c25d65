export {
  createToaster,
  TOAST_DEFAULTS,
  type Notifier,
  type Toast,
  type ToastController,
  type ToastOptions,
  type ToastPosition,
  type ToastState,
  type ToastType,
} from './controller';
export { Toaster, type ToasterProps } from './Toaster';
export { ToastProvider, useToaster, type ToastProviderProps } from './ToastProvider';
