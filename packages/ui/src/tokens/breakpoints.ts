/**
 * The widths at which a layout changes, in rem (so they follow the reader's font size: 45rem is 720 px
 * at the default 16 px). They are plain values, not CSS custom properties like the other tokens: a media
 * or container query cannot read `var(--…)`. Query with a range, `(width < ${breakpoints.narrow})`, so a
 * width sits on exactly one side.
 *
 * - `narrow`: under it there is room for one column and a phone's controls. The Header collapses its
 *   navigation into a menu button there (a container query on its own width), and the app's screens
 *   stack their columns.
 */
export const breakpoints = {
  narrow: '45rem',
} as const;

export type Breakpoint = keyof typeof breakpoints;
