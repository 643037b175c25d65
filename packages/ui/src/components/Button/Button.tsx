import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../tokens';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../LoadingOverlay/Spinner';
import { toneStyles } from './tones';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** How it looks: primary (the one main action), secondary, danger (destructive), link (text only). */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  /** An icon before the label (decorative). */
  leadingIcon?: IconName;
  children?: ReactNode;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: toneStyles.primary,
  secondary: toneStyles.secondary,
  danger: toneStyles.danger,
  link: css`
    background: transparent;
    color: ${vars.color.link};
    text-decoration: underline;
    text-underline-offset: 2px;
    height: auto;
    padding: 0;
    border-radius: ${vars.radius.sm};
    &:hover:not(:disabled) {
      text-decoration-thickness: 2px;
    }
  `,
};

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  text-align: center;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-state='loading'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonBase}
  height: ${({ $size }) => ($size === 'sm' ? '32px' : vars.size.controlHeight)};
  padding: 0 ${({ $size }) => ($size === 'sm' ? vars.space.md : vars.space.lg)};
  font-size: ${({ $size }) => ($size === 'sm' ? vars.font.sizeSm : vars.font.sizeMd)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
`;

/** The product's button. It is `type="button"` unless told otherwise, so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    leadingIcon,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const isDisabled = Boolean(disabled) || loading;
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={isDisabled}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : isDisabled ? 'disabled' : undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      {loading ? <Spinner /> : leadingIcon ? <Icon name={leadingIcon} size={size === 'sm' ? 'sm' : 'md'} /> : null}
      {children}
    </StyledButton>
  );
});
Button.displayName = 'Button';
