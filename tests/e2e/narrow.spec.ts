import { screenTexts, traitTexts } from '@insight/app/texts';
import { expect, test, type Page } from '@playwright/test';
import { becomeMember } from './support/members';

/**
 * Issue 27: every main screen read on the narrowest phone there is (320 CSS px wide). Nothing scrolls
 * sideways, and no text a reader sees is drawn under 12 px — the trait chart's included, whose SVG text
 * is drawn at its computed size times the drawing's scale.
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

test('at 320 px the library, the personal map, connections and profile neither scroll sideways nor draw text under 12 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await becomeMember(page, 'Nora', 'Narrow');
  await page.setViewportSize(NARROW);

  // The library with Start Here's chart.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 2, name: screenTexts.personalGuidesHeading('Nora') })).toBeVisible();
  await expect(page.getByRole('figure', { name: traitTexts.yourTraits })).toBeVisible();
  await expectReadable(page, 'library');

  // The phone header: one menu button; the menu's words are readable too, and a link in it goes there.
  const menu = page.getByRole('button', { name: 'Menu' });
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

  // Connections.
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.connectionsHeading })).toBeVisible();
  await expectReadable(page, 'connections');

  // The personal map: the report view of the person's own map, with its chart.
  await page.goto('/home/guide/1');
  await expect(page.getByRole('heading', { level: 1, name: 'My Personal Map', exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: traitTexts.yourTraits })).toBeVisible();
  await expectReadable(page, 'personal map');

  // Profile.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: screenTexts.profileHeading('Insight') })).toBeVisible();
  await expectReadable(page, 'profile');
});
