/**
 * What the Header's story files share (Header.stories.tsx, HeaderPhoneMenu.stories.tsx): Insight's navigation as
 * its app passes it, stand-in links, and the phone-wide column the phone stories draw the header in.
 */
import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { forwardRef } from 'react';
import { expect, fn } from 'storybook/test';
import { HeaderButton, vars, type HeaderItem } from '@insight/ui';

export const cartHref = 'https://cart.insight.test/cart?cart=view';
export const brand = { name: 'Insight', href: '/home' };
export const onLogout = fn().mockName('onLogout');
export const logout = <HeaderButton onClick={onLogout}>Logout</HeaderButton>;

/** Stands in for the app's wrapper around react-router's Link. */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function RouterLink(
  { children, ...rest },
  ref,
) {
  return (
    <a ref={ref} data-router-link="" {...rest}>
      {children}
    </a>
  );
});

/** Insight's navigation, as its app passes it. */
export const signedOutItems: HeaderItem[] = [
  { id: 'login', label: 'Login', href: '/login' },
  { id: 'register', label: 'Register', href: '/register' },
];

export const signedInItems = ({ cartQuantity = 2, pendingInvitations = 0 } = {}): HeaderItem[] => [
  { id: 'library', label: 'Library', href: '/home' },
  {
    id: 'cart',
    label: 'Cart',
    href: cartHref,
    external: true,
    icon: 'cart',
    count: cartQuantity,
    countLabel: (n) => `${n} ${n === 1 ? 'item' : 'items'}`,
  },
  {
    id: 'connections',
    label: 'Connections',
    href: '/connections',
    count: pendingInvitations,
    countLabel: (n) => `${n} pending ${n === 1 ? 'invitation' : 'invitations'}`,
  },
  { id: 'profile', label: 'Profile', href: '/profile' },
  { id: 'contact', label: 'Contact Us', href: '/contact' },
];

/** A stand-in router link that stays on the story: following a link is the app's business, not the header's. */
export const StayLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function StayLink(
  { children, href, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
});

/** The phone baseline's width (390 CSS px, .storybook/visual.ts), or another phone's. */
export const PHONE_WIDTH = 390;
/**
 * The header in a phone-wide column. Its breakpoint is a container query on its own width, so the phone
 * header shows (and its play function runs) at this width whatever the test runner's viewport; the toolbar's
 * viewport is the phone too, for a reader of the story.
 */
export const atWidth = (width: number) => ({
  decorators: [
    (Story: () => ReactElement) => (
      <div style={{ width, minHeight: 420, background: vars.color.background }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'phone', isRotated: false } },
});

export const elementById = (id: string | null) => (id ? document.getElementById(id) : null);

/** The 44 × 44 CSS px of WCAG 2.5.5 for a touch target. */
export const expectTouchSize = async (element: HTMLElement) => {
  const { width, height } = element.getBoundingClientRect();
  await expect(Math.round(width)).toBeGreaterThanOrEqual(44);
  await expect(Math.round(height)).toBeGreaterThanOrEqual(44);
};

/** The Header stories' shared args (a signed-in bar on /home) and the props a control cannot edit. */
export const headerArgs = { brand, items: signedInItems(), actions: logout, currentPath: '/home' };
export const headerArgTypes = {
  brand: { control: false },
  actions: { control: false },
  linkComponent: { control: false },
} as const;
