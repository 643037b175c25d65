import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

/** What the ribbon colour means is decided by the card that shows it (see GuideCard, PackageCard). */
export type RibbonTone = 'red' | 'green' | 'blue';

export interface RibbonProps extends HTMLAttributes<HTMLSpanElement> {
  tone: RibbonTone;
  /** The text on the ribbon, e.g. 'Career'. */
  children: ReactNode;
}

const background: Record<RibbonTone, string> = {
  red: vars.color.ribbonCareer,
  green: vars.color.ribbonSports,
  blue: vars.color.ribbonPersonal,
};

const Band = styled.span<{ $tone: RibbonTone }>`
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
 * The label is real text, so the type is never told by colour alone.
 */
export const Ribbon = forwardRef<HTMLSpanElement, RibbonProps>(function Ribbon({ tone, children, ...rest }, ref) {
  return (
    <Band ref={ref} data-tone={tone} $tone={tone} {...rest}>
      {children}
    </Band>
  );
});
Ribbon.displayName = 'Ribbon';
