/** The Header's drawn parts (styled): the bar, the brand, the navigation and its menu button, the counts, actions. */
import styled, { css } from 'styled-components';
import { breakpoints, vars } from '../../tokens';

/** The bar's outlined buttons (the menu button, the actions): one look on the dark bar. */
const outlinedOnBar = css`
  border: 1px solid color-mix(in srgb, ${vars.color.headerText} 60%, transparent);
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.headerText};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;
`;

const narrow = `@container insight-header (width < ${breakpoints.narrow})`;
/** WCAG 2.5.5: a touch target at least 44 × 44 CSS px. */
const TOUCH = '44px';

export const Bar = styled.header`
  container: insight-header / inline-size;
  position: relative;
  z-index: ${vars.zIndex.header};
  background: ${vars.color.headerBackground};
  color: ${vars.color.headerText};
  box-shadow: ${vars.shadow.sm};

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${vars.color.headerText};
    outline-offset: 2px;
  }
`;

export const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm} ${vars.space.xl};
  max-width: ${vars.size.contentMax};
  min-height: 64px;
  margin: 0 auto;
  padding: ${vars.space.sm} ${vars.space.xl};

  ${narrow} {
    flex-wrap: wrap;
    gap: ${vars.space.sm};
    padding-inline: ${vars.space.lg};
  }
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.headerText};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${vars.radius.sm};

  ${narrow} {
    flex: 1 1 0;
    min-width: 0;
    min-height: ${TOUCH};

    & > span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

export const Nav = styled.nav`
  /* With tools after it, the navigation goes to the end of the bar with them (brand at the start). */
  &[data-tools] {
    margin-inline-start: auto;
  }

  ${narrow} {
    order: 1;

    &[data-state='open'] {
      order: 3;
      flex-basis: 100%;
      padding-block-end: ${vars.space.sm};
    }
  }
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${narrow} {
    /* Closed: only the icon links show, in the bar. */
    & > li:not([data-pinned]) {
      display: none;
    }

    /* Open: every link and action, one a row, full width. */
    &[data-state='open'] {
      flex-direction: column;
      align-items: stretch;
      gap: ${vars.space.xxs};
      padding-block-start: ${vars.space.sm};
      border-block-start: 1px solid color-mix(in srgb, ${vars.color.headerText} 30%, transparent);
    }
    &[data-state='open'] > li {
      display: flex;
      flex-direction: column;
    }
    & > li > a,
    & > li > button {
      min-width: ${TOUCH};
      min-height: ${TOUCH};
      margin: 0;
    }
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};

  ${narrow} {
    order: 1;
    /* A popover of a tool hangs from the bar, inset like its content. */
    --insight-popover-anchor: static;
    --insight-popover-inset: ${vars.space.lg};

    & > * {
      min-height: ${TOUCH};
    }
  }
`;

export const MenuButton = styled.button`
  display: none;

  ${narrow} {
    order: 2;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${vars.space.sm};
    min-width: ${TOUCH};
    min-height: ${TOUCH};
    padding: 0 ${vars.space.md};
    ${outlinedOnBar}

    &:hover,
    &[aria-expanded='true'] {
      background: color-mix(in srgb, ${vars.color.headerText} 12%, transparent);
    }
  }
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 36px;
  padding: 0 ${vars.space.md};
  border-radius: ${vars.radius.md};
  color: ${vars.color.headerText};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: color-mix(in srgb, ${vars.color.headerText} 12%, transparent);
  }
  &[aria-current='page'] {
    background: color-mix(in srgb, ${vars.color.headerText} 18%, transparent);
    box-shadow: inset 0 -2px 0 ${vars.color.headerText};
  }
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.round};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
`;

export const IconCount = styled(Count)`
  background: ${vars.color.headerText};
  color: ${vars.color.headerBackground};
`;

export const CountBadge = styled(Count)`
  background: ${vars.color.badge};
  color: ${vars.color.badgeText};
`;

export const ActionButton = styled.button`
  min-height: 36px;
  margin-inline-start: ${vars.space.sm};
  padding: 0 ${vars.space.lg};
  ${outlinedOnBar}
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: color-mix(in srgb, ${vars.color.headerText} 12%, transparent);
  }
`;

/** Three bars, or a cross while the menu is open (drawn here: the button is the Header's own). */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={open ? 'M18 6 6 18M6 6l12 12' : 'M4 6h16M4 12h16M4 18h16'} />
    </svg>
  );
}
