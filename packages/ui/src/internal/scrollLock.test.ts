import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scrollLock';

/** The page's scroll bar: the window is 1024 px wide and the page's box 1009 px. */
function withScrollbar(doc: Document, width: number) {
  Object.defineProperty(doc.documentElement, 'clientWidth', { configurable: true, value: 1024 - width });
}

afterEach(() => {
  delete (document.documentElement as unknown as Record<string, unknown>).clientWidth;
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides the overflow and keeps the scroll bar gap as inline-end padding, then restores both exactly', () => {
    withScrollbar(document, 15);
    document.body.style.overflow = 'auto';
    const release = lockScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.getPropertyValue('padding-inline-end')).toBe('15px');
    release();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.style.getPropertyValue('padding-inline-end')).toBe('');
    expect(document.body.getAttribute('style')).toBe('overflow: auto;');
  });

  it('adds the gap to the padding the body already has', () => {
    withScrollbar(document, 15);
    document.body.style.setProperty('padding-inline-end', '16px');
    const release = lockScroll(document);
    expect(document.body.style.getPropertyValue('padding-inline-end')).toBe('31px');
    release();
    expect(document.body.style.getPropertyValue('padding-inline-end')).toBe('16px');
  });

  it('adds no padding without a scroll bar', () => {
    withScrollbar(document, 0);
    const release = lockScroll(document);
    expect(document.body.style.getPropertyValue('padding-inline-end')).toBe('');
    release();
  });

  it('stays locked until the last of nested locks is released, whatever the order', () => {
    withScrollbar(document, 0);
    const releaseOuter = lockScroll(document);
    const releaseInner = lockScroll(document);
    releaseOuter();
    expect(document.body.style.overflow).toBe('hidden');
    releaseInner();
    expect(document.body.style.overflow).toBe('');
  });

  it('locks each document on its own', () => {
    withScrollbar(document, 0);
    const other = document.implementation.createHTMLDocument('other');
    const release = lockScroll(other);
    expect(other.body.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('');
    release();
    expect(other.body.style.overflow).toBe('');
  });
});
