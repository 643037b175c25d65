/** What the keyboard can reach with Tab, in document order. */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

const isHidden = (el: HTMLElement) => {
  if (el.closest('[inert],[hidden]')) return true;
  // Layout-free environments (unit tests) have no client rects: only trust `display: none` there.
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    if (node.style.display === 'none' || node.style.visibility === 'hidden') return true;
  }
  return false;
};

/** The tabbable elements inside `root` (including `root` itself when it is tabbable). */
export function getTabbables(root: HTMLElement): HTMLElement[] {
  const all = [root, ...Array.from(root.querySelectorAll<HTMLElement>(TABBABLE))];
  return all.filter((el) => el.matches(TABBABLE) && el.tabIndex >= 0 && !isHidden(el));
}

/** Focus without scrolling the page behind (the dialog itself scrolls what it needs). */
export const focusElement = (el: HTMLElement | null | undefined) => el?.focus({ preventScroll: true });
