// The font check of the Storybook test runner (.storybook/test-runner.ts): which text of a story is drawn in a
// font of the machine rather than a self-hosted one, asked of Chromium itself through DevTools.
import type { CDPSession, Page } from 'playwright';

/** A node of CDP's DOM.getDocument tree (the fields the font check reads). */
interface DomNode {
  nodeId: number;
  nodeType: number;
  localName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/** One DevTools session per page (the runner reuses a page for every story of a file). */
const sessions = new WeakMap<Page, Promise<CDPSession>>();
function devtools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        return cdp;
      });
    sessions.set(page, session);
  }
  return session;
}

const NOT_DRAWN = new Set(['head', 'script', 'style', 'template', 'noscript', 'title']);
const PROBE = 'data-font-probe';
const attribute = (node: DomNode, name: string) => {
  const at = node.attributes?.indexOf(name) ?? -1;
  return at >= 0 && at % 2 === 0 ? (node.attributes?.[at + 1] ?? '') : '';
};
const ownText = (node: DomNode) =>
  (node.children ?? [])
    .filter((child) => child.nodeType === 3 /* text */)
    .map((child) => child.nodeValue)
    .join('')
    .trim();

/**
 * Every piece of text on the story must be drawn in a self-hosted web font (Inter from
 * @fontsource): a font of the machine would make the screenshot differ from one machine to the
 * next. Chromium says which fonts it really used for each element's text (CSS.getPlatformFontsForNode,
 * glyph fallback included); a font that did not come from an @font-face is not self-hosted.
 * To keep it cheap (one DevTools call per element is ~1 ms) only elements with text of their own
 * are asked, and of those only the ones that bring a character not yet seen in their font (family,
 * weight, style, stretch, language): the same character in the same font is drawn by the same
 * platform font. The page marks those elements (a data attribute, removed at once), Chromium's DOM
 * tree (user-agent shadow trees pierced, so an input's value and placeholder count) finds them.
 * Storybook's own hidden chrome (ids and classes `sb-…`, #storybook-docs) and media controls are
 * skipped.
 */
export async function textInSystemFonts(page: Page): Promise<string[]> {
  const cdp = await devtools(page);
  await page.evaluate((probe) => {
    const chrome = ':is(#storybook-docs, [id^="sb-"], [class^="sb-"], [class*=" sb-"]):not(html, body)';
    const seen = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(chrome) || element.closest('video, audio')) continue;
      let text = '';
      for (const child of element.childNodes) if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue;
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        text += element.value + element.placeholder;
      }
      text = text.replace(/\s/g, '');
      if (!text) continue;
      const style = getComputedStyle(element);
      // Not drawn (display: none here or above): asking would mark its characters seen for nothing.
      if (element.getClientRects().length === 0 && style.display !== 'contents') continue;
      const font = [style.fontFamily, style.fontWeight, style.fontStyle, style.fontStretch];
      const key = `${font.join('|')}|${element.closest('[lang]')?.getAttribute('lang') ?? ''}|`;
      let fresh = false;
      for (const character of text) {
        if (seen.has(key + character)) continue;
        seen.add(key + character);
        fresh = true;
      }
      if (fresh) element.setAttribute(probe, '');
    }
  }, PROBE);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  await page.evaluate(
    (probe) => document.querySelectorAll(`[${probe}]`).forEach((el) => el.removeAttribute(probe)),
    PROBE,
  );
  const withText: { node: DomNode; host?: DomNode }[] = [];
  const marked = (node?: DomNode) => node?.attributes?.some((name, at) => at % 2 === 0 && name === PROBE) ?? false;
  const walk = (node: DomNode, host?: DomNode) => {
    if (node.nodeType === 1 /* element */) {
      if (NOT_DRAWN.has(node.localName)) return;
      if ((host ? marked(host) : marked(node)) && ownText(node)) withText.push({ node, host });
    }
    node.children?.forEach((child) => walk(child, host));
    // A video's native controls are the browser's own chrome (their time display is in a system
    // font no style reaches); the snapshot takes them out of the picture below.
    if (node.localName !== 'video' && node.localName !== 'audio') {
      node.shadowRoots?.forEach((shadow) => walk(shadow, node));
    }
  };
  walk(root);
  const used = await Promise.all(
    withText.map(async ({ node, host }) => ({
      node,
      host,
      // A node the story removed meanwhile (a toast that left, a spinner replaced) draws nothing.
      fonts: await cdp
        .send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
        .then(({ fonts }) => fonts)
        .catch((error: Error) => {
          if (/Could not find node/.test(error.message)) return [];
          throw error;
        }),
    })),
  );
  const describe = (node: DomNode) => `<${node.localName}${attribute(node, 'id') ? `#${attribute(node, 'id')}` : ''}>`;
  return used.flatMap(({ node, host, fonts }) =>
    fonts
      .filter((font) => !font.isCustomFont)
      .map((font) => {
        const text = ownText(node).replace(/\s+/g, ' ');
        const quoted = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
        const element = host ? `${describe(host)} (its ${describe(node)})` : describe(node);
        return `${element} ${quoted}: ${font.familyName} (${font.glyphCount} glyphs)`;
      }),
  );
}
