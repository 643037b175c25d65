import { toastMessages, validationMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { appAt, auth, currentAddress, never, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/RecoverPassword',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = screenTexts.recoverHeading;
const forgot = auth('/auth/forgotpasswordv2');

export const Empty: Story = {
  args: { path: '/recover-password' },
  render: appAt({ path: '/recover-password' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/login');
  },
};

export const ErrorsAfterSubmit: Story = {
  args: { path: '/recover-password' },
  render: appAt({ path: '/recover-password' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText(validationMessages.emailRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada.example.com');
    await expect(canvas.getByText(validationMessages.emailInvalid)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { path: '/recover-password' },
  render: appAt({ path: '/recover-password', mock: (http) => http.post(forgot, never()) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

export const ServerError: Story = {
  args: { path: '/recover-password' },
  render: appAt({
    path: '/recover-password',
    mock: (http) =>
      http.post(forgot, {
        status: 429,
        body: { status: 429, title: 'Too Many Requests', error: 'Too many reset requests. Please try again later.' },
      }),
  }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Please try again later.',
    );
  },
};

/** A true answer: back to login, with the toast. */
export const Success: Story = {
  args: { path: '/recover-password' },
  render: appAt({
    path: '/recover-password',
    mock: (http) => http.post(forgot, () => new Response('true', { headers: { 'Content-Type': 'application/json' } })),
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText(toastMessages.recoverOk, { selector: '.toast-message' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: screenTexts.loginHeading('Insight') }),
    ).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/login');
  },
};
