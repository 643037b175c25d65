import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes, type ReactElement } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Header, HeaderButton, NotificationBell, vars, type HeaderItem, type NotificationBellItem } from '@insight/ui';

const cartHref = 'https://cart.insight.test/cart?cart=view';
const brand = { name: 'Insight', href: '/home' };
const onLogout = fn().mockName('onLogout');
const logout = <HeaderButton onClick={onLogout}>Logout</HeaderButton>;

/** Stands in for the app's wrapper around react-router's Link. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function RouterLink(
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
const signedOutItems: HeaderItem[] = [
  { id: 'login', label: 'Login', href: '/login' },
  { id: 'register', label: 'Register', href: '/register' },
];

const signedInItems = ({ cartQuantity = 2, pendingInvitations = 0 } = {}): HeaderItem[] => [
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

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['beta'],
  args: {
    brand,
    items: signedInItems(),
    actions: logout,
    currentPath: '/home',
  },
  argTypes: {
    brand: { control: false },
    actions: { control: false },
    linkComponent: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignedOut: Story = {
  args: { brand: { ...brand, href: '/login' }, items: signedOutItems, actions: undefined, currentPath: '/login' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Login', 'Register']);
    await expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', cartHref);
    await expect(within(nav).getByRole('link', { name: 'Connections' })).toHaveAttribute('href', '/connections');
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  },
};

export const WithPendingInvitations: Story = {
  args: { items: signedInItems({ pendingInvitations: 3 }), currentPath: '/connections' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Connections, 3 pending invitations' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(within(link).getByText('3')).toBeVisible();
  },
};

/** No badge at 0 (nor below: the count never goes under 0). */
export const ZeroInvitationsHidden: Story = {
  args: { items: signedInItems({ pendingInvitations: 0 }) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Connections' });
    await expect(within(link).queryByTestId('pending-invitations-badge')).not.toBeInTheDocument();
  },
};

export const NegativeInvitationsHidden: Story = {
  args: { items: signedInItems({ pendingInvitations: -1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Connections' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('pending-invitations-badge')).not.toBeInTheDocument();
  },
};

export const Logout: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard focus on a link of the dark bar: a white ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Library' })).toHaveFocus();
  },
};

/** App links go through the router's link component; the external cart link stays a plain anchor. */
export const WithRouterLinks: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Library' })).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).not.toHaveAttribute('data-router-link');
  },
};

