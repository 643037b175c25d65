import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
// A count is never below 0: one definition, shared with the Header's badges.
import { clampCount } from '../../internal/clampCount';
import { VisuallyHidden } from '../VisuallyHidden';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The number shown; nothing is rendered at 0 (or below). */
  count: number;
  /** Above this the badge reads e.g. '99+'. */
  max?: number;
  /**
   * Words read after the number by screen readers, e.g. 'pending invitations' →
   * '3 pending invitations'. Without it only the number is read.
   */
  label?: string;
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${vars.radius.round};
  background: ${vars.color.badge};
  color: ${vars.color.badgeText};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  vertical-align: middle;
`;

/** A red count (e.g. pending invitations beside Connections); hidden at 0, never below 0. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ count, max = 99, label, ...rest }, ref) {
  const value = clampCount(count);
  if (value === 0) return null;
  const shown = value > max ? `${max}+` : String(value);
  return (
    <Pill ref={ref} data-count={value} {...rest}>
      <span aria-hidden={label ? true : undefined}>{shown}</span>
      {label ? <VisuallyHidden>{`${value} ${label}`}</VisuallyHidden> : null}
    </Pill>
  );
});
Badge.displayName = 'Badge';
