import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  describe('the phone menu (the navigation collapsed under the narrow breakpoint)', () => {
    // happy-dom applies no container query, so the header is styled as on a desktop, where the menu button
    // is not displayed (and so has no accessible name). The phone rule that shows it is put in by hand here;
    // the stories check the header at phone width in a browser.
    let phone: HTMLStyleElement;
    beforeEach(() => {
      phone = document.createElement('style');
      phone.textContent = 'button[aria-controls] { display: inline-flex !important; }';
      document.head.append(phone);
    });
    afterEach(() => phone.remove());

    const menuButton = () => screen.getByRole('button', { name: /^Menu/ });

    it('is one button that controls the navigation list, closed at first', () => {
      signedIn();
      const button = menuButton();
      expect(button).toHaveAccessibleName('Menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(list).not.toBeNull();
      expect(nav()).toContainElement(list);
      expect(list).toHaveAttribute('data-state', 'closed');
    });

    it('opens with focus on its first link; Escape closes it and gives focus back to the button', async () => {
      const user = userEvent.setup();
      signedIn();
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(within(nav()).getByRole('list')).toHaveAttribute('data-state', 'open');
      expect(screen.getByRole('link', { name: 'Library' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveFocus();
    });

    it('opens from the keyboard (Enter and Space) and closes again with the button', async () => {
      const user = userEvent.setup();
      signedIn();
      menuButton().focus();
      await user.keyboard('{Enter}');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      menuButton().focus();
      await user.keyboard(' ');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link in it is clicked, and when the location changes', async () => {
      const user = userEvent.setup();
      const { rerender } = render(<Header brand={brand} items={signedInItems()} currentPath="/home" />);
      await user.click(menuButton());
      const profile = screen.getByRole('link', { name: 'Profile' });
      profile.addEventListener('click', (event) => event.preventDefault());
      await user.click(profile);
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      await user.click(menuButton());
      rerender(<Header brand={brand} items={signedInItems()} currentPath="/profile" />);
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it("carries the text links' counts, so a pending invitation shows with the menu closed", () => {
      signedIn({ items: signedInItems({ pendingInvitations: 3 }) });
      const button = menuButton();
      expect(button).toHaveAccessibleName('Menu, 3 pending invitations');
      expect(within(button).getByTestId('header-menu-badge')).toHaveTextContent('3');
      // The cart's icon link keeps its own count; it is no text link's badge.
      signedIn({ items: signedInItems({ pendingInvitations: 0, cartQuantity: 4 }) });
      expect(screen.getAllByRole('button', { name: /^Menu/ })[1]).toHaveAccessibleName('Menu');
    });

    it('marks the icon links that stay in the bar outside the menu', () => {
      signedIn();
      const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
      expect(cart.closest('li')).toHaveAttribute('data-pinned');
      expect(screen.getByRole('link', { name: 'Library' }).closest('li')).not.toHaveAttribute('data-pinned');
    });

    it("takes the button's word in another language", () => {
      signedIn({ menuLabel: 'Menü', items: signedInItems({ pendingInvitations: 1 }) });
      expect(screen.getByRole('button', { name: 'Menü, 1 pending invitation' })).toHaveTextContent('Menü 1');
    });
  });

  describe('tools', () => {
    it('puts them in the bar after the navigation, outside it (the phone layout: the stories, in a browser)', () => {
      signedIn({ tools: <button type="button">Notifications, 2 unread</button> });
      const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
      expect(nav()).not.toContainElement(bell);
      expect(screen.getByRole('banner')).toContainElement(bell);
      // After the navigation in the document (and so in the Tab order on a desktop).
      expect(nav().compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(nav()).toHaveAttribute('data-tools');
    });

    it('renders no box for them when there are none (the bar is as it was)', () => {
      const { container } = signedIn();
      expect(nav()).not.toHaveAttribute('data-tools');
      expect(container.querySelector('header > div')?.children).toHaveLength(3);
    });
  });
});
