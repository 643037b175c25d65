export {
  createToaster,
  PRODUCT_TOAST_OPTIONS,
  TOAST_DEFAULTS,
  TOAST_PROGRESS_INTERVAL,
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
