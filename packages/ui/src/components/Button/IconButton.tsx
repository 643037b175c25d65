import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';
import { buttonBase, type ButtonSize } from './Button';
import { toneStyles } from './tones';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'danger';

/** An icon-only button has no visible text, so its name is required by the types. */
type IconButtonName =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'aria-labelledby'
> &
  IconButtonName & {
    icon: IconName;
    variant?: IconButtonVariant;
    size?: ButtonSize;
  };

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) {
      background: ${vars.color.surfaceMuted};
    }
  `,
  secondary: toneStyles.secondary,
  primary: toneStyles.primary,
  danger: toneStyles.danger,
};

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  width: ${({ $size }) => ($size === 'sm' ? '32px' : vars.size.controlHeight)};
  height: ${({ $size }) => ($size === 'sm' ? '32px' : vars.size.controlHeight)};
  padding: 0;
  ${({ $variant }) => variants[$variant]}
`;

/** A square button showing only an icon; `aria-label` (or `aria-labelledby`) is required. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'md', type = 'button', ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} $variant={variant} $size={size} {...rest}>
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'md'} />
    </StyledIconButton>
  );
});
IconButton.displayName = 'IconButton';
