import { errorMessages, PASSWORD_MIN_LENGTH, validationMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { appAt, auth, currentAddress, invalidGrant, never, ScreenHarness, screenLoaders, tokenOk } from './support';

const meta = {
  title: 'Screens/Login',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = screenTexts.loginHeading('Insight');

/** Untouched: no messages, the Login button disabled. */
export const Empty: Story = {
  args: { path: '/login' },
  render: appAt({ path: '/login' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: screenTexts.createDashboardLink })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: screenTexts.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    await expect(canvas.queryByText(validationMessages.emailRequired)).toBeNull();
  },
};

/** Fields left with bad values show the SPEC messages; Login stays disabled. */
export const WithErrors: Story = {
  args: { path: '/login' },
  render: appAt({ path: '/login' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.tab();
    await expect(await canvas.findByText(validationMessages.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordMinLength(PASSWORD_MIN_LENGTH))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

/** The token call is running: the overlay covers the page. */
export const Loading: Story = {
  args: { path: '/login' },
  render: appAt({ path: '/login', mock: (http) => http.post(auth('/identity/connect/token'), never()) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'analytical-engine');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
    // The button is unavailable while the token call runs, and keeps the focus the click gave it.
    await expect(canvas.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Login/ })).toHaveFocus();
  },
};

/** A wrong password: the invalid_grant text in a red alert. */
export const WrongPassword: Story = {
  args: { path: '/login' },
  render: appAt({ path: '/login', mock: (http) => http.post(auth('/identity/connect/token'), invalidGrant) }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errorMessages.invalidGrant);
  },
};

/** Signed in: the browser goes to the returnUrl (here /contact; without one it is /home). */
export const Success: Story = {
  args: { path: '/login?returnUrl=%2Fcontact' },
  render: appAt({
    path: '/login?returnUrl=%2Fcontact',
    mock: (http) => http.post(auth('/identity/connect/token'), tokenOk()),
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'analytical-engine');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/contact');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};
