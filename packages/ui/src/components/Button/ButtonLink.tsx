import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ComponentPropsWithRef,
  type ElementType,
  type ReactElement,
} from 'react';
import styled from 'styled-components';
import type { ButtonVariant } from '../../internal/vocabulary';
import { Icon } from '../Icon';
import type { ButtonLookProps } from './Button';
import {
  buttonBase,
  buttonLook,
  labelledSize,
  type ButtonAppearance,
  type ButtonSize,
  type ButtonTone,
} from './buttonStyles';

type ButtonLinkOwnProps = ButtonAppearance & ButtonLookProps;

/**
 * The props of a ButtonLink rendered as `E`: Button's look (`variant`, `tone`, `size`, `fullWidth`,
 * `leadingIcon`), plus everything `E` accepts (an <a> by default; a router link such as
 * react-router's `Link` with `as={RouterLink} to="/home"`).
 */
export type ButtonLinkProps<E extends ElementType = 'a'> = ButtonLinkOwnProps & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof ButtonLookProps | 'variant' | 'tone' | 'as'
  >;

const Anchor = styled.a<{ $variant: ButtonVariant; $tone: ButtonTone; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonBase}
  ${({ $size, $fullWidth }) => labelledSize($size, $fullWidth)}
  text-decoration: none;
  ${({ $variant, $tone }) => buttonLook($variant, $tone)}
`;

type AnyButtonLinkProps = ButtonLinkOwnProps & { as?: ElementType } & AnchorHTMLAttributes<HTMLAnchorElement>;

const ButtonLinkInner = forwardRef<HTMLAnchorElement, AnyButtonLinkProps>(function ButtonLink(
  { as, variant = 'primary', tone = 'neutral', size = 'md', fullWidth = false, leadingIcon, children, ...rest },
  ref,
) {
  return (
    <Anchor ref={ref} as={as} $variant={variant} $tone={tone} $size={size} $fullWidth={fullWidth} {...rest}>
      {leadingIcon ? <Icon name={leadingIcon} size={size === 'sm' ? 'sm' : 'md'} /> : null}
      {children}
    </Anchor>
  );
});

type PolymorphicButtonLink = (<E extends ElementType = 'a'>(props: ButtonLinkProps<E>) => ReactElement | null) & {
  displayName?: string;
};

/**
 * A link that looks like a button: for an action that goes to an address (another site's cart, a
 * page of the app), so it stays a real link that can be opened in a new tab. It has no disabled or
 * loading state: a link that goes nowhere should not be shown.
 */
// forwardRef loses the generic; the public type restores it (the runtime passes every prop through).
export const ButtonLink = ButtonLinkInner as PolymorphicButtonLink;
ButtonLink.displayName = 'ButtonLink';
