import { vars } from '@insight/ui';
import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';

/**
 * Report HTML goes through DOMPurify before it is rendered (REFERENCE.md security rules). With
 * `headingStart`, its headings move so that the highest becomes that level (a guide's own <h1>
 * sits under the page's title banner, which is the page's h1), keeping their order.
 */
export function sanitizeReportHtml(html: string, headingStart?: number): string {
  const fragment = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM_FRAGMENT: true });
  const headings = Array.from(fragment.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  if (headingStart !== undefined && headings.length > 0) {
    const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
    const shift = headingStart - Math.min(...headings.map(levelOf));
    for (const heading of shift === 0 ? [] : headings) {
      const level = Math.max(1, Math.min(6, levelOf(heading) + shift));
      const moved = heading.ownerDocument.createElement(`h${level}`);
      for (const attribute of Array.from(heading.attributes)) moved.setAttribute(attribute.name, attribute.value);
      moved.append(...Array.from(heading.childNodes));
      heading.replaceWith(moved);
    }
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** The typography of a guide's text, inside the page's column. */
const Prose = styled.div`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeightNormal};
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: ${vars.space.xl} 0 ${vars.space.sm};
    line-height: ${vars.font.lineHeightTight};
  }
  h1 {
    font-size: ${vars.font.sizeXl};
  }
  h2 {
    font-size: ${vars.font.sizeLg};
  }
  h3,
  h4 {
    font-size: ${vars.font.sizeMd};
  }
  h1:first-child,
  h2:first-child,
  h3:first-child,
  h4:first-child {
    margin-top: 0;
  }
  figure {
    margin: 0 0 ${vars.space.lg};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${vars.space.md};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${vars.radius.md};
  }
  a {
    color: ${vars.color.link};
  }
`;

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server; it is sanitized here. */
  html: string;
  /** The level the HTML's highest heading gets (the others follow); as sent when not given. */
  headingStart?: number;
}

/** Renders server HTML (a guide, an item's description) only after DOMPurify has cleaned it. */
export function SafeHtml({ html, headingStart, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeReportHtml(html, headingStart), [html, headingStart]);
  return <Prose {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
