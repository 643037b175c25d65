import { addressMessages as am, errorMessages, profileMessages, validationMessages, type Contact } from '@insight/api';
import { profileTexts, screenTexts } from '@insight/app';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { images } from '../ui/fixtures';
import { adaContact } from '@insight/api/testing';
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
  title: 'Screens/Profile',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ScreenCanvas;

const heading = screenTexts.profileHeading('Insight');
const withPhoto: Contact = { user: { ...adaContact.user, profilePicture: images.person } };
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The screen has loaded Ada. */
const ready = async (canvas: Canvas) => {
  await canvas.findByRole('heading', { level: 1, name: heading });
  return canvas.findByRole('form', { name: 'Profile' });
};

/** Loaded, no photo: the default icon, both sections filled in, Update and Cancel. */
export const Loaded: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas }) => {
    await ready(canvas);
    const card = canvas.getByRole('region', { name: 'Profile Picture' });
    await expect(within(card).getByRole('button', { name: screenTexts.changePhoto })).toBeVisible();
    await expect(within(card).getByTestId('profile-picture')).toHaveAttribute('data-state', 'fallback');
    const personal = canvas.getByRole('group', { name: 'Personal' });
    await expect(within(personal).getByLabelText(/^First Name/)).toHaveValue('Ada');
    await expect(within(personal).getByLabelText(/^Last Name/)).toHaveValue('Lovelace');
    await expect(within(personal).getByRole('radio', { name: 'She/her' })).toBeChecked();
    const account = canvas.getByRole('group', { name: 'Email and Password' });
    await expect(within(account).getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await expect(within(account).getByLabelText(/^New Password/)).not.toBeRequired();
    await expect(canvas.queryByLabelText(/^Current Password/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** With a photo: shown round at 128 px. */
export const WithPhoto: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true, mock: (http) => http.get(api('/api/mylifecontact'), withPhoto) }),
  play: async ({ canvas }) => {
    await ready(canvas);
    const picture = await canvas.findByRole('img', { name: 'Ada Lovelace' });
    const frame = canvas.getByTestId('profile-picture');
    const box = frame.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(128);
    await expect(Math.round(box.height)).toBe(128);
    await expect(getComputedStyle(frame).borderRadius).not.toBe('0px');
    await expect(picture).toHaveAttribute('src', images.person);
  },
};

/** Update with the names and the e-mail emptied: SPEC §5's required messages. */
export const RequiredMessages: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^First Name/));
    await userEvent.clear(canvas.getByLabelText(/^Last Name/));
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await expect(canvas.queryByText(validationMessages.firstNameRequired)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByText(validationMessages.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.emailRequired)).toBeVisible();
  },
};

/** Too-short names and an address that is not one. */
export const ShortNamesAndBadEmail: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^First Name/));
    await userEvent.type(canvas.getByLabelText(/^First Name/), 'A');
    await userEvent.clear(canvas.getByLabelText(/^Last Name/));
    await userEvent.type(canvas.getByLabelText(/^Last Name/), 'L');
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada-at-example');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByText(validationMessages.firstNameMinLength)).toBeVisible();
    await expect(canvas.getByText(validationMessages.lastNameMinLength)).toBeVisible();
    await expect(canvas.getByText(validationMessages.emailInvalid)).toBeVisible();
  },
};

/**
 * Typing in the password field makes both password fields required, with the configured bounds; their messages
 * show from the first Update on, as every field's (SPEC §3 Forms).
 */
export const PasswordRules: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    const password = canvas.getByLabelText(/^New Password/);
    await userEvent.type(password, 'x'.repeat(33));
    await expect(canvas.getByLabelText(/^New Password/)).toBeRequired();
    await expect(canvas.queryByText(validationMessages.passwordMaxLength(32))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByText(validationMessages.passwordMaxLength(32))).toBeVisible();
    await userEvent.clear(password);
    await expect(canvas.getByText(validationMessages.passwordRequired)).toBeVisible();
    await userEvent.type(password, 'short');
    await expect(canvas.getByText(validationMessages.passwordMinLength(8))).toBeVisible();
    await expect(canvas.getByLabelText(/^New Password/)).toBeRequired();
    await expect(canvas.getByLabelText(/^Confirm Password/)).toBeRequired();
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'other');
    await expect(canvas.getByText(validationMessages.passwordsMustMatch)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByText(profileMessages.currentPasswordRequired)).toBeVisible();
  },
};

/** A new e-mail address asks for the current password before anything is sent. */
export const CurrentPasswordRequired: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@analytical.example');
    const current = canvas.getByLabelText(/^Current Password/);
    await expect(current).toBeRequired();
    await expect(current).toHaveAccessibleDescription(profileTexts.currentPasswordHint);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByText(profileMessages.currentPasswordRequired)).toBeVisible();
  },
};

/** A file over 1 MB is refused before the upload. */
export const PhotoTooBig: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    const big = new File([new Uint8Array(1_048_577)], 'holiday.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Choose a profile picture'), big);
    await expect(await canvas.findByText(validationMessages.fileTooLarge)).toBeVisible();
    await expect(canvas.getByTestId('profile-picture')).toHaveAttribute('data-state', 'fallback');
  },
};

