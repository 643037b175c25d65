import { errorMessages } from '@insight/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { api, appAt, currentAddress, never, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Store SSO',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/store/sso?timestamp=1700000000&fcsid=sess-42';
const ssoCall = api('/api/store/sso/user-ada/1700000000/sess-42');

/** The cart icon under the loading overlay while the checkout address is asked for. */
export const Waiting: Story = {
  args: { path },
  render: appAt({ path, signedIn: true, mock: (http) => http.get(ssoCall, never()) }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Taking you to checkout' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-icon="cart"]')).not.toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

/** The address came back: the browser goes there (the story only records it). */
export const Success: Story = {
  args: { path },
  render: appAt({
    path,
    signedIn: true,
    mock: (http) => http.get(ssoCall, 'https://insight.foxycart.test/checkout?fc_auth_token=abc&fcsid=sess-42'),
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We are signing you in to the secure checkout. This only takes a moment.'),
    ).toBeVisible();
  },
};

/** The call fails: the error page. */
export const Failure: Story = {
  args: { path },
  render: appAt({
    path,
    signedIn: true,
    mock: (http) =>
      http.get(ssoCall, { status: 400, body: { status: 400, title: 'Bad request', error: 'Unknown session' } }),
  }),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/error'));
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
  },
};
