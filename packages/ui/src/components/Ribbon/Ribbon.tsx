import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../internal/vocabulary';
import { vars } from '../../tokens';

export interface RibbonProps extends HTMLAttributes<HTMLSpanElement> {
  /** What the ribbon means; each tone is a fill that keeps the white text readable in every theme. */
  tone: Tone;
  /** The text on the ribbon, e.g. 'Career'. */
  children: ReactNode;
}

/**
 * A ribbon as data, for a component that draws one (GuideCard, PackageCard): its text and its
 * tone. The product decides which of its categories gets which tone, in one place of its own.
 */
export interface CardRibbon {
  label: string;
  tone: Tone;
}

const background: Record<Tone, string> = {
  neutral: vars.color.ribbonNeutral,
  accent: vars.color.ribbonAccent,
  info: vars.color.ribbonInfo,
  success: vars.color.ribbonSuccess,
  warning: vars.color.ribbonWarning,
  critical: vars.color.ribbonCritical,
};

const Band = styled.span<{ $tone: Tone }>`
  position: absolute;
  top: ${vars.space.md};
  inset-inline-start: calc(-1 * ${vars.space.xs});
  z-index: 1;
  display: inline-block;
  padding: ${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.md};
  background: ${({ $tone }) => background[$tone]};
  color: ${vars.color.ribbonText};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  letter-spacing: 0.06em;
  line-height: ${vars.font.lineHeightTight};
  text-transform: uppercase;
  border-start-start-radius: 0;
  border-end-start-radius: 0;
  border-start-end-radius: ${vars.radius.sm};
  border-end-end-radius: ${vars.radius.sm};
  box-shadow: ${vars.shadow.sm};

  /* The fold behind the card's edge. */
  &::before {
    content: '';
    position: absolute;
    inset-inline-start: 0;
    bottom: calc(-1 * ${vars.space.xs});
    border-top: ${vars.space.xs} solid ${({ $tone }) => background[$tone]};
    border-inline-start: ${vars.space.xs} solid transparent;
    filter: brightness(0.6);
  }
`;

/**
 * The coloured band on a card's corner. Place it inside a positioned container (Card is one).
 * The label is real text, so what it says is never told by colour alone.
 */
export const Ribbon = forwardRef<HTMLSpanElement, RibbonProps>(function Ribbon({ tone, children, ...rest }, ref) {
  return (
    <Band ref={ref} data-tone={tone} $tone={tone} {...rest}>
      {children}
    </Band>
  );
});
Ribbon.displayName = 'Ribbon';
