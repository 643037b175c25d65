import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Header, HeaderButton, NotificationBell, vars, type NotificationBellItem } from '@insight/ui';
import {
  atWidth,
  brand,
  cartHref,
  expectTouchSize,
  onLogout,
  PHONE_WIDTH,
  RouterLink,
  signedInItems,
  signedOutItems,
  StayLink,
  headerArgs,
  headerArgTypes,
} from './header.fixtures';

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['beta'],
  args: headerArgs,
  argTypes: headerArgTypes,
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
