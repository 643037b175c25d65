import { forwardRef, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { Tone } from '../../internal/vocabulary';
import { fontSizes, type TextAlign, type TextSize } from '../../internal/typeScale';
import { vars } from '../../tokens';

export type { TextAlign, TextSize };

export type TextWeight = 'regular' | 'medium' | 'bold';
/**
 * What the text means, not its colour: the vocabulary's neutral, critical and success, plus muted (secondary
 * text) and inverse (on dark fills). Each is a text token checked for AA contrast in every theme.
 */
export type TextTone = Extract<Tone, 'neutral' | 'critical' | 'success'> | 'muted' | 'inverse';
/** The elements text is written in; headings are Heading's. */
export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'label' | 'legend';

const fontWeights: Record<TextWeight, string> = {
  regular: vars.font.weightRegular,
  medium: vars.font.weightMedium,
  bold: vars.font.weightBold,
};

const toneColors: Record<TextTone, string> = {
  neutral: vars.color.text,
  muted: vars.color.textMuted,
  inverse: vars.color.textInverse,
  critical: vars.color.dangerText,
  success: vars.color.successText,
};

const inline: ReadonlySet<TextElement> = new Set(['span', 'strong', 'em', 'small', 'label']);

interface TextOwnProps {
  /** The element (default p). Pick it for meaning: span inside a line, strong for importance, label for a control. */
  as?: TextElement;
  /** A step of the type scale. Omitted: the surrounding text's size (md in the body). */
  size?: TextSize;
  /** regular, medium or bold, from the tokens. Omitted: the surrounding text's weight (so `as="strong"` stays bold). */
  weight?: TextWeight;
  /** neutral (default) for body text, muted for secondary text, inverse on dark fills, critical and success for outcomes. */
  tone?: TextTone;
  /** Horizontal alignment, in the reading direction (start is left in a left-to-right page). Omitted: inherited. */
  align?: TextAlign;
  /** One line, cut with an ellipsis when it does not fit. The whole text stays in the page for assistive technology; a `title` shows it on hover. */
  truncate?: boolean;
  /** The words, with any inline content (a Link, a Button of variant plain). */
  children?: ReactNode;
}

/** The props of Text rendered as `E`: its own, plus everything `E` accepts (e.g. `htmlFor` on a label). */
export type TextProps<E extends TextElement = 'p'> = TextOwnProps & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof TextOwnProps | 'as'
  >;

const truncation = (element: TextElement) => css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-inline-size: 100%;
  ${inline.has(element) && 'display: inline-block; vertical-align: top;'}
`;

const Body = styled.p<{
  $element: TextElement;
  $size?: TextSize;
  $weight?: TextWeight;
  $tone: TextTone;
  $align?: TextAlign;
  $truncate: boolean;
}>`
  margin: 0;
  padding: 0;
  color: ${({ $tone }) => toneColors[$tone]};
  ${({ $size }) => $size && `font-size: ${fontSizes[$size]};`}
  ${({ $weight }) => $weight && `font-weight: ${fontWeights[$weight]};`}
  ${({ $align }) => $align && `text-align: ${$align};`}
  ${({ $truncate, $element }) => $truncate && truncation($element)}
`;

type AnyTextProps = TextOwnProps & Omit<ComponentPropsWithRef<'p'>, keyof TextOwnProps>;

const TextInner = forwardRef<HTMLParagraphElement, AnyTextProps>(function Text(
  { as = 'p', size, weight, tone = 'neutral', align, truncate = false, ...rest },
  ref,
) {
  return (
    <Body
      ref={ref}
      as={as}
      $element={as}
      $size={size}
      $weight={weight}
      $tone={tone}
      $align={align}
      $truncate={truncate}
      {...rest}
    />
  );
});

type PolymorphicText = (<E extends TextElement = 'p'>(props: TextProps<E>) => ReactElement | null) & {
  displayName?: string;
};

/**
 * Body text in the design system's type scale and tones, with no margin of its own: space between
 * blocks comes from a Stack or the parent's gap. Headings are Heading's.
 */
// forwardRef loses the generic; the public type restores it (the runtime passes every prop through).
export const Text = TextInner as PolymorphicText;
Text.displayName = 'Text';
