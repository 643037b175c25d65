import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createToaster, type ToastController, type ToastOptions } from './controller';
import { Toaster, type ToasterProps } from './Toaster';

const ToastContext = createContext<ToastController | null>(null);

export interface ToastProviderProps extends Omit<ToasterProps, 'controller'> {
  /** The controller to render (the one the app's stores were given). Without it, one is created from `options`. */
  controller?: ToastController;
  /** Options for the controller the provider creates (ignored when `controller` is given). */
  options?: Partial<ToastOptions>;
  children?: ReactNode;
}

/** Renders the Toaster once and lets components reach the controller with `useToaster()`. */
export function ToastProvider({ controller, options, children, ...toasterProps }: ToastProviderProps) {
  const [own] = useState(() => (controller ? null : createToaster(options)));
  const active = controller ?? own!;
  useEffect(() => (own ? () => own.dispose() : undefined), [own]);
  return (
    <ToastContext.Provider value={active}>
      {children}
      <Toaster controller={active} {...toasterProps} />
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';

/** The controller of the nearest ToastProvider. */
export function useToaster(): ToastController {
  const controller = useContext(ToastContext);
  if (!controller) throw new Error('useToaster() must be used inside <ToastProvider>.');
  return controller;
}
