import DOMPurify from 'dompurify';

export interface SanitizeOptions {
  /** The level the HTML's highest heading gets (the others keep their order under it); as sent when not given. */
  headingStart?: number;
}

/** Moves the fragment's headings so that the highest becomes `start`, keeping their order. */
function shiftHeadings(fragment: DocumentFragment, start: number): void {
  const headings = Array.from(fragment.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headings.length === 0) return;
  const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
  const shift = start - Math.min(...headings.map(levelOf));
  if (shift === 0) return;
  for (const heading of headings) {
    const level = Math.max(1, Math.min(6, levelOf(heading) + shift));
    const moved = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...Array.from(heading.childNodes));
    heading.replaceWith(moved);
  }
}

/**
 * The design system's one sanitizer for HTML from a server (a guide, a product description): DOMPurify
 * with its HTML profile (no SVG or MathML, no scripts, no event handlers). Where there is no DOM (server
 * rendering in Node) the tags are dropped and the text is returned as text.
 */
export function sanitizeHtml(
  html: string,
  { headingStart }: SanitizeOptions = {},
): { html: string } | { text: string } {
  if (!DOMPurify.isSupported) {
    const text = html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return { text };
  }
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  if (headingStart !== undefined) shiftHeadings(fragment, headingStart);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return { html: holder.innerHTML };
}