/** A stand-in router link that stays on the story: following a link is the app's business, not the header's. */
const StayLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function StayLink(
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
const PHONE_WIDTH = 390;
/**
 * The header in a phone-wide column. Its breakpoint is a container query on its own width, so the phone
 * header shows (and its play function runs) at this width whatever the test runner's viewport; the toolbar's
 * viewport is the phone too, for a reader of the story.
 */
const atWidth = (width: number) => ({
  decorators: [
    (Story: () => ReactElement) => (
      <div style={{ width, minHeight: 420, background: vars.color.background }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'phone', isRotated: false } },
});

const elementById = (id: string | null) => (id ? document.getElementById(id) : null);

/** The 44 × 44 CSS px of WCAG 2.5.5 for a touch target. */
const expectTouchSize = async (element: HTMLElement) => {
  const { width, height } = element.getBoundingClientRect();
  await expect(Math.round(width)).toBeGreaterThanOrEqual(44);
  await expect(Math.round(height)).toBeGreaterThanOrEqual(44);
};

/**
 * Under the narrow breakpoint (`breakpoints.narrow`, 45rem) the bar holds the brand, the cart with its count and one
 * menu button; the other links and Logout wait in the menu. Connections' pending invitations ride on the
 * menu button, so both counts show with the menu closed.
 */
export const Phone: Story = {
  ...atWidth(PHONE_WIDTH),
  args: { items: signedInItems({ pendingInvitations: 3, cartQuantity: 2 }) },
  parameters: { visual: { sets: ['phone', 'dark'] } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu, 3 pending invitations' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(button).getByTestId('header-menu-badge')).toHaveTextContent('3');
    await expectTouchSize(button);
    const cart = canvas.getByRole('link', { name: 'Cart, 2 items' });
    await expect(cart).toBeVisible();
    await expectTouchSize(cart);
    // One row: the brand, the cart and the button side by side.
    const brand = canvas.getByRole('link', { name: 'Insight' });
    const row = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top / 8);
    await expect(new Set([row(brand), row(cart), row(button)]).size).toBeLessThanOrEqual(2);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(64);
    for (const name of ['Library', 'Connections, 3 pending invitations', 'Profile', 'Contact Us']) {
      await expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    // The list the button opens is the navigation's.
    const list = elementById(button.getAttribute('aria-controls'));
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toContainElement(list);
  },
};

/**
 * Opened from the keyboard: Tab to the button, Enter. Focus moves to the menu's first link; every link and
 * Logout show, one a row, each at least 44 px tall.
 */
export const PhoneMenuOpen: Story = {
  ...atWidth(PHONE_WIDTH),
  args: { items: signedInItems({ pendingInvitations: 3, cartQuantity: 2 }), linkComponent: StayLink },
  parameters: { visual: { sets: ['phone', 'dark'] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Insight' })).toHaveFocus();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /^Menu/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const library = within(nav).getByRole('link', { name: 'Library' });
    await waitFor(() => expect(library).toHaveFocus());
    await expect(library).toHaveAttribute('aria-current', 'page');
    const links = ['Library', 'Cart, 2 items', 'Connections, 3 pending invitations', 'Profile', 'Contact Us'];
    for (const name of links) {
      const link = within(nav).getByRole('link', { name });
      await expect(link).toBeVisible();
      await expectTouchSize(link);
    }
    const logout = within(nav).getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expectTouchSize(logout);
    // The menu opens under the bar, pushing the page down: nothing is hidden behind it.
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
  },
};

/** Escape closes the menu and gives focus back to the menu button (drawn with its focus ring). */
export const PhoneMenuEscape: Story = {
  ...atWidth(PHONE_WIDTH),
  args: { linkComponent: StayLink },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const profile = canvas.getByRole('link', { name: 'Profile' });
    await expect(profile).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Library' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Connections' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(profile).not.toBeVisible();
  },
};

/** A link chosen in the menu closes it; focus goes back to the button while the app shows the page. */
export const PhoneMenuLinkCloses: Story = {
  ...atWidth(PHONE_WIDTH),
  args: { linkComponent: StayLink },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Profile' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  },
};

/** The narrowest phone (320 px): the bar still holds one row; the menu button's word and the counts read at the type scale. */
export const Narrow: Story = {
  ...atWidth(320),
  args: { items: signedInItems({ pendingInvitations: 12, cartQuantity: 1 }) },
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('link', { name: 'Insight' });
    const button = canvas.getByRole('button', { name: 'Menu, 12 pending invitations' });
    const cart = canvas.getByRole('link', { name: 'Cart, 1 item' });
    await expect(cart).toBeVisible();
    await expect(button.getBoundingClientRect().top).toBeLessThan(brand.getBoundingClientRect().bottom);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    for (const element of [brand, button, cart]) {
      await expect(parseFloat(getComputedStyle(element).fontSize)).toBeGreaterThanOrEqual(12);
    }
  },
};

/** An adopting product gives the button's word in its own language (the links are its own items anyway). */
export const PhoneOtherLanguage: Story = {
  ...atWidth(PHONE_WIDTH),
  args: {
    navLabel: 'Hauptmenü',
    menuLabel: 'Menü',
    actions: <HeaderButton onClick={onLogout}>Abmelden</HeaderButton>,
    items: [
      { id: 'library', label: 'Bibliothek', href: '/home' },
      {
        id: 'cart',
        label: 'Warenkorb',
        href: cartHref,
        external: true,
        icon: 'cart',
        count: 1,
        countLabel: (n) => `${n} ${n === 1 ? 'Artikel' : 'Artikel'}`,
      },
      {
        id: 'connections',
        label: 'Kontakte',
        href: '/connections',
        count: 2,
        countLabel: (n) => `${n} offene ${n === 1 ? 'Einladung' : 'Einladungen'}`,
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menü, 2 offene Einladungen' });
    await userEvent.click(button);
    const nav = canvas.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(within(nav).getByRole('link', { name: 'Kontakte, 2 offene Einladungen' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Abmelden' })).toBeVisible();
  },
};

/** The stories' clock, so the notices' times never change. */
const NOW = Date.parse('2026-11-26T12:00:00Z');
const notices: NotificationBellItem[] = [
  {
    id: 'n2',
    text: 'Ann Lee now shares their Personal Map with you: compare your traits.',
    time: NOW - 3 * 60_000,
    unread: true,
    href: '/compare/user-ann',
  },
  { id: 'n1', text: 'Bo Chen accepted your invitation.', time: NOW - 5 * 3600_000, unread: true, href: '/connections' },
];
const bell = <NotificationBell items={notices} now={NOW} linkComponent={StayLink} />;

/**
 * A bell in the `tools` slot: after the navigation on a desktop. Opened from the keyboard (Tab past the links and
 * Logout, Enter), its list hangs under it; Escape closes it and gives the focus back.
 */
export const WithNotifications: Story = {
  args: { tools: bell, linkComponent: StayLink },
  decorators: [
    (Story: () => ReactElement) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).not.toContainElement(button);
    // Tab order: the brand, the five links, Logout, then the bell.
    for (let i = 0; i < 8; i += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = canvas.getByRole('group', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveFocus());
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    // Open again for the picture.
    await userEvent.keyboard('{Enter}');
    await expect(list).toBeVisible();
  },
};

/**
 * On a phone the bell stays in the bar beside the cart, before the menu button; its list hangs under the whole
 * bar, inside the screen's width, above the page.
 */
export const PhoneWithNotifications: Story = {
  ...atWidth(PHONE_WIDTH),
  args: { items: signedInItems({ pendingInvitations: 3, cartQuantity: 2 }), tools: bell, linkComponent: StayLink },
  parameters: { visual: { sets: ['phone', 'dark'] } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    const cart = canvas.getByRole('link', { name: 'Cart, 2 items' });
    const menu = canvas.getByRole('button', { name: 'Menu, 3 pending invitations' });
    await expect(button).toBeVisible();
    await expectTouchSize(button);
    // One row: the cart, the bell and the menu button, in that order.
    const top = (element: HTMLElement) => Math.round(element.getBoundingClientRect().top / 8);
    await expect(top(button)).toBe(top(cart));
    await expect(top(button)).toBe(top(menu));
    await expect(cart.getBoundingClientRect().right).toBeLessThanOrEqual(button.getBoundingClientRect().left);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(menu.getBoundingClientRect().left);
    // The menu opened: the bell stays in the bar.
    await userEvent.click(menu);
    await expect(button).toBeVisible();
    await expect(top(button)).toBe(top(menu));
    await userEvent.click(menu);
    // The list: under the bar, within the phone's width.
    await userEvent.click(button);
    const list = canvas.getByRole('group', { name: 'Notifications' });
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    const box = list.getBoundingClientRect();
    const frame = canvasElement.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(bar.bottom - 1);
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.left + PHONE_WIDTH);
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveFocus());
  },
};

const Logo = () => (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
    <circle cx="14" cy="14" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="14" cy="14" r="5" fill="currentColor" />
  </svg>
);

export const WithLogo: Story = { args: { brand: { ...brand, logo: <Logo /> } } };

export const All: Story = {
  parameters: {
    a11y: {
      config: {
        // A matrix of several headers on one canvas: the page-level landmark rules do not apply here.
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Header brand={{ ...brand, href: '/login' }} items={signedOutItems} currentPath="/login" />
      <Header {...args} items={signedInItems({ pendingInvitations: 0 })} />
      <Header
        {...args}
        brand={{ ...brand, logo: <Logo /> }}
        items={signedInItems({ pendingInvitations: 3, cartQuantity: 1 })}
        currentPath="/connections"
      />
      <Header {...args} items={signedInItems({ pendingInvitations: 128, cartQuantity: 0 })} currentPath="/profile" />
      <div style={{ width: 360 }}>
        <Header {...args} items={signedInItems({ pendingInvitations: 5 })} />
      </div>
    </div>
  ),
};
