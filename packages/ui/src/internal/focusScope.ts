import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createLayerStack } from './layerStack';

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

/** Focus without scrolling the page behind (the scope itself scrolls what it needs). */
export const focusElement = (el: HTMLElement | null | undefined) => el?.focus({ preventScroll: true });

/** The open scopes: only the top one keeps the focus and gives it back on close. */
const scopes = createLayerStack();

export interface FocusScopeOptions {
  /** The scope holds the focus while true. */
  active: boolean;
  /** Where focus goes on open (read once, then). Default: the first tabbable element, else the container. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * Holds the keyboard inside `ref`'s element while active: focus moves in once, when the scope
 * opens; Tab and Shift+Tab cycle through its tabbable elements; on close, focus returns to the
 * element that had it before (unless a newer scope is open on top: that one keeps it). The element
 * needs `tabIndex={-1}` to take focus itself. What is outside cannot take the focus when it is
 * inert (see inertOthers).
 */
export function useFocusScope(ref: RefObject<HTMLElement | null>, options: FocusScopeOptions) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { active } = options;

  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const doc = container.ownerDocument;
    const opener = doc.activeElement as HTMLElement | null;
    const scope = {};
    const remove = scopes.add(doc, scope);
    const inside = (node: Node | null) => node !== null && container.contains(node);
    const moveIn = () => focusElement(latest.current.initialFocus?.() ?? getTabbables(container)[0] ?? container);

    moveIn();
    // A host that reveals its content after this render (display: none until then) cannot focus
    // it yet: the content's first layout, which the observer reports, is when focus can move in.
    let observer: ResizeObserver | undefined;
    if (!inside(doc.activeElement) && typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => {
        if (scopes.isTop(doc, scope) && !inside(doc.activeElement)) moveIn();
        if (inside(doc.activeElement) || !scopes.isTop(doc, scope)) observer?.disconnect();
      });
      observer.observe(container);
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = getTabbables(container).filter((el) => el !== container);
      if (items.length === 0) {
        event.preventDefault();
        focusElement(container);
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = doc.activeElement as HTMLElement | null;
      const outside = !current || !items.includes(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        focusElement(last);
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        focusElement(first);
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      observer?.disconnect();
      container.removeEventListener('keydown', onKeyDown);
      const wasTop = scopes.isTop(doc, scope);
      remove();
      if (wasTop && opener?.isConnected) focusElement(opener);
    };
  }, [active, ref]);
}
