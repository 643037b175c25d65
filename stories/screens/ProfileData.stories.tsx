import { accountDataMessages as adm } from '@insight/api';
import { screenTexts } from '@insight/app';
import { adaContact, dataExportOf } from '@insight/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { api, appAt, auth, currentAddress, ScreenHarness, screenLoaders, type ScreenCanvas } from './support';

/**
 * Profile's Your data card (issue 27 of an earlier wave): "Download my data" and "Delete my account", each asking
 * for the password again. A title of its own beside Screens/Profile, which it would make too long to read.
 */
const meta = {
  title: 'Screens/Profile Data',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ScreenCanvas;

/** A download's answer: Ada's file. */
const sampleExport = dataExportOf(adaContact);

/** The Profile screen has loaded Ada; its Your data card. */
const yourData = async (canvas: Canvas) => {
  await canvas.findByRole('heading', { level: 1, name: screenTexts.profileHeading('Insight') });
  await canvas.findByRole('form', { name: 'Profile' });
  return canvas.findByRole('region', { name: adm.title });
};
const exportUrl = api('/api/mylifecontact/data-export');
const deleteUrl = api('/api/mylifecontact/delete');
const refusal = (status: number, text: string) => ({ status, body: { status, title: text, error: text } });

/** "Download my data" asks for the password again: a dialog, focus in its field. */
export const DownloadAsks: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    const card = await yourData(canvas);
    await userEvent.click(within(card).getByRole('button', { name: adm.download }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: adm.downloadTitle });
    await expect(dialog).toHaveAccessibleDescription(adm.downloadIntro);
    await waitFor(() => expect(within(dialog).getByLabelText(/^Current Password/)).toHaveFocus());
  },
};

/** A wrong password: the field says so; nothing is saved. */
export const DownloadWrongPassword: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.post(exportUrl, refusal(403, adm.passwordWrong)),
  }),
  play: async (context) => {
    await DownloadAsks.play?.(context);
    const dialog = within(document.body).getByRole('dialog', { name: adm.downloadTitle });
    await context.userEvent.type(within(dialog).getByLabelText(/^Current Password/), 'a-wrong-guess{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Current Password/)).toHaveAccessibleDescription(adm.passwordWrong),
    );
  },
};

/** The file is saved: the dialog closes, a toast says so, focus is back on the button. */
export const Downloaded: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.post(exportUrl, sampleExport),
  }),
  play: async (context) => {
    await DownloadAsks.play?.(context);
    const body = within(document.body);
    const dialog = body.getByRole('dialog', { name: adm.downloadTitle });
    await context.userEvent.type(within(dialog).getByLabelText(/^Current Password/), 'correct-horse-9{Enter}');
    await expect(await body.findByText(adm.downloaded, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(context.canvas.getByRole('button', { name: adm.download })).toHaveFocus());
  },
};

/** "Delete my account" asks first: what goes, what stays, the password; Cancel has the focus. */
export const DeleteAsks: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({ path: '/profile', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    const card = await yourData(canvas);
    await userEvent.click(within(card).getByRole('button', { name: adm.deleteAccount }));
    const ask = await within(document.body).findByRole('alertdialog', { name: adm.deleteTitle });
    await expect(ask).toHaveTextContent(adm.deleteGoes);
    await expect(ask).toHaveTextContent(adm.deleteStays);
    await waitFor(() => expect(within(ask).getByRole('button', { name: adm.cancel })).toHaveFocus());
  },
};

/** The server refuses (too many attempts): the account stays, the dialog says why. */
export const DeleteRefused: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.post(deleteUrl, refusal(429, adm.tooManyAttempts)),
  }),
  play: async (context) => {
    await DeleteAsks.play?.(context);
    const ask = within(document.body).getByRole('alertdialog', { name: adm.deleteTitle });
    await context.userEvent.type(within(ask).getByLabelText(/^Current Password/), 'correct-horse-9{Enter}');
    await expect(await within(ask).findByRole('alert')).toHaveTextContent(adm.tooManyAttempts);
    // The page was scrolled to its end when the dialog opened; a card that finished drawing after that made the
    // page a pixel taller on a busy run, and the fixed dialog then sat a pixel higher in the picture. At the end
    // again, the picture is the same on every run.
    window.scrollTo(0, document.documentElement.scrollHeight);
  },
};

/** Deleted: signed out, on the login page, a toast says so. */
export const Deleted: Story = {
  args: { path: '/profile', signedIn: true },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => {
      http.post(deleteUrl, 204);
      http.post(auth('/identity/connect/revocation'), 200);
    },
  }),
  play: async (context) => {
    await DeleteAsks.play?.(context);
    const body = within(document.body);
    const ask = body.getByRole('alertdialog', { name: adm.deleteTitle });
    await context.userEvent.type(within(ask).getByLabelText(/^Current Password/), 'correct-horse-9');
    await context.userEvent.click(within(ask).getByRole('button', { name: adm.deleteConfirm }));
    await expect(await body.findByText(adm.deleted, { selector: '.toast-message' })).toBeVisible();
    await waitFor(() => expect(currentAddress(context.canvasElement)).toBe('/login'));
  },
};
