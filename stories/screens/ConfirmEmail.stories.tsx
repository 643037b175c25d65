import { addressMessages as am } from '@insight/api';
import { adaContact } from '@insight/api/testing';
import { addressTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FetchMock, RouteResponse } from 'fetch-mock';
import { expect, screen, waitFor } from 'storybook/test';
import { api, appAt, never, ScreenHarness, screenLoaders } from './support';

/**
 * Proven addresses: the /confirm-email screen a mailed link opens (it proves the address only when its Confirm
 * button is pressed, never on opening), and the notice where invitations wait for a proven address (the
 * connections screen; the library's connection tab shows the same notice).
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

const token = '9f2c1e';
const link = `/confirm-email?token=${token}&email=${encodeURIComponent(adaContact.user.userName)}`;
const confirm = api('/api/email/confirm');

/** The tokens a story's network was asked to confirm, and the route that records them and answers `answer`. */
function confirmCalls(answer: RouteResponse) {
  const tokens: unknown[] = [];
  const mock = (http: FetchMock) =>
    http.post(confirm, (call) => {
      tokens.push((JSON.parse(String(call.options.body)) as { token?: unknown }).token);
      return answer;
    });
  return { tokens, mock };
}

const asks = confirmCalls({ email: adaContact.user.userName });
/**
 * Opened from the mail (or by a mail scanner): the page says which address Confirm proves, and calls nothing until
 * the button is pressed. The button is the first control of the page's card.
 */
export const Asks: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: asks.mock }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: addressTexts.heading })).toBeVisible();
    await expect(canvas.getByText(addressTexts.confirmIntro(adaContact.user.userName))).toBeVisible();
    const button = canvas.getByRole('button', { name: addressTexts.confirmButton });
    await expect(button).toBeEnabled();
    await expect(canvas.getByRole('main').querySelector('a[href], button, input, select, textarea')).toBe(button);
    await expect(asks.tokens).toEqual([]);
  },
};

const confirmed = confirmCalls({ email: adaContact.user.userName });
/** Confirm pressed, signed out: the address is confirmed (the server's answer) and the way on is the login. */
export const Confirmed: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: confirmed.mock }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: addressTexts.heading })).toBeVisible();
    await expect(confirmed.tokens).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: addressTexts.confirmButton }));
    await expect(await canvas.findByText(am.confirmed(adaContact.user.userName))).toBeVisible();
    await expect(confirmed.tokens).toEqual([token]);
    await expect(canvas.getByRole('link', { name: addressTexts.toLogin })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: addressTexts.confirmButton })).not.toBeInTheDocument();
  },
};

/** Confirm pressed; the call has not answered yet. */
export const Confirming: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: (http) => http.post(confirm, never()) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: addressTexts.confirmButton }));
    await expect(await canvas.findByText(am.confirming)).toBeVisible();
  },
  parameters: { visual: { disable: 'the loading overlay animates while the call waits' } },
};

/** A used or expired link, Confirm pressed: the server's words, and no button any more. */
export const UsedLink: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: (http) => http.post(confirm, { status: 400, body: { error: am.linkInvalid } }) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: addressTexts.confirmButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(am.linkInvalid);
    await expect(canvas.queryByRole('button', { name: addressTexts.confirmButton })).not.toBeInTheDocument();
  },
};

/** A link without its token calls nothing and offers no button. */
export const MissingToken: Story = {
  args: { path: '/confirm-email' },
  render: appAt({ path: '/confirm-email' }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: addressTexts.heading });
    await expect(canvas.getByRole('alert')).toHaveTextContent(am.linkInvalid);
    await expect(canvas.queryByRole('button', { name: addressTexts.confirmButton })).not.toBeInTheDocument();
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
