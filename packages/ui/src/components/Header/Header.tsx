import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { breakpoints, vars } from '../../tokens';
import { clampCount } from '../../internal/clampCount';
import { Icon, type IconName } from '../Icon';
import { useInsightStrings } from '../../theme/locale';

/** The brand link at the start of the bar. */
export interface HeaderBrand {
  name: string;
  href: string;
  /** A mark before the name. */
  logo?: ReactNode;
}

/** One link of the main navigation. */
export interface HeaderItem {
  /** Unique in the list; also names the count badge's test id (`<id>-badge`). */
  id: string;
  /** The link's text, or its accessible name when it shows an icon. */
  label: string;
  href: string;
  /** Another site's address: a plain link, not `linkComponent`, and never the current page. */
  external?: boolean;
  /** Shows the icon instead of the label, with the count (even 0) beside it inside the link. */
  icon?: IconName;
  /** A badge after the label, shown above 0 (a whole number, never below 0). */
  count?: number;
  /** The count's words for screen readers, added to the link's name ("Connections, 3 pending invitations"). */
  countLabel?: (count: number) => string;
}

export interface HeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  brand: HeaderBrand;
  /** The main navigation, in order. */
  items: readonly HeaderItem[];
  /** After the links, inside the navigation (e.g. a `HeaderButton` to sign out). */
  actions?: ReactNode;
  /**
   * Controls of the bar outside the navigation, after it (e.g. a `NotificationBell`). They stay in the bar at
   * every width: under the narrow breakpoint beside the icon links (the cart), before the menu button. A
   * popover in them (the bell's list) hangs from the whole bar there.
   */
  tools?: ReactNode;
  /** The current location's path; the matching item gets aria-current="page". */
  currentPath?: string;
  /** Renders the brand and the non-external items (a wrapper of the router's Link that takes `href`). Default 'a'. */
  linkComponent?: ElementType;
  /** The navigation landmark's name. */
  navLabel?: string;
  /**
   * The word on the menu button that holds the navigation under the narrow breakpoint (and its
   * accessible name, before the text links' counts: "Menu, 3 pending invitations"). Default 'Menu'.
   */
  menuLabel?: string;
}

/**
 * Under the narrow breakpoint (the header's own width, a container query) the bar holds the brand, the
 * icon links (e.g. the cart with its count) and one menu button; the other links and the actions are a
 * disclosure under the bar that the button opens. Desktop widths are untouched by these rules.
 */
const narrow = `@container insight-header (width < ${breakpoints.narrow})`;
/** WCAG 2.5.5: a touch target at least 44 × 44 CSS px. */
const TOUCH = '44px';

const Bar = styled.header`
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

const Inner = styled.div`
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

const Brand = styled.a`
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

const Nav = styled.nav`
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

const List = styled.ul`
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

const Tools = styled.div`
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

const MenuButton = styled.button`
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
    border: 1px solid color-mix(in srgb, ${vars.color.headerText} 60%, transparent);
    border-radius: ${vars.radius.md};
    background: transparent;
    color: ${vars.color.headerText};
    font: inherit;
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightMedium};
    cursor: pointer;

    &:hover,
    &[aria-expanded='true'] {
      background: color-mix(in srgb, ${vars.color.headerText} 12%, transparent);
    }
  }
`;

const NavLink = styled.a`
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

const IconCount = styled(Count)`
  background: ${vars.color.headerText};
  color: ${vars.color.headerBackground};
`;

const CountBadge = styled(Count)`
  background: ${vars.color.badge};
  color: ${vars.color.badgeText};
`;

const ActionButton = styled.button`
  min-height: 36px;
  margin-inline-start: ${vars.space.sm};
  padding: 0 ${vars.space.lg};
  border: 1px solid color-mix(in srgb, ${vars.color.headerText} 60%, transparent);
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.headerText};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: color-mix(in srgb, ${vars.color.headerText} 12%, transparent);
  }
