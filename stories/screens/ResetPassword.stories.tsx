import { errorMessages, toastMessages, validationMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { appAt, auth, currentAddress, never, ScreenHarness, screenLoaders, type ScreenCanvas } from './support';

const meta = {
  title: 'Screens/ResetPassword',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = screenTexts.resetHeading;
const link = '/reset-password?email=ada%40example.com&token=9f2c1e';
const reset = auth('/auth/resetpassword');

type Canvas = ScreenCanvas;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function choose(canvas: Canvas, userEvent: User) {
  await userEvent.type(canvas.getByLabelText(/^Password/), 'difference-engine');
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'difference-engine');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

/** Opened from the e-mail: the rules with the configured bounds. */
export const Empty: Story = {
  args: { path: link },
  render: appAt({ path: link }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordRules(8, 32))).toBeVisible();
  },
};

export const ErrorsAfterSubmit: Story = {
  args: { path: link },
  render: appAt({ path: link }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText(validationMessages.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.confirmPasswordRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'other');
    await expect(canvas.getByText(validationMessages.passwordsMustMatch)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: (http) => http.post(reset, never()) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await choose(canvas, userEvent);
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

/** The link was used already: the auth server's 'Invalid token.' becomes the SPEC §8 text. */
export const UsedLink: Story = {
  args: { path: link },
  render: appAt({
    path: link,
    mock: (http) => http.post(reset, { status: 500, body: { ExceptionMessage: errorMessages.invalidTokenException } }),
  }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await choose(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errorMessages.invalidResetToken);
  },
};

/** A link without its e-mail or token. */
export const IncompleteLink: Story = {
  args: { path: '/reset-password' },
  render: appAt({ path: '/reset-password' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errorMessages.invalidResetToken);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Reset: home (the guard sends the signed-out user to login) with the toast. */
export const Success: Story = {
  args: { path: link },
  render: appAt({ path: link, mock: (http) => http.post(reset, 204) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await choose(canvas, userEvent);
    await expect(await screen.findByText(toastMessages.resetOk, { selector: '.toast-message' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: screenTexts.loginHeading('Insight') }),
    ).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/login?returnUrl=%2Fhome');
  },
};
