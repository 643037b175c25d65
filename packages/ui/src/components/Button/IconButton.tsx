import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { ButtonVariant } from '../../internal/vocabulary';
import { onTouch, TOUCH_TARGET } from '../../internal/touch';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';
import { buttonBase, buttonLook, type ButtonSize, type ButtonTone, type PlainFirstAppearance } from './buttonStyles';

/** An icon-only button has no visible text, so its name is required by the types. */
type IconButtonName =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

/**
 * `variant` (default plain: no fill until hovered), `tone` (neutral, or critical for a destructive
 * action; primary or secondary only) and `size` as Button's.
 */
export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'aria-labelledby'
> &
  IconButtonName &
  PlainFirstAppearance & {
    icon: IconName;
    size?: ButtonSize;
  };

const StyledIconButton = styled.button<{ $variant: ButtonVariant; $tone: ButtonTone; $size: ButtonSize }>`
  ${buttonBase}
  width: ${({ $size }) => ($size === 'sm' ? '32px' : vars.size.controlHeight)};
  height: ${({ $size }) => ($size === 'sm' ? '32px' : vars.size.controlHeight)};
  padding: 0;
  ${({ $variant, $tone }) => buttonLook($variant, $tone, 'icon')}

  ${onTouch} {
    width: ${TOUCH_TARGET};
    height: ${TOUCH_TARGET};
  }
`;

/** A square button showing only an icon; `aria-label` (or `aria-labelledby`) is required. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'plain', tone = 'neutral', size = 'md', type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} $variant={variant} $tone={tone} $size={size} {...rest}>
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </StyledIconButton>
  );
});
IconButton.displayName = 'IconButton';
