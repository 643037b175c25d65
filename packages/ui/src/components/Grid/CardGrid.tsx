import { forwardRef, type Ref, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import type { SpaceToken } from '../Stack';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /** The narrowest a card may get before the grid drops a column (CSS length, default 240px). */
  minItemWidth?: string;
  /** Space between cards, from the space tokens (default xl = 24 px). */
  gap?: SpaceToken;
  /** `ul` when the children are `li` cards (a list of guides), else `div`. */
  as?: 'div' | 'ul';
}

const Grid = styled.div<{ $min: string; $gap: SpaceToken }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min}, 100%), 1fr));
  gap: ${({ $gap }) => vars.space[$gap]};
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A responsive grid of cards: as many equal columns as fit, one column on a phone. */
export const CardGrid = forwardRef<HTMLElement, CardGridProps>(function CardGrid(
  { minItemWidth = '240px', gap = 'xl', as = 'div', ...rest },
  ref,
) {
  return <Grid ref={ref as Ref<HTMLDivElement>} as={as} $min={minItemWidth} $gap={gap} {...rest} />;
});
CardGrid.displayName = 'CardGrid';
