/**
 * Marks a screen's stand-in while the screen cannot be drawn yet (the library while its gate runs): the layout
 * leaves its footer undrawn meanwhile, so that the footer does not jump when the screen comes (AppLayout).
 */
export const screenPending = { 'data-screen-pending': '' } as const;
