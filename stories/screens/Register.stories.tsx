import { PASSWORD_MIN_LENGTH, validationMessages } from '@insight/api';
import { screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  api,
  appAt,
  auth,
  currentAddress,
  never,
  ScreenHarness,
  screenLoaders,
  tokenOk,
  type ScreenCanvas,
} from './support';

const meta = {
  title: 'Screens/Register',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = screenTexts.registerHeading('Insight');

type Canvas = ScreenCanvas;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillForm(canvas: Canvas, userEvent: User) {
  await userEvent.type(canvas.getByLabelText(/^First Name/), 'Ada');
  await userEvent.type(canvas.getByLabelText(/^Last Name/), 'Lovelace');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.click(canvas.getByRole('radio', { name: 'She/her' }));
  await userEvent.type(canvas.getByLabelText(/^Password/), 'analytical-engine');
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'analytical-engine');
  await userEvent.click(canvas.getByRole('checkbox', { name: screenTexts.tosCheckbox }));
}

/** Untouched: every field, the terms checkbox, Start, and the link to login. */
export const Empty: Story = {
  args: { path: '/register' },
  render: appAt({ path: '/register' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: screenTexts.tosCheckbox })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: screenTexts.alreadyHaveDashboard })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByText(validationMessages.firstNameRequired)).toBeNull();
  },
};

/** Start pressed on an empty form: every SPEC §5 register message. */
export const ErrorsAfterSubmit: Story = {
  args: { path: '/register' },
  render: appAt({ path: '/register' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    for (const text of [
      validationMessages.firstNameRequired,
      validationMessages.lastNameRequired,
      validationMessages.emailRequired,
      validationMessages.pronounRequired,
      validationMessages.passwordRequired,
      validationMessages.confirmPasswordRequired,
      validationMessages.tosRequired,
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** Too-short names and passwords that differ. */
export const ErrorsWhileTyping: Story = {
  args: { path: '/register' },
  render: appAt({ path: '/register' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await userEvent.type(canvas.getByLabelText(/^First Name/), 'A');
    await userEvent.type(canvas.getByLabelText(/^Last Name/), 'L');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'shorter');
    await expect(canvas.getByText(validationMessages.firstNameMinLength)).toBeVisible();
    await expect(canvas.getByText(validationMessages.lastNameMinLength)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordMinLength(PASSWORD_MIN_LENGTH))).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordsMustMatch)).toBeVisible();
  },
};

/** The Terms of Service link opens the terms in a dialog. */
export const TermsDialog: Story = {
  args: { path: '/register' },
  render: appAt({ path: '/register' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.click(
      within(canvas.getByRole('form', { name: 'Register' })).getByRole('button', { name: 'Terms of Service' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toHaveTextContent('Last updated: April 06, 2023');
    await expect(within(dialog).getByRole('heading', { name: '7. Limitation of liability' })).toBeVisible();
  },
};

/** The Privacy Policy link opens the policy in a dialog. */
export const PrivacyDialog: Story = {
  args: { path: '/register' },
  render: appAt({ path: '/register' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await userEvent.click(
      within(canvas.getByRole('form', { name: 'Register' })).getByRole('button', { name: 'Privacy Policy' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    await expect(within(dialog).getByRole('heading', { name: 'Cookies' })).toBeVisible();
  },
};

/** The create-user call is running. */
export const Loading: Story = {
  args: { path: '/register' },
  render: appAt({ path: '/register', mock: (http) => http.post(api('/api/mylifecontact'), never()) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await fillForm(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

/** The server refuses the registration: its error text is shown. */
export const ServerError: Story = {
  args: { path: '/register' },
  render: appAt({
    path: '/register',
    mock: (http) =>
      http.post(api('/api/mylifecontact'), {
        status: 409,
        body: { status: 409, title: 'Conflict', error: 'An account with this e-mail address already exists.' },
      }),
  }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await fillForm(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
  },
};

/** Created, logged in, and sent to the returnUrl (here /contact; without one it is /home). */
export const Success: Story = {
  args: { path: '/register?returnUrl=%2Fcontact' },
  render: appAt({
    path: '/register?returnUrl=%2Fcontact',
    mock: (http) => {
      http.post(api('/api/mylifecontact'), 201);
      http.post(auth('/identity/connect/token'), tokenOk());
    },
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: heading });
    await fillForm(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/contact');
  },
};
