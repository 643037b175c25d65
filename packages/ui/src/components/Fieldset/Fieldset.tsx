import { forwardRef, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { fontSizes, type TextSize } from '../../internal/typeScale';
import type { SpaceToken } from '../Stack';
import { visuallyHiddenStyles } from '../VisuallyHidden';

export interface FieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** The group's title, rendered as its native <legend>: it is the group's accessible name. */
  legend: ReactNode;
  /** The legend's step of the type scale (default xl). */
  legendSize?: TextSize;
  /** Keeps the legend for assistive technology only, when a heading nearby already says it. */
  hideLegend?: boolean;
  /** Space between the children, and under the legend, from the space tokens (default lg = 16 px). */
  gap?: SpaceToken;
  /** Disables every control inside, natively (a disabled fieldset's controls cannot be focused or submitted). */
  disabled?: boolean;
  /** The controls of the group, laid out in a column. */
  children?: ReactNode;
}

// The rendered legend sits outside the flex content box, so the gap does not reach it: its own margin does.
const Root = styled.fieldset<{ $gap: SpaceToken }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => vars.space[$gap]};
`;

const Legend = styled.legend<{ $size: TextSize; $gap: SpaceToken; $hidden: boolean }>`
  padding: 0;
  margin: 0;
  margin-block-end: ${({ $gap }) => vars.space[$gap]};
  font-size: ${({ $size }) => fontSizes[$size]};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

/**
 * A titled group of form controls: a native <fieldset> named by its <legend>, the legend in the type
 * scale (bold, tight leading), the children in a column with a token gap. No border or padding of
 * its own: the card or form around it draws the surface.
 */
export const Fieldset = forwardRef<HTMLFieldSetElement, FieldsetProps>(function Fieldset(
  { legend, legendSize = 'xl', hideLegend = false, gap = 'lg', children, ...rest },
  ref,
) {
  return (
    <Root ref={ref} $gap={gap} {...rest}>
      <Legend $size={legendSize} $gap={gap} $hidden={hideLegend}>
        {legend}
      </Legend>
      {children}
    </Root>
  );
});
Fieldset.displayName = 'Fieldset';
