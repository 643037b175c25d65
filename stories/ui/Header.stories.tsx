import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Header, HeaderButton, vars, type HeaderItem } from '@insight/ui';

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

/** A phone-wide column: the navigation wraps under the brand. */
export const Narrow: Story = {
  args: { items: signedInItems({ pendingInvitations: 12, cartQuantity: 1 }) },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('link', { name: 'Insight' });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().top).toBeGreaterThan(brand.getBoundingClientRect().top);
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
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
