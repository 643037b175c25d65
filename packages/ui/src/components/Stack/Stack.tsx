import { forwardRef, type Ref, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars, type Tokens } from '../../tokens';

export type SpaceToken = keyof Tokens['space'];
export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';
export type StackElement = 'div' | 'section' | 'ul' | 'ol' | 'nav';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between the children, from the space tokens (default lg = 16 px). */
  gap?: SpaceToken;
  /** column (default) stacks vertically, row lays out horizontally. */
  direction?: StackDirection;
  align?: StackAlign;
  justify?: StackJustify;
  /** Lets a row wrap onto several lines. */
  wrap?: boolean;
  as?: StackElement;
}

const flex: Record<StackAlign | StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
};

const Box = styled.div<{
  $gap: SpaceToken;
  $direction: StackDirection;
  $align: StackAlign;
  $justify: StackJustify;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => vars.space[$gap]};
  align-items: ${({ $align }) => flex[$align]};
  justify-content: ${({ $justify }) => flex[$justify]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

/** Lays its children out in a column or a row with a token gap, so screens never write spacing. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 'lg', direction = 'column', align = 'stretch', justify = 'start', wrap = false, as = 'div', ...rest },
  ref,
) {
  return (
    <Box
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      $gap={gap}
      $direction={direction}
      $align={direction === 'row' && align === 'stretch' ? 'center' : align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
});
Stack.displayName = 'Stack';
