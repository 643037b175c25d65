import { screenTexts, traitTexts } from '@insight/app/texts';
import { expect, test, type Page } from '@playwright/test';
import { connectedPair, memberScreens, signedOutScreens, type ScreenCheck } from './support/screens';

/**
 * Every main screen read on the narrowest phone there is (320 CSS px wide): the signed-out pages, and every
 * screen, tab, dialog and view a member meets (tests/e2e/support/screens.ts). Nothing scrolls sideways, no
 * text a reader sees is drawn under 12 px (the trait chart's included, whose SVG text is drawn at its
 * computed size times the drawing's scale), and nothing that stays put on the screen (position fixed or
 * sticky: the Scroll to top button; the header is not sticky) covers a control after a focus move, which
 * scrolls the page.
 */

const NARROW = { width: 320, height: 640 };
const SMALLEST_FONT = 12;

interface TextSize {
  text: string;
  /** The size the text is drawn at, in CSS px. */
  px: number;
}

interface Measure {
  scrollWidth: number;
  clientWidth: number;
  texts: TextSize[];
}

/**
 * The page as drawn: the document's scroll width against its client width, and every text node a reader
 * sees with the size it is drawn at. Seen: laid out with a size, not hidden (visibility, opacity 0, a
 * closed <details>), not cut to nothing by an ancestor (a visually-hidden element's 1-px clip, the screen
 * reader's table of the chart). Drawn at: the computed font size, times the scale of an SVG's viewBox
 * (screen CTM) for SVG text.
 */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const cutAway = (element: Element): boolean => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip && style.clip !== 'auto') return true;
        if (style.overflow !== 'visible') {
          const box = at.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return true;
        }
      }
      return false;
    };
    const drawnSize = (element: Element): number => {
      const px = Number.parseFloat(getComputedStyle(element).fontSize);
      if (element instanceof SVGGraphicsElement) {
        const ctm = element.getScreenCTM();
        if (ctm) return px * Math.hypot(ctm.a, ctm.b);
      }
      return px;
    };
    const texts: { text: string; px: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const drawn = [...range.getClientRects()].some((rect) => rect.width > 0 && rect.height > 0);
      if (!drawn || cutAway(element)) continue;
      texts.push({ text, px: Math.round(drawnSize(element) * 100) / 100 });
    }
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, texts };
  });
}

/** The screen at 320 px: no sideways scroll, no text under 12 px; the figures go into the report. */
async function expectReadable(page: Page, screen: string) {
  // Layout and fonts settled (a web font swaps in, an image sizes its box).
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, clientWidth, texts } = await measure(page);
  const smallest = Math.min(...texts.map((text) => text.px));
  test.info().annotations.push({
    type: `320 px: ${screen}`,
    description: `scrollWidth ${scrollWidth} / clientWidth ${clientWidth}; ${texts.length} texts, smallest ${smallest} px`,
  });
  expect(texts.length, `${screen}: texts measured`).toBeGreaterThan(0);
  expect.soft(scrollWidth, `${screen}: the page scrolls sideways at 320 px`).toBeLessThanOrEqual(clientWidth);
  const small = texts.filter((text) => text.px < SMALLEST_FONT).map(({ text, px }) => `${px} px: ${text}`);
  expect.soft(small, `${screen}: text drawn under ${SMALLEST_FONT} px at 320 px`).toEqual([]);
}

/**
 * Every link, button and form control of the screen (in the open dialog only, when one is open), focused one
 * after another as Tab would (the browser scrolls each into view): none may end up under something fixed or
 * sticky, which stays where it is while the page scrolls (the Scroll to top button after a scroll; a sticky
 * header if one came back). Toasts are left out: they come and go over the page by design, and close.
 */
