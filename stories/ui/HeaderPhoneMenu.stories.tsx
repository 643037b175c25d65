import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Header } from '@insight/ui';
import {
  atWidth,
  elementById,
  expectTouchSize,
  PHONE_WIDTH,
  signedInItems,
  StayLink,
  headerArgs,
  headerArgTypes,
} from './header.fixtures';

/** The Header's phone menu: the bar under the narrow breakpoint, the menu open, closed by Escape and by a link. */
const meta = {
  title: 'Components/Header Phone Menu',
  component: Header,
  tags: ['beta'],
  args: headerArgs,
  argTypes: headerArgTypes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

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
