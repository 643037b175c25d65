import { addressMessages as am } from '@insight/api';
import { adaContact } from '@insight/api/testing';
import { addressTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { api, appAt, never, ScreenHarness, screenLoaders } from './support';

/**
 * Proven addresses: the /confirm-email screen a mailed link opens, and the notice where invitations
 * wait for a proven address (the connections screen; the library's connection tab shows the same notice).
 */
const meta = {
  title: 'Screens/ConfirmEmail',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = '/confirm-email?token=9f2c1e';
const confirm = api('/api/email/confirm');

/** Opened from the mail, signed out: the address is confirmed and the way on is the login. */
export const Confirmed: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: (http) => http.post(confirm, { email: adaContact.user.userName }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: addressTexts.heading })).toBeVisible();
    await expect(await canvas.findByText(am.confirmed(adaContact.user.userName))).toBeVisible();
    await expect(canvas.getByRole('link', { name: addressTexts.toLogin })).toHaveAttribute('href', '/login');
  },
};

/** The call has not answered yet. */
export const Confirming: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: (http) => http.post(confirm, never()) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: addressTexts.heading });
    await expect(canvas.getByText(am.confirming)).toBeVisible();
  },
  parameters: { visual: { disable: 'the loading overlay animates while the call waits' } },
};

/** A used or expired link: the server's words. */
export const UsedLink: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: (http) => http.post(confirm, { status: 400, body: { error: am.linkInvalid } }) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: addressTexts.heading });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(am.linkInvalid);
  },
};

/** A link without its token calls nothing. */
export const MissingToken: Story = {
  args: { path: '/confirm-email' },
  render: appAt({ path: '/confirm-email' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: addressTexts.heading });
    await expect(canvas.getByRole('alert')).toHaveTextContent(am.linkInvalid);
  },
};

/** Signed in with an unproven address: the connections screen says so, and "Send the link again" sends it. */
export const UnconfirmedNotice: Story = {
  args: { path: '/connections' },
  render: appAt({
    path: '/connections',
    signedIn: true,
    mock: (http) => {
      http.get(api('/api/mylifecontact'), { ...adaContact, emailConfirmed: false });
      http.post(api('/api/email/confirm/resend'), 204);
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(am.unconfirmedTitle)).toBeVisible();
    await expect(canvas.getByText(am.unconfirmed(adaContact.user.userName))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: am.resend }));
    await expect(await screen.findByText(am.resent, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: am.resend })).toBeEnabled());
  },
};
