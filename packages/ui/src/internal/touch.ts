/**
 * Touch screens: a target a finger presses is at least 44 × 44 CSS px (WCAG 2.5.5, Target Size). The rules sit
 * under `onTouch`, a media query on any coarse pointer (a phone, a tablet, a laptop's touch screen), so a
 * desktop used with a mouse alone keeps the denser sizes it is drawn at.
 */
export const TOUCH_TARGET = '44px';

/** Matches when any pointer of the device is coarse (a finger). */
export const onTouch = '@media (any-pointer: coarse)';

/**
 * Vertical padding that makes an inline box (a link in text) `TOUCH_TARGET` tall without moving a line: an
 * inline element's padding widens its box and the area that takes a press, not the line box. 1em stands for
 * the text's own height (its content area is about 1.2em, so the box comes out a little over 44 px).
 */
export const inlineTouchPadding = `calc((${TOUCH_TARGET} - 1em) / 2)`;
