import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Icon } from '../Icon';

/** The app's routes the header links to (SPEC §2 route table). */
export const headerPaths = {
  home: '/home',
  login: '/login',
  register: '/register',
  connections: '/connections',
  profile: '/profile',
  contact: '/contact',
} as const;

export interface HeaderLabels {
  login: string;
  register: string;
  library: string;
  connections: string;
  profile: string;
  contact: string;
  logout: string;
  /** The cart link's accessible name for a quantity. */
  cart: (quantity: number) => string;
  /** The screen-reader text of the invitations badge. */
  pendingInvitations: (count: number) => string;
}

/** SPEC §2 shared layout wording. */
export const defaultHeaderLabels: HeaderLabels = {
  login: 'Login',
  register: 'Register',
  library: 'Library',
  connections: 'Connections',
  profile: 'Profile',
  contact: 'Contact Us',
  logout: 'Logout',
  cart: (n) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
  pendingInvitations: (n) => `${n} pending ${n === 1 ? 'invitation' : 'invitations'}`,
};

/** A count shown to people: a whole number, never below 0 (SPEC §9). */
export const clampCount = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

export interface HeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  appName: string;
  /** Signed out: Login and Register. Signed in: Library, cart, Connections, Profile, Contact Us, Logout. */
  signedIn: boolean;
  /** The cart provider's cart view (an external address). The cart link shows only when given. */
  cartHref?: string;
  cartQuantity?: number;
  /** Received invitations waiting for an answer; the red badge shows only above 0. */
  pendingInvitations?: number;
  onLogout?: () => void;
  /** The current location's path; the matching link gets aria-current="page". */
  currentPath?: string;
  /** Renders the app's own links (a wrapper of the router's Link that takes `href`). Default 'a'. */
  linkComponent?: ElementType;
  /** A mark before the app name in the brand link. */
  logo?: ReactNode;
  /** Where the brand link goes (default /home when signed in, /login when signed out). */
  homeHref?: string;
  labels?: Partial<HeaderLabels>;
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

const CartCount = styled(Count)`
  background: ${vars.color.headerText};
  color: ${vars.color.headerBackground};
`;

const InvitationBadge = styled(Count)`
  background: ${vars.color.badge};
  color: ${vars.color.badgeText};
`;

const LogoutButton = styled.button`
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

/** The product's top bar: brand and the main navigation for a signed-out or a signed-in person. */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    appName,
    signedIn,
    cartHref,
    cartQuantity,
    pendingInvitations,
    onLogout,
    currentPath,
    linkComponent = 'a',
    logo,
    homeHref,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultHeaderLabels, ...labelOverrides };
  const here = currentPath ? pathOf(currentPath) : undefined;
  const current = (path: string) => (here === path || here?.startsWith(`${path}/`) ? ('page' as const) : undefined);
  const pending = clampCount(pendingInvitations);
  const quantity = clampCount(cartQuantity);

  // An explicit name where a badge sits beside the text, so every browser reads it the same way.
  const appLink = (path: string, text: ReactNode, extra?: ReactNode, name?: string) => (
    <li>
      <NavLink as={linkComponent} href={path} aria-current={current(path)} aria-label={name}>
        {text}
        {extra}
      </NavLink>
    </li>
  );

  return (
    <Bar ref={ref} data-state={signedIn ? 'signed-in' : 'signed-out'} {...rest}>
      <Inner>
        <Brand as={linkComponent} href={homeHref ?? (signedIn ? headerPaths.home : headerPaths.login)}>
          {logo}
          <span>{appName}</span>
        </Brand>
        <nav aria-label="Main">
          <List>
            {signedIn ? (
              <>
                {appLink(headerPaths.home, labels.library)}
                {cartHref ? (
                  <li>
                    <NavLink href={cartHref} aria-label={labels.cart(quantity)} data-cart-quantity={quantity}>
                      <Icon name="cart" />
                      <CartCount aria-hidden="true">{quantity}</CartCount>
                    </NavLink>
                  </li>
                ) : null}
                {appLink(
                  headerPaths.connections,
                  labels.connections,
                  pending > 0 ? (
                    <>
                      {/* The space keeps "Connections 3" two words for the label-in-name check. */}{' '}
                      <InvitationBadge aria-hidden="true" data-testid="pending-invitations-badge">
                        {pending}
                      </InvitationBadge>
                    </>
                  ) : null,
                  pending > 0 ? `${labels.connections}, ${labels.pendingInvitations(pending)}` : undefined,
                )}
                {appLink(headerPaths.profile, labels.profile)}
                {appLink(headerPaths.contact, labels.contact)}
                <li>
                  <LogoutButton type="button" onClick={onLogout}>
                    {labels.logout}
                  </LogoutButton>
                </li>
              </>
            ) : (
              <>
                {appLink(headerPaths.login, labels.login)}
                {appLink(headerPaths.register, labels.register)}
              </>
            )}
          </List>
        </nav>
      </Inner>
    </Bar>
  );
});
Header.displayName = 'Header';