/** A GIF named .png: the bytes decide, and it is refused before the upload. */
export const PhotoWrongType: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    const gif = new File([new TextEncoder().encode('GIF89a......')], 'cat.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Choose a profile picture'), gif);
    await expect(await canvas.findByText(validationMessages.fileWrongType)).toBeVisible();
  },
};

/** The picture is uploading: the button waits and the layout shows the loading overlay. */
export const PhotoUploading: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.post(api('/api/user/profileimage'), never()),
  }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    const png = new File([pngBytes], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Choose a profile picture'), png);
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: screenTexts.changePhoto })).toBeDisabled();
  },
};

/** Update is running: the loading overlay. */
export const Saving: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true, mock: (http) => http.put(api('/api/mylifecontact'), never()) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await ready(canvas);
    await userEvent.type(canvas.getByLabelText(/^Last Name/), '-King');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-loading-overlay]')).not.toBeNull());
  },
};

/** Saved with a new password: signed in again, and told so. */
export const Saved: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => {
      http.put(api('/api/mylifecontact'), { user: { ...adaContact.user, lastName: 'King' } });
      http.post(auth('/identity/connect/token'), tokenOk());
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Last Name/));
    await userEvent.type(canvas.getByLabelText(/^Last Name/), 'King');
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'analytical-engine-2');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'analytical-engine-2');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'analytical-engine');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText(profileMessages.saved)).toBeVisible();
    await expect(canvas.getByLabelText(/^Last Name/)).toHaveValue('King');
    await expect(canvas.getByLabelText(/^New Password/)).toHaveValue('');
  },
};

/** The server refuses: the error title is shown; Cancel reloads and clears it. */
export const ServerError: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) =>
      http.put(api('/api/mylifecontact'), {
        status: 403,
        body: { status: 403, title: profileMessages.currentPasswordWrong, error: profileMessages.currentPasswordWrong },
      }),
  }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'analytical-engine-2');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'analytical-engine-2');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'a-wrong-guess');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText(profileMessages.currentPasswordWrong)).toBeVisible();
  },
};

/**
 * An e-mail change past the server's mail budgets (429, SPEC §8: the error title): the catalogue's words are shown,
 * and the form keeps what was typed.
 */
export const TooManyChangeMails: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) =>
      http.put(api('/api/mylifecontact'), {
        status: 429,
        body: { status: 429, title: am.tooManyChangeMails, error: am.tooManyChangeMails },
      }),
  }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@analytical.example');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'analytical-engine');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const shown = await canvas.findByText(
      'You have asked for several confirmation emails today. Your profile was not changed. Please try again tomorrow.',
    );
    await expect(shown).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ada@analytical.example');
    await expect(canvas.queryByText(profileMessages.saved)).toBeNull();
  },
};

/** Cancel after a refusal: the form is loaded again and the message is gone. */
export const CancelClears: Story = {
  args: { path: '/profile', signedIn: true },
  render: ServerError.render,
  play: async (context) => {
    await ServerError.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByText(profileMessages.currentPasswordWrong)).toBeNull());
    await expect(canvas.getByLabelText(/^New Password/)).toHaveValue('');
    await expect(canvas.queryByLabelText(/^Current Password/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** The person cannot be loaded: /error. */
export const LoadError: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.get(api('/api/mylifecontact'), { status: 500, body: { status: 500, title: 'x', error: 'x' } }),
  }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(errorMessages.errorPage)).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/error');
  },
};

// --- A waiting e-mail change --------------------------------------------------------------------------------

const newAddress = 'ada.lovelace@example.org';
const changeWaiting: Contact = { ...adaContact, emailConfirmed: true, pendingEmail: newAddress };
const notice = am.pendingChange(newAddress, adaContact.user.userName);

/** A new address waits for its link: the notice under Email says so, with "Cancel the change". */
export const ChangeWaiting: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.get(api('/api/mylifecontact'), changeWaiting),
  }),
  play: async ({ canvas }) => {
    await ready(canvas);
    const account = canvas.getByRole('group', { name: 'Email and Password' });
    await expect(within(account).getByText(notice)).toBeVisible();
    await expect(within(account).getByLabelText(/^Email/)).toHaveValue(adaContact.user.userName);
    await expect(within(account).getByRole('button', { name: am.cancelChange })).toBeEnabled();
  },
};

/** "Cancel the change" pressed: the change is withdrawn on the server, the notice goes and a toast says so. */
export const ChangeCancelled: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => {
      http.get(api('/api/mylifecontact'), changeWaiting);
      http.delete(api('/api/email/pending'), 204);
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: am.cancelChange }));
    await expect(await screen.findByText(am.changeCancelled, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(notice)).toBeNull());
    await expect(canvas.queryByRole('button', { name: am.cancelChange })).toBeNull();
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus());
  },
};

// --- Appearance ----------------------------------------------------------------------------------------------

/** The Appearance card: System, Light, Dark; System until the person picks (the preview draws its own theme). */
export const Appearance: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await ready(canvas);
    const card = await canvas.findByRole('region', { name: profileTexts.appearance });
    const group = within(card).getByRole('radiogroup', { name: /^Theme/ });
    await expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    await expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'System' }));
    await expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
  },
};
