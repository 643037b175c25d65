import { useLayoutEffect, type RefObject } from 'react';

interface Lock {
  count: number;
  /** The body's own inline values before the first lock, put back by the last release. */
  overflow: string;
  paddingInlineEnd: string;
}

const locks = new WeakMap<Document, Lock>();

/**
 * Stops `doc` from scrolling until every lock taken on it is released (nested modals share one).
 * The scroll bar's width is added to the body's inline-end padding, so the page does not shift
 * when the bar disappears. Returns the release, to call once.
 */
export function lockScroll(doc: Document): () => void {
  const { style } = doc.body;
  let lock = locks.get(doc);
  if (!lock) {
    lock = { count: 0, overflow: style.overflow, paddingInlineEnd: style.paddingInlineEnd };
    const view = doc.defaultView;
    const gap = view ? view.innerWidth - doc.documentElement.clientWidth : 0;
    if (view && gap > 0) {
      style.paddingInlineEnd = `${(parseFloat(view.getComputedStyle(doc.body).paddingInlineEnd) || 0) + gap}px`;
    }
    style.overflow = 'hidden';
    locks.set(doc, lock);
  }
  const held = lock;
  held.count += 1;
  return () => {
    if (--held.count > 0) return;
    locks.delete(doc);
    style.overflow = held.overflow;
    style.paddingInlineEnd = held.paddingInlineEnd;
  };
}

/** Locks the scroll of `ref`'s document while `active`. */
export function useScrollLock(active: boolean, ref: RefObject<Element | null>) {
  useLayoutEffect(() => {
    if (!active) return;
    return lockScroll(ref.current?.ownerDocument ?? document);
  }, [active, ref]);
}
