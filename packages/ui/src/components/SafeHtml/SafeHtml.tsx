import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { sanitizeHtml } from '../../internal/sanitize';

/** The design system's prose: the typography of long server-written text (a guide, a description). */
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
  /** HTML from a server; it is sanitized here (sanitizeHtml) before it is rendered. */
  html: string;
  /** The level the HTML's highest heading gets (the others follow), e.g. 2 under a page's h1. */
  headingStart?: number;
}

/** Server HTML in the design system's prose style, rendered only after sanitizeHtml has cleaned it. */
export const SafeHtml = forwardRef<HTMLDivElement, SafeHtmlProps>(function SafeHtml(
  { html, headingStart, ...rest },
  ref,
) {
  const safe = useMemo(
    () => sanitizeHtml(html, headingStart === undefined ? {} : { headingStart }),
    [html, headingStart],
  );
  return 'html' in safe ? (
    <Prose ref={ref} {...rest} dangerouslySetInnerHTML={{ __html: safe.html }} />
  ) : (
    <Prose ref={ref} {...rest}>
      {safe.text}
    </Prose>
  );
});
SafeHtml.displayName = 'SafeHtml';
