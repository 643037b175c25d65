import { expect, test, type Page } from '@playwright/test';
import { connectedPair, memberScreens, signedOutScreens, type ScreenCheck } from './support/screens';

/**
 * On a phone held upright (390 × 844, touch), every button, link and form control the app draws is a target of
 * at least 44 × 44 CSS px (WCAG 2.5.5, Target Size (Enhanced)), on every main screen, its dialogs and a toast.
 * The page is scrolled to its end first, so what only shows after a scroll (Scroll to top) is measured too.
 *
 * What a target is: a link with an address, a button (or role button, tab, link, checkbox, radio, switch), an
 * input that is not hidden, a select, a textarea, a summary. A checkbox or radio is pressed through its label
 * too, so its target is the larger of the control's box and its label's box (a visually hidden input is
 * measured by its label alone).
 *
 * Exempt, as WCAG's "Inline" exception says ("the target is in a sentence or its size is otherwise constrained
 * by the line-height of non-target text"): a link or a button laid out inline (display inline, inline-block or
 * inline-flex) whose block also holds words (letters) that are not its own: a link inside a sentence, like
 * "Support: support@…" in the footer or "I agree to the Terms of Service" in a checkbox's label. A link or a
 * button that is the only text of its block is measured like any other. Every exempt target is listed in the
 * test's annotations, screen by screen.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TARGET = 44;

interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * Every target on the page with the size of its box; the inline links left out; and the targets whose boxes
 * overlap (a press between them would go to one of them only, so each is smaller than it measures).
 */
function targets(page: Page): Promise<{ measured: Target[]; inline: string[]; overlapping: string[] }> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
    ].join(',');
    const clipped = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip && style.clip !== 'auto') return true;
        if (style.clipPath && style.clipPath !== 'none') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.textContent) ??
        '';
      return `<${element.localName}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    };
    const blockOf = (element: Element): Element => {
      let at = element.parentElement;
      while (at && getComputedStyle(at).display.startsWith('inline') && at.parentElement) at = at.parentElement;
      return at ?? element;
    };
    const measured: { what: string; width: number; height: number }[] = [];
    const inline: string[] = [];
    const boxes: { element: Element; box: DOMRect }[] = [];
    // With a modal dialog open, the page under it is inert: the dialog's targets are the ones to press.
    const modals = document.querySelectorAll('dialog[open], [role="dialog"][aria-modal="true"]');
    const layer = modals[modals.length - 1] ?? document.body;
    for (const element of layer.querySelectorAll(selector)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      const hidden = clipped(element) || box.width <= 1 || box.height <= 1;
      // A checkbox or radio is pressed through its label as well: its target is the larger of the two.
      const labels =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? [...(element.labels ?? [])].filter((label) => label.checkVisibility())
          : [];
      if (hidden && labels.length === 0) continue;
      const rects = [...(hidden ? [] : [box]), ...labels.map((label) => label.getBoundingClientRect())];
      const largest = rects.reduce((best, next) =>
        Math.min(next.width, next.height) > Math.min(best.width, best.height) ? next : best,
      );
      if (['a', 'button'].includes(element.localName) && getComputedStyle(element).display.startsWith('inline')) {
        const letters = (text: string | null) => (text ?? '').replace(/[^\p{L}]/gu, '');
        if (letters(blockOf(element).textContent).length > letters(element.textContent).length) {
          inline.push(describe(element));
          continue;
        }
      }
      measured.push({
        what: describe(element),
        width: Math.round(largest.width * 10) / 10,
        height: Math.round(largest.height * 10) / 10,
      });
      boxes.push({ element, box: largest });
    }
    const overlapping: string[] = [];
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        // A pixel of anti-aliased edge is not an overlap.
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) overlapping.push(`${describe(a.element)} and ${describe(b.element)}`);
      }
    });
    return { measured, inline, overlapping };
  });
}

const checkTargets: ScreenCheck = async (page, screen) => {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  // Transitions done (a dialog scales in); not a spinner (it turns for ever) nor a toast's countdown (5 s).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= 1000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { measured, inline, overlapping } = await targets(page);
  const small = measured.filter((target) => target.width < TARGET || target.height < TARGET);
  test.info().annotations.push({
    type: `touch: ${screen}`,
    description: `${measured.length} targets, ${small.length} under ${TARGET} × ${TARGET}; inline links exempt: ${inline.length ? inline.join(', ') : 'none'}`,
  });
  expect(measured.length, `${screen}: targets measured`).toBeGreaterThan(0);
  expect
    .soft(
      small.map((target) => `${target.width} × ${target.height}: ${target.what}`),
      `${screen}: touch targets under ${TARGET} × ${TARGET} px`,
    )
    .toEqual([]);
  expect.soft(overlapping, `${screen}: touch targets that overlap`).toEqual([]);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
};

test('on a touch phone every target on the signed-out pages is at least 44 × 44 px', async ({ page }) => {
  await signedOutScreens(page, checkTargets);
});

test('on a touch phone every target a member meets is at least 44 × 44 px', async ({ browser }) => {
  test.setTimeout(300_000);
  const pair = await connectedPair(browser);
  await memberScreens(pair.ada, pair.beaId, checkTargets);
  await pair.close();
});
