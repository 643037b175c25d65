import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { fontSizes, type TextAlign, type TextSize } from '../../internal/typeScale';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /**
   * The element, h1 to h6: the heading's place in the document outline, chosen by the author, never
   * by its looks. A screen's page title is its h1 (Page and TitleBanner render it); sections in a
   * screen are h2, their parts h3.
   */
  level: HeadingLevel;
  /** A step of the type scale. Omitted: from the level (1 xxl, 2 xl, 3 lg, 4 md, 5 sm, 6 xs). */
  size?: TextSize;
  /** Horizontal alignment, in the reading direction. Omitted: inherited. */
  align?: TextAlign;
  /** The heading's words: they name the section it heads (point aria-labelledby at its id). */
  children?: ReactNode;
}

const sizeOfLevel: Record<HeadingLevel, TextSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'xs' };

const Title = styled.h2<{ $size: TextSize; $align?: TextAlign }>`
  margin: 0;
  font-size: ${({ $size }) => fontSizes[$size]};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  ${({ $align }) => $align && `text-align: ${$align};`}
`;

/**
 * A section heading in the type scale: bold, tight leading, no margin of its own (space comes from
 * a Stack or the parent's gap). It takes the colour of the text around it, so it reads on any surface.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, align, ...rest },
  ref,
) {
  return <Title ref={ref} as={`h${level}`} $size={size ?? sizeOfLevel[level]} $align={align} {...rest} />;
});
Heading.displayName = 'Heading';
