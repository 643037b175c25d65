import { forwardRef, type ButtonHTMLAttributes, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { clampCount } from '../../internal/clampCount';
import { Icon, type IconName } from '../Icon';

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
  /** The current location's path; the matching item gets aria-current="page". */
  currentPath?: string;
  /** Renders the brand and the non-external items (a wrapper of the router's Link that takes `href`). Default 'a'. */
  linkComponent?: ElementType;
  /** The navigation landmark's name. */
  navLabel?: string;
}

const Bar = styled.header`
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
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
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
  { brand, items, actions, currentPath, linkComponent = 'a', navLabel = 'Main', ...rest },
  ref,
) {
  const here = currentPath ? pathOf(currentPath) : undefined;
  const current = (path: string) => (here === path || here?.startsWith(`${path}/`) ? ('page' as const) : undefined);

  const link = ({ id, label, href, external, icon, count: rawCount, countLabel }: HeaderItem) => {
    const count = clampCount(rawCount);
    // An icon link always shows its count (the cart's 0); a text link shows a badge above 0 only.
    const counted = icon ? rawCount !== undefined : count > 0;
    // An explicit name where a count sits beside the text, so every browser reads it the same way.
    const name = counted && countLabel ? `${label}, ${countLabel(count)}` : icon ? label : undefined;
    return (
      <li key={id}>
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
      <Inner>
        <Brand as={linkComponent} href={brand.href}>
          {brand.logo}
          <span>{brand.name}</span>
        </Brand>
        <nav aria-label={navLabel}>
          <List>
            {items.map(link)}
            {actions ? <li>{actions}</li> : null}
          </List>
        </nav>
      </Inner>
    </Bar>
  );
});
Header.displayName = 'Header';