`;

/** Three bars, or a cross while the menu is open (drawn here: the button is the Header's own). */
function MenuIcon({ open }: { open: boolean }) {
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

/** The path part of a location (no query, no hash, no trailing slash). */
const pathOf = (location: string) => location.split(/[?#]/)[0].replace(/(.)\/$/, '$1');

/** A button for the dark bar, for `actions` (e.g. Logout). */
export const HeaderButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function HeaderButton({ type = 'button', ...rest }, ref) {
    return <ActionButton ref={ref} type={type} {...rest} />;
  },
);
HeaderButton.displayName = 'HeaderButton';

/** A product's top bar: the brand, the main navigation given as items, and actions after it. */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    brand,
    items,
    actions,
    tools,
    currentPath,
    linkComponent = 'a',
    navLabel: navLabelProp,
    menuLabel: menuLabelProp,
    ...rest
  },
  ref,
) {
  const strings = useInsightStrings();
  const navLabel = navLabelProp ?? strings.navigation;
  const menuLabel = menuLabelProp ?? strings.menu;
  const here = currentPath ? pathOf(currentPath) : undefined;
  const current = (path: string) => (here === path || here?.startsWith(`${path}/`) ? ('page' as const) : undefined);

  // The phone menu is open at the location where it was opened: a new location closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === (here ?? '');
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Opened: focus moves to the menu's first link or action.
    if (open) listRef.current?.querySelector<HTMLElement>(':scope > li:not([data-pinned]) :is(a, button)')?.focus();
  }, [open]);
  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };
  // A link or an action chosen in the open menu closes it (focus back on the button, as the link or
  // action it was on is hidden with the menu).
  const onListClick = (event: MouseEvent) => {
    if (open && event.target instanceof Element && event.target.closest('a, button')) close(true);
  };

  // The text links' counts ride on the menu button, so they show while the menu is closed.
  const menuCounts = items.filter((item) => !item.icon && clampCount(item.count) > 0);
  const menuCount = menuCounts.reduce((sum, item) => sum + clampCount(item.count), 0);
  const menuCountWords = menuCounts.flatMap((item) =>
    item.countLabel ? [item.countLabel(clampCount(item.count))] : [],
  );
  const menuName = menuCountWords.length > 0 ? [menuLabel, ...menuCountWords].join(', ') : undefined;

  const link = ({ id, label, href, external, icon, count: rawCount, countLabel }: HeaderItem) => {
    const count = clampCount(rawCount);
    // An icon link always shows its count (the cart's 0); a text link shows a badge above 0 only.
    const counted = icon ? rawCount !== undefined : count > 0;
    // An explicit name where a count sits beside the text, so every browser reads it the same way.
    const name = counted && countLabel ? `${label}, ${countLabel(count)}` : icon ? label : undefined;
    return (
      <li key={id} data-pinned={icon ? '' : undefined}>
        <NavLink
          as={external ? 'a' : linkComponent}
          href={href}
          aria-current={external ? undefined : current(href)}
          aria-label={name}
        >
          {icon ? (
            <>
              <Icon name={icon} />
              {counted ? <IconCount aria-hidden="true">{count}</IconCount> : null}
            </>
          ) : (
            <>
              {label}
              {counted ? (
                <>
                  {/* The space keeps "Connections 3" two words for the label-in-name check. */}{' '}
                  <CountBadge aria-hidden="true" data-testid={`${id}-badge`}>
                    {count}
                  </CountBadge>
                </>
              ) : null}
            </>
          )}
        </NavLink>
      </li>
    );
  };

  return (
    <Bar ref={ref} {...rest}>
      <Inner onKeyDown={onKeyDown}>
        <Brand as={linkComponent} href={brand.href}>
          {brand.logo}
          <span>{brand.name}</span>
        </Brand>
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={menuName}
          onClick={() => (open ? close(false) : setOpenAt(here ?? ''))}
        >
          <MenuIcon open={open} />
          {menuLabel}
          {menuCount > 0 ? (
            <>
              {' '}
              <CountBadge aria-hidden="true" data-testid="header-menu-badge">
                {menuCount}
              </CountBadge>
            </>
          ) : null}
        </MenuButton>
        <Nav aria-label={navLabel} data-state={open ? 'open' : 'closed'} data-tools={tools ? '' : undefined}>
          <List id={listId} ref={listRef} data-state={open ? 'open' : 'closed'} onClick={onListClick}>
            {items.map(link)}
            {actions ? <li>{actions}</li> : null}
          </List>
        </Nav>
        {tools ? <Tools>{tools}</Tools> : null}
      </Inner>
    </Bar>
  );
});
Header.displayName = 'Header';
