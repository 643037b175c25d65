/**
 * The toast controller: plain TypeScript, no React. Code outside React (the app's stores, through
 * an injected notifier) raises toasts with it; `<Toaster controller={…} />` renders what it holds.
 *
 * Behaviour follows the toastr conventions: each toast goes inactive → active → removed,
 * fades in and out over `easeTime`, closes after `timeOut`, pauses while hovered and closes
 * `extendedTimeOut` after the pointer leaves. The progress bar is a CSS animation over the running
 * countdown (`duration`, restarted with `startedAt`): nothing ticks here, and a toast's `progress`
 * is worked out when it is read.
 */

export type ToastType = 'success' | 'error' | 'info' | 'warning';
/** Inactive, then active, then removed (fading out for `easeTime`, then gone). */
export type ToastState = 'inactive' | 'active' | 'removed';
export type ToastPosition = 'top-right' | 'top-center' | 'top-left' | 'bottom-right' | 'bottom-center' | 'bottom-left';

export interface ToastOptions {
  /** Milliseconds before the toast closes; 0 keeps it until dismissed (sticky). */
  timeOut: number;
  /** Milliseconds before closing once the pointer has left a hovered toast; 0 keeps it open. */
  extendedTimeOut: number;
  /** Fade-in and fade-out duration in milliseconds. */
  easeTime: number;
  /** Show a bar that shrinks as the time runs out. */
  progressBar: boolean;
  /** New toasts go above the older ones. */
  newestOnTop: boolean;
  /** A click on the toast dismisses it. */
  tapToDismiss: boolean;
  /** Toasts on screen at once; 0 means unlimited. Others wait in a queue. */
  maxOpened: number;
  /** With `maxOpened`, close the oldest toast instead of queueing the new one. */
  autoDismiss: boolean;
  /** Ignore a toast whose message is already on screen or queued. */
  preventDuplicates: boolean;
  /** With `preventDuplicates`, a duplicate must also have the same title. */
  includeTitleDuplicates: boolean;
  /** Where the Toaster places the stack. */
  position: ToastPosition;
  /** Show a close button (the keyboard way to dismiss). */
  closeButton: boolean;
}

/** The defaults (toastr's): top-right, 5 seconds, 1 second more after the pointer leaves, a close button. */
export const TOAST_DEFAULTS: Readonly<ToastOptions> = Object.freeze({
  timeOut: 5000,
  extendedTimeOut: 1000,
  easeTime: 300,
  progressBar: true,
  newestOnTop: true,
  tapToDismiss: true,
  maxOpened: 0,
  autoDismiss: false,
  preventDuplicates: false,
  includeTitleDuplicates: false,
  position: 'top-right',
  closeButton: true,
});

/** One toast as the Toaster sees it (an immutable snapshot, a new object on every change; `progress` is read live). */
export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
  readonly title?: string;
  readonly state: ToastState;
  /** Percentage of time left when read, 100 → 0. Stays still while paused; 100 for a sticky toast. */
  readonly progress: number;
  /** The running countdown's length in ms (timeOut, or extendedTimeOut after a hover); 0 before the first. */
  readonly duration: number;
  /** When that countdown started (Date.now()); a new value means the bar starts again from full. */
  readonly startedAt: number;
  /** True while the pointer (or focus) is on the toast. */
  readonly paused: boolean;
  readonly options: Readonly<ToastOptions>;
}

type Raise = (message: string, title?: string, override?: Partial<ToastOptions>) => Toast | null;

/** What a store needs to raise a toast: inject this, never the React tree. */
export interface Notifier {
  success: Raise;
  error: Raise;
  info: Raise;
  warning: Raise;
}

export interface ToastController extends Notifier {
  /** Raises a toast of any type; null when it was a prevented duplicate or is queued. */
  show(type: ToastType, message: string, title?: string, override?: Partial<ToastOptions>): Toast | null;
  /** Starts the fade-out of one toast (what a tap does). */
  dismiss(id: number): void;
  /** Fades out every toast (or one), and empties the queue when clearing all. */
  clear(id?: number): void;
  /** Pointer entered: the countdown stops; nothing is hidden. */
  pause(id: number): void;
  /** Pointer left: the toast closes `extendedTimeOut` later. */
  resume(id: number): void;
  /** The toasts on screen, in display order (newest first by default). */
  getSnapshot(): readonly Toast[];
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stops every timer and forgets every toast at once (tests, teardown). */
  dispose(): void;
  readonly options: Readonly<ToastOptions>;
}

interface ToastRecord {
  toast: Toast;
  timeout?: ReturnType<typeof setTimeout>;
  /** A countdown is running (until `startedAt + duration`). */
  running: boolean;
  /** The progress while no countdown runs (paused, fading out, sticky, not yet active). */
  stillAt: number;
}

/** The percentage of time left, now. */
const progressOf = (record: ToastRecord) => {
  if (!record.running) return record.stillAt;
  const { startedAt, duration } = record.toast;
  return (Math.max(0, startedAt + duration - Date.now()) / duration) * 100;
};

