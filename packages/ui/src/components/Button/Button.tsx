import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../internal/Spinner';
import type { ButtonVariant } from '../../internal/vocabulary';
import { Icon, type IconName } from '../Icon';
import {
  buttonBase,
  buttonLook,
  labelledSize,
  type ButtonAppearance,
  type ButtonSize,
  type ButtonTone,
} from './buttonStyles';

/** What Button and ButtonLink take beside their element's own attributes. */
export interface ButtonLookProps {
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  /** An icon before the label (decorative). */
  leadingIcon?: IconName;
  children?: ReactNode;
}

/**
 * `variant`: how loud — primary (the one main action), secondary, plain (text only).
 * `tone`: what it means — neutral, or critical (destructive; primary or secondary only).
 */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonAppearance &
  ButtonLookProps & {
    /**
     * Shows a spinner, sets aria-busy and turns the button off until the work is done. It stays focusable
     * (aria-disabled, not the native attribute): a person who pressed it keeps their place, and it takes no
     * click and submits no form meanwhile.
     */
    loading?: boolean;
  };

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $tone: ButtonTone;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  ${buttonBase}
  ${({ $size, $fullWidth }) => labelledSize($size, $fullWidth)}
  ${({ $variant, $tone }) => buttonLook($variant, $tone)}
`;

/** The product's button. It is `type="button"` unless told otherwise, so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    tone = 'neutral',
    size = 'md',
    loading = false,
    fullWidth = false,
    leadingIcon,
    disabled,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const isDisabled = Boolean(disabled);
  // Natively disabling a focused button drops the focus to the page; while loading it is only announced as
  // unavailable, and its clicks (and a form's implicit submission, which clicks it) do nothing.
  const inactive = loading && !isDisabled;
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={isDisabled}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : isDisabled ? 'disabled' : undefined}
      onClick={inactive ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      $variant={variant}
      $tone={tone}
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
