import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { person, requestOf } from '@insight/api/testing';
import { api, appAt, currentAddress, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/SignedInLayout',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in header (Library, cart, Connections, Profile, Contact Us, Logout) around Contact. */
export const Contact: Story = {
  args: { path: '/contact' },
  render: appAt({ path: '/contact', signedIn: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'support@insight.test' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of ['Library', 'Connections', 'Profile', 'Contact Us']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('button', { name: 'Logout' })).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('Insight Labs');
    await expect(within(footer).getByRole('link', { name: /support@insight\.test/ })).toBeVisible();
  },
};

/** Received invitations waiting: the red badge on Connections counts them (SPEC §2). */
export const InvitationsBadge: Story = {
  args: { path: '/contact' },
  render: appAt({
    path: '/contact',
    signedIn: true,
    mock: (http) =>
      http.get(
        api('/api/connectionrequest/pending/recipient'),
        [3, 4].map((id) =>
          requestOf({ id, requester: person(`user-${id}`, `Friend${id}`, 'Example'), firstName: 'Ada', lastName: 'L' }),
        ),
      ),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Contact Us' });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const link = await within(nav).findByRole('link', { name: 'Connections, 2 pending invitations' });
    await expect(within(link).getByTestId('connections-badge')).toHaveTextContent('2');
  },
};

/** Not signed in: the guard sends the visitor to login with the returnUrl. */
export const SignedOutVisitor: Story = {
  args: { path: '/connections' },
  render: appAt({ path: '/connections' }),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: screenTexts.loginHeading('Insight') }),
    ).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/login?returnUrl=%2Fconnections');
  },
};

/** Logout clears the session and goes to login; the header offers Login and Register again. */
export const Logout: Story = {
  args: { path: '/contact' },
  render: appAt({ path: '/contact', signedIn: true }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Contact Us' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: screenTexts.loginHeading('Insight') }),
    ).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/login');
    // The login screen signs the person out once it is entered: the header follows a moment later.
    await expect(await canvas.findByRole('link', { name: 'Register' })).toBeVisible();
  },
};

/**
 * On a phone (390 px, the phone baseline's width; the header's breakpoint is its own width) the header is the
 * brand, the cart and one Menu button that carries the pending invitations. From the keyboard: the menu
 * opens on Library, a link in it goes there and closes it.
 */
export const PhoneMenu: Story = {
  args: { path: '/contact' },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: appAt({
    path: '/contact',
    signedIn: true,
    mock: (http) =>
      http.get(
        api('/api/connectionrequest/pending/recipient'),
        [3, 4].map((id) =>
          requestOf({ id, requester: person(`user-${id}`, `Friend${id}`, 'Example'), firstName: 'Ada', lastName: 'L' }),
        ),
      ),
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Contact Us' });
    const menu = await canvas.findByRole('button', { name: 'Menu, 2 pending invitations' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryByRole('link', { name: 'Library' })).not.toBeInTheDocument();
    menu.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Library' })).toHaveFocus());
    await expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Connections, 2 pending invitations' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: screenTexts.connectionsHeading })).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/connections');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: /^Connections/ })).not.toBeInTheDocument();
  },
};
