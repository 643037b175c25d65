import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ComponentPropsWithRef,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { inlineTouchPadding, onTouch } from '../../internal/touch';
import { vars } from '../../tokens';

/** The colour of a link's text, by what is around it; Text's tones use the same words. */
export type LinkTone = 'neutral' | 'muted' | 'inverse';

interface LinkOwnProps {
  /** neutral: the link colour on the page's surfaces; muted: quieter text; inverse: on dark surfaces. */
  tone?: LinkTone;
  /** Underlined always (default, as body text links should be) or only on hover (navigation). */
  underline?: 'always' | 'hover';
  children?: ReactNode;
}

/**
 * The props of a Link rendered as `E`: our own props, plus everything `E` accepts (an <a> by
 * default; a router link such as react-router's `Link` with `as={RouterLink} to="/home"`).
 */
export type LinkProps<E extends ElementType = 'a'> = LinkOwnProps & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof LinkOwnProps | 'as'
  >;

const colors: Record<LinkTone, ReturnType<typeof css>> = {
  neutral: css`
    color: ${vars.color.link};
  `,
  muted: css`
    color: ${vars.color.textMuted};
    &:hover {
      color: ${vars.color.text};
    }
  `,
  inverse: css`
    color: ${vars.color.textInverse};
  `,
};

const Anchor = styled.a<{ $tone: LinkTone; $underline: 'always' | 'hover' }>`
  ${({ $tone }) => colors[$tone]}
  font-weight: inherit;
  text-decoration: ${({ $underline }) => ($underline === 'always' ? 'underline' : 'none')};
  text-underline-offset: 2px;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }

  /* On a touch screen the link takes presses over 44 px of height: vertical padding on an inline box grows
     the box, not the line, so text around it stays where it was. */
  ${onTouch} {
    padding-block: ${inlineTouchPadding};
  }
`;

type AnyLinkProps = LinkOwnProps & { as?: ElementType } & AnchorHTMLAttributes<HTMLAnchorElement>;

const LinkInner = forwardRef<HTMLAnchorElement, AnyLinkProps>(function Link(
  { as, tone = 'neutral', underline = 'always', ...rest },
  ref,
) {
  return <Anchor ref={ref} as={as} $tone={tone} $underline={underline} {...rest} />;
});

type PolymorphicLink = (<E extends ElementType = 'a'>(props: LinkProps<E>) => ReactElement | null) & {
  displayName?: string;
};

/** A styled anchor; `as` renders it through another element or a router's link component. */
// forwardRef loses the generic; the public type restores it (the runtime passes every prop through).
export const Link = LinkInner as PolymorphicLink;
Link.displayName = 'Link';
