/** SPEC §9: Insight's toasts are top-centre, 5 seconds, duplicates prevented (the rest are the ui's defaults). */
export const APP_TOAST_OPTIONS = Object.freeze({
  position: 'top-center',
  timeOut: 5000,
  preventDuplicates: true,
} as const);
