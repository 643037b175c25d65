import { forwardRef, type Ref, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars, type Tokens } from '../../tokens';

export type CardElement = 'div' | 'article' | 'section' | 'li';
export type CardPadding = Extract<keyof Tokens['space'], 'none' | 'md' | 'lg' | 'xl'>;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element it renders (an `article` for a self-contained item, `li` inside a list). */
  as?: CardElement;
  /** Inner space from the space tokens (default lg). */
  padding?: CardPadding;
  /** A raised card casts a larger shadow. */
  elevation?: 'flat' | 'raised';
}

const Surface = styled.div<{ $padding: CardPadding; $elevation: 'flat' | 'raised' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${({ $padding }) => vars.space[$padding]};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${({ $elevation }) => ($elevation === 'raised' ? vars.shadow.md : vars.shadow.sm)};
  list-style: none;
`;

/** A plain surface: white, rounded, bordered and lightly shadowed. Cards and panels build on it. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as = 'div', padding = 'lg', elevation = 'flat', ...rest },
  ref,
) {
  return (
    <Surface
      // styled-components types `as` loosely; the element is one of CardElement.
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      $padding={padding}
      $elevation={elevation}
      {...rest}
    />
  );
});
Card.displayName = 'Card';
