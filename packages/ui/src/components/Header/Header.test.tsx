import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Header, HeaderButton, type HeaderItem, type HeaderProps } from './Header';

const brand = { name: 'Insight', href: '/home' };

const signedOutItems: HeaderItem[] = [
  { id: 'login', label: 'Login', href: '/login' },
  { id: 'register', label: 'Register', href: '/register' },
];

const signedInItems = ({ cartQuantity = 2, pendingInvitations = 0 as number | undefined } = {}): HeaderItem[] => [
  { id: 'library', label: 'Library', href: '/home' },
  {
    id: 'cart',
    label: 'Cart',
    href: 'https://cart.example/cart?cart=view',
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

const signedIn = (props: Partial<HeaderProps> = {}, onLogout = () => {}) =>
  render(
    <Header
      brand={brand}
      items={signedInItems()}
      actions={<HeaderButton onClick={onLogout}>Logout</HeaderButton>}
      {...props}
    />,
  );

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('signed out: Login and Register only', () => {
    render(<Header brand={{ ...brand, href: '/login' }} items={signedOutItems} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Login', 'Register']);
    expect(within(nav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signed in: Library, cart, Connections, Profile, Contact Us and Logout', () => {
    signedIn();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/home',
      'https://cart.example/cart?cart=view',
      '/connections',
      '/profile',
      '/contact',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Library' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Connections' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('names the cart by its quantity, singular for one', () => {
    signedIn({ items: signedInItems({ cartQuantity: 1 }) });
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows the invitations badge with its count when above 0', () => {
    signedIn({ items: signedInItems({ pendingInvitations: 3 }) });
    const link = screen.getByRole('link', { name: 'Connections, 3 pending invitations' });
    expect(within(link).getByTestId('connections-badge')).toHaveTextContent('3');
  });

  it.each([0, -2, Number.NaN, undefined])('hides the badge for %s', (count) => {
    signedIn({ items: signedInItems({ pendingInvitations: count }) });
    expect(screen.getByRole('link', { name: 'Connections' })).toBeInTheDocument();
    expect(screen.queryByTestId('connections-badge')).not.toBeInTheDocument();
    expect(screen.queryByText(/pending invitation/)).not.toBeInTheDocument();
  });

  it('calls onLogout from the Logout button', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    signedIn({}, onLogout);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('marks the current page', () => {
    signedIn({ currentPath: '/connections?tab=received' });
    expect(screen.getByRole('link', { name: 'Connections' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Library' })).not.toHaveAttribute('aria-current');
  });

  it('renders app links through the given link component', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function RouterLink(
      { children, ...props },
      ref,
    ) {
      return (
        <a ref={ref} data-router="" {...props}>
          {children}
        </a>
      );
    });
    signedIn({ linkComponent: RouterLink });
    expect(screen.getByRole('link', { name: 'Library' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Insight' })).toHaveAttribute('data-router');
    // The cart is an external address: a plain link.
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).not.toHaveAttribute('data-router');
  });

  it("shows an icon link's count even at 0, and names the navigation as asked", () => {
    render(
      <Header
        brand={{ name: 'Shop', href: '/' }}
        navLabel="Shop"
        items={[{ id: 'bag', label: 'Bag', href: '/bag', icon: 'cart', count: 0, countLabel: (n) => `${n} items` }]}
      />,
    );
    const link = within(screen.getByRole('navigation', { name: 'Shop' })).getByRole('link', { name: 'Bag, 0 items' });
    expect(link).toHaveTextContent('0');
  });
});
