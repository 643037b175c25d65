import { notificationMessages } from '@insight/api';
import { noticeListOf, noticeOf, notificationSettingsOf } from '@insight/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { api, appAt, currentAddress, ScreenHarness, screenLoaders } from './support';

const meta = {
  title: 'Screens/Notifications',
  component: ScreenHarness,
  loaders: screenLoaders,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Times a few minutes and hours before the story runs: the relative times read the same on every run. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ann = { userId: 'user-ann', name: 'Ann Lee' };
const bo = { userId: 'user-bo', name: 'Bo Chen' };

const notices = () =>
  noticeListOf([
    noticeOf('sharesBack', { id: 'n4', person: ann, createdAt: ago(3) }),
    noticeOf('guideShared', {
      id: 'n3',
      person: bo,
      guides: ['Career Guide', 'Sports Guide', 'Personal Guide'],
      count: 3,
      createdAt: ago(30),
    }),
    noticeOf('invitationAccepted', { id: 'n2', person: ann, createdAt: ago(5 * 60) }),
    noticeOf('invitationExpiring', {
      id: 'n1',
      person: { userId: null, name: 'Cy Park' },
      createdAt: ago(30 * 60),
      read: true,
    }),
  ]);

/**
 * The bell in the signed-in header with three unread notices. Opened from the keyboard, the list takes the
 * focus; the shown notices are marked read (the badge goes); Escape closes it and gives the focus back.
 */
export const Bell: Story = {
  args: { path: '/contact' },
  render: appAt({
    path: '/contact',
    signedIn: true,
    mock: (http) => {
      http.get(api('/api/notifications'), notices());
      http.post(api('/api/notifications/read'), 204);
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Contact Us' });
    const bell = await canvas.findByRole('button', { name: 'Notifications, 3 unread' });
    await expect(within(bell).getByTestId('notification-bell-count')).toHaveTextContent('3');
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const list = canvas.getByRole('group', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    await waitFor(() => expect(links[0]).toHaveFocus());
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/compare/user-ann',
      '/home',
      '/connections',
      '/connections',
    ]);
    await expect(links[1]).toHaveAccessibleName(
      'Unread: Bo Chen shared 3 guides with you: Career Guide, Sports Guide and Personal Guide. 30 minutes ago',
    );
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    await userEvent.keyboard('{Escape}');
    await expect(bell).toHaveFocus();
    await expect(list).not.toBeVisible();
    // Open again, for the picture: the dots are gone now that they were seen.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(links[0]).toHaveFocus());
  },
};

/** Choosing a notice goes where it matters: a Personal Map shared back opens the compare view with that person. */
export const BellChoose: Story = {
  args: { path: '/contact' },
  render: appAt({
    path: '/contact',
    signedIn: true,
    mock: (http) => {
      http.get(api('/api/notifications'), notices());
      http.post(api('/api/notifications/read'), 204);
    },
  }),
  parameters: { visual: { disable: 'it ends on the compare view, whose stories draw it' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Contact Us' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(canvas.getByRole('link', { name: /Ann Lee now shares their Personal Map/ }));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/compare/user-ann'));
  },
};

/** Nothing yet: no badge, and the list says so. */
export const BellEmpty: Story = {
  args: { path: '/contact' },
  render: appAt({ path: '/contact', signedIn: true }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Contact Us' });
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    const list = canvas.getByRole('group', { name: 'Notifications' });
    await expect(list).toHaveAccessibleDescription('No notifications yet');
    await waitFor(() => expect(list).toHaveFocus());
  },
};

/** Profile's Notifications card: one switch per event for mail, all on for a new account. */
export const Settings: Story = {
  args: { path: '/profile' },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.get(api('/api/notifications/settings'), notificationSettingsOf({ invitationExpiring: false })),
  }),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Notifications' });
    const group = await within(card).findByRole('group', { name: 'E-mail me when' });
    await expect(within(group).getByRole('switch', { name: 'Someone accepts my invitation' })).toBeChecked();
    await expect(
      within(group).getByRole('switch', { name: 'An invitation I sent expires tomorrow' }),
    ).not.toBeChecked();
    card.scrollIntoView();
  },
};

/** A switch flipped is saved at once, with a toast. */
export const SettingsSaved: Story = {
  args: { path: '/profile' },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => {
      http.get(api('/api/notifications/settings'), notificationSettingsOf());
      http.put(api('/api/notifications/settings'), notificationSettingsOf({ guideShared: false }));
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('region', { name: 'Notifications' });
    const control = await within(card).findByRole('switch', { name: 'A connection shares a guide with me' });
    await userEvent.click(control);
    // The toast sits in the toaster, outside the app's root (its words are also in the announcer for a moment).
    const said = await within(document.body).findAllByText('Your notification settings have been saved.');
    await expect(said[0]).toBeVisible();
    await expect(control).not.toBeChecked();
  },
};

/** A save that fails: the switch goes back, and why shows under it (and in a toast). */
export const SettingsSaveFailed: Story = {
  args: { path: '/profile' },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => {
      http.get(api('/api/notifications/settings'), notificationSettingsOf());
      http.put(api('/api/notifications/settings'), 503);
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('region', { name: 'Notifications' });
    const control = await within(card).findByRole('switch', { name: 'A connection shares their Personal Map back' });
    await userEvent.click(control);
    await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
    await expect(control).toBeChecked();
  },
};

/** The switches could not be read: the reason, and Try again. */
export const SettingsLoadFailed: Story = {
  args: { path: '/profile' },
  render: appAt({
    path: '/profile',
    signedIn: true,
    mock: (http) => http.get(api('/api/notifications/settings'), 503),
  }),
  play: async ({ canvas }) => {
    // Asked afresh each time: the profile draws its cards again once the contact is in.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: 'Notifications' })).getByRole('button', { name: 'Try again' }),
      ).toBeVisible(),
    );
  },
};

const token = 'eyJhbGciOiJIUzI1NiJ9.sample.signature';

/** A mail's link, signed out: the page says what the button does; loading it changed nothing. */
export const Unsubscribe: Story = {
  args: { path: `/unsubscribe?token=${token}` },
  render: appAt({ path: `/unsubscribe?token=${token}` }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop these e-mails' })).toBeVisible();
  },
};

/** The button pressed: which mails stopped, and where to turn them on again. */
export const Unsubscribed: Story = {
  args: { path: `/unsubscribe?token=${token}` },
  render: appAt({
    path: `/unsubscribe?token=${token}`,
    mock: (http) => http.post(api('/api/notifications/unsubscribe'), { kind: 'guideShared' }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop these e-mails' }));
    await expect(
      await canvas.findByText(/You will no longer get an e-mail when a connection shares a guide with you\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change your e-mail settings in your Profile' })).toBeVisible();
  },
};

/** A forged or broken link: the server refuses it, and the page says so. */
export const UnsubscribeBadLink: Story = {
  args: { path: '/unsubscribe?token=forged' },
  render: appAt({
    path: '/unsubscribe?token=forged',
    mock: (http) =>
      http.post(api('/api/notifications/unsubscribe'), {
        status: 400,
        body: { message: notificationMessages.unsubscribeInvalid },
      }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop these e-mails' }));
    await expect(await canvas.findByText(notificationMessages.unsubscribeInvalid)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stop these e-mails' })).not.toBeInTheDocument();
  },
};