/** Creates a toast controller with the defaults overridden by `options`. */
export function createToaster(options: Partial<ToastOptions> = {}): ToastController {
  const config: Readonly<ToastOptions> = Object.freeze({ ...TOAST_DEFAULTS, ...options });
  let nextId = 1;
  /** Shown toasts in creation order. */
  let shown: ToastRecord[] = [];
  /** Waiting for a free place when `maxOpened` is reached. */
  let queue: Toast[] = [];
  let snapshot: readonly Toast[] = [];
  const listeners = new Set<() => void>();

  const emit = () => {
    const list = shown.map((r) => r.toast);
    snapshot = config.newestOnTop ? list.reverse() : list;
    for (const listener of [...listeners]) listener();
  };
  const find = (id: number) => shown.find((r) => r.toast.id === id);
  /** A new snapshot whose `progress` is read from the record, so it is current without a change per tick. */
  const update = (record: ToastRecord, patch: Partial<Omit<Toast, 'progress'>>) => {
    const next = { ...record.toast, ...patch };
    record.toast = Object.defineProperty(next, 'progress', { enumerable: true, get: () => progressOf(record) });
  };
  const stopTimers = (record: ToastRecord) => {
    clearTimeout(record.timeout);
    record.timeout = undefined;
    if (record.running) record.stillAt = progressOf(record);
    record.running = false;
  };

  const startCountdown = (record: ToastRecord, duration: number) => {
    stopTimers(record);
    record.running = true;
    record.timeout = setTimeout(() => dismiss(record.toast.id), duration);
    update(record, { duration, startedAt: Date.now() });
  };

  const activate = (record: ToastRecord) => {
    if (record.toast.state !== 'inactive') return;
    update(record, { state: 'active' });
    if (record.toast.options.timeOut > 0 && !record.toast.paused) startCountdown(record, record.toast.options.timeOut);
    emit();
  };

  const display = (toast: Toast) => {
    const record: ToastRecord = { toast, running: false, stillAt: 100 };
    update(record, {});
    shown.push(record);
    // Rendered once as inactive, then activated: the fade-in runs from inactive to active.
    record.timeout = setTimeout(() => activate(record), 0);
    emit();
  };

  /** After the fade-out: gone from the list, and a queued toast takes the place. */
  const drop = (id: number) => {
    const record = find(id);
    if (!record) return;
    stopTimers(record);
    shown = shown.filter((r) => r !== record);
    const waiting = queue.shift();
    if (waiting) display(waiting);
    else emit();
  };

  function dismiss(id: number) {
    const record = find(id);
    if (!record || record.toast.state === 'removed') return;
    stopTimers(record);
    update(record, { state: 'removed' });
    record.timeout = setTimeout(() => drop(id), record.toast.options.easeTime);
    emit();
  }

  const isDuplicate = (message: string, title: string | undefined, o: ToastOptions) =>
    [...shown.filter((r) => r.toast.state !== 'removed').map((r) => r.toast), ...queue].some(
      (t) => t.message === message && (!o.includeTitleDuplicates || t.title === title),
    );

  const show: ToastController['show'] = (type, message, title, override) => {
    const o: ToastOptions = { ...config, ...override };
    if (o.preventDuplicates && isDuplicate(message, title, o)) return null;
    const toast: Toast = {
      id: nextId++,
      type,
      message,
      ...(title === undefined ? {} : { title }),
      state: 'inactive',
      progress: 100,
      duration: 0,
      startedAt: 0,
      paused: false,
      options: Object.freeze(o),
    };
    if (o.maxOpened > 0 && shown.length >= o.maxOpened) {
      const open = shown.filter((r) => r.toast.state !== 'removed');
      if (o.autoDismiss && open.length > 0) {
        dismiss(open[0].toast.id);
      } else {
        queue.push(toast);
        return null;
      }
    }
    display(toast);
    return toast;
  };

  return {
    options: config,
    show,
    success: (message, title, override) => show('success', message, title, override),
    error: (message, title, override) => show('error', message, title, override),
    info: (message, title, override) => show('info', message, title, override),
    warning: (message, title, override) => show('warning', message, title, override),
    dismiss,
    clear(id) {
      if (id === undefined) {
        queue = [];
        for (const r of [...shown]) dismiss(r.toast.id);
      } else {
        queue = queue.filter((t) => t.id !== id);
        dismiss(id);
      }
    },
    pause(id) {
      const record = find(id);
      if (!record || record.toast.state === 'removed' || record.toast.paused) return;
      stopTimers(record);
      update(record, { paused: true });
      emit();
    },
    resume(id) {
      const record = find(id);
      if (!record || record.toast.state === 'removed' || !record.toast.paused) return;
      update(record, { paused: false });
      const { timeOut, extendedTimeOut } = record.toast.options;
      if (record.toast.state === 'inactive') record.timeout = setTimeout(() => activate(record), 0);
      // A sticky toast (timeOut 0) stays sticky; otherwise it closes extendedTimeOut after leaving.
      else if (timeOut > 0 && extendedTimeOut > 0) startCountdown(record, extendedTimeOut);
      emit();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const r of shown) stopTimers(r);
      shown = [];
      queue = [];
      emit();
    },
  };
}