function coveredAfterFocus(page: Page): Promise<{ fixed: string[]; covered: string[]; targets: number }> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const describe = (element: Element) =>
      `<${element.localName}> "${(element.getAttribute('aria-label') ?? element.querySelector('[aria-label]')?.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    const toaster = (element: Element) =>
      element.closest('[aria-live], [role="log"], .toast-message') !== null ||
      element.querySelector('.toast-message') !== null;
    // What is fixed or sticky and takes presses (an empty layer that lets them through, like the toasts' stack,
    // covers nothing).
    const staysPut = () =>
      [...document.body.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        return (
          (style.position === 'fixed' || style.position === 'sticky') &&
          style.pointerEvents !== 'none' &&
          element.checkVisibility() &&
          !toaster(element)
        );
      });
    const dialog = document.querySelector(
      '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
    );
    const scope = dialog ?? document.body;
    const targets = [...scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
      (element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest('[inert]'),
    );
    const seen = new Set<string>();
    const covered: string[] = [];
    // A focus that scrolls the page is waited on for two frames (a scroll listener, such as the Scroll to top
    // button's, runs and its change is drawn); one that leaves the page where it was changes nothing fixed.
    let fixedNow: Element[] | undefined;
    let scrolledTo = '';
    for (const target of targets) {
      target.focus();
      if (document.activeElement !== target) continue;
      const position = `${window.scrollX},${window.scrollY}`;
      if (!fixedNow || position !== scrolledTo) {
        await frame();
        scrolledTo = `${window.scrollX},${window.scrollY}`;
        fixedNow = staysPut();
      }
      const box = target.getBoundingClientRect();
      for (const over of fixedNow) {
        if (over.contains(target) || target.contains(over)) continue;
        seen.add(describe(over));
        const cover = over.getBoundingClientRect();
        const overlaps =
          box.left < cover.right && cover.left < box.right && box.top < cover.bottom && cover.top < box.bottom;
        if (overlaps) covered.push(`${describe(target)} under ${describe(over)}`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { fixed: [...seen], covered, targets: targets.length };
  });
}

/** The levels of the visible headings, in document order. */
const headingLevels = (page: Page) =>
  page
    .locator('h1, h2, h3, h4, h5, h6')
    .filter({ visible: true })
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));

/**
 * The screen at 320 px: readable (no sideways scroll, no small text), no control under a fixed element, and
 * the outline a screen reader lists: one h1, first, and no heading more than one level below the one before.
 */
const check320: ScreenCheck = async (page, screen) => {
  await expectReadable(page, screen);
  const levels = await headingLevels(page);
  expect.soft(levels.filter((level) => level === 1).length, `${screen}: one h1 (${levels.join(',')})`).toBe(1);
  expect.soft(levels[0], `${screen}: the h1 first (${levels.join(',')})`).toBe(1);
  const skips = levels.flatMap((level, i) =>
    i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
  );
  expect.soft(skips, `${screen}: headings that skip a level (${levels.join(',')})`).toEqual([]);
  const { fixed, covered, targets } = await coveredAfterFocus(page);
  expect.soft(targets, `${screen}: controls checked for what covers them`).toBeGreaterThan(0);
  test.info().annotations.push({
    type: `320 px: ${screen}, fixed or sticky`,
    description: `${targets} controls focused; ${fixed.length ? fixed.join(', ') : 'none'}`,
  });
  expect.soft(covered, `${screen}: a focused control under something fixed or sticky`).toEqual([]);
};

test.use({ viewport: NARROW });

test('at 320 px the signed-out pages neither scroll sideways, nor draw text under 12 px, nor hide a control', async ({
  page,
}) => {
  await signedOutScreens(page, check320);
});

test("at 320 px every member's screen neither scrolls sideways, nor draws text under 12 px, nor hides a control", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const pair = await connectedPair(browser);
  const page = pair.ada;

  // The phone header: one menu button; the menu's words are readable too, and a link in it goes there.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 2, name: screenTexts.personalGuidesHeading('Ada') })).toBeVisible();
  await expect(page.getByRole('figure', { name: traitTexts.yourTraits })).toBeVisible();
  const menu = page.getByRole('button', { name: /^Menu\b/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expectReadable(page, 'library, menu open');
  // Touch targets of at least 44 × 44 px (WCAG 2.5.5): the button and every link and action of the menu.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const target of [menu, ...(await nav.getByRole('link').all()), ...(await nav.getByRole('button').all())]) {
    const box = await target.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await nav.getByRole('link', { name: 'Connections' }).click();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await memberScreens(page, pair.beaId, check320);
  await pair.close();
});
