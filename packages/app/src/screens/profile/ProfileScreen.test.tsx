import '../../test/setup';
import { ApiError, STORAGE_KEYS, type Contact, type UpdateContactPayload } from '@insight/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../../test/fakeEnv';
import { renderApp } from '../../test/render';

const signedIn = { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) };
const alice: Contact = {
  user: {
    id: 'user-1',
    firstName: 'Alice',
    lastName: 'Liddell',
    gender: 'F',
    userName: 'alice@example.com',
    password: null,
    profilePicture: null,
  },
};
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const settings = { profileImagePath: 'http://app.test/api/user/profileimage/' };

function setup(api: Record<string, unknown> = {}, contact: Contact = alice) {
  const calls = {
    getContact: vi.fn(async () => contact),
    updateContact: vi.fn(async (payload: UpdateContactPayload | Contact): Promise<Contact> => ({
      user: { ...payload.user, password: null },
    })),
    uploadProfileImage: vi.fn(async () => 'a1b2c3.png'),
    login: vi.fn(async ({ email }: { email: string }) => ({ ...aliceUser, userName: email })),
    ...api,
  };
  const app = renderApp({ path: '/profile', storage: signedIn, settings, api: calls });
  return { ...app, calls, user: userEvent.setup() };
}

/** The machine is shared: give the screen time. */
const slow = { timeout: 5000 };
const form = () => screen.findByRole('form', { name: 'Profile' }, slow);

describe('Profile screen', { timeout: 20_000 }, () => {
  it('loads the person on entry: heading, picture card with the default icon, both sections filled in', async () => {
    const { calls } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Your Insight Account' }, slow),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Profile Picture' }, slow);
    expect(within(card).getByRole('button', { name: 'Change Photo' })).toBeInTheDocument();
    expect(within(card).getByTestId('profile-picture')).toHaveAttribute('data-state', 'fallback');
    expect(within(card).getByTestId('profile-picture')).toHaveAttribute('data-size', 'lg');
    expect(within(card).queryByRole('img', { name: 'Alice Liddell' })).toBeInTheDocument();
    const personal = await screen.findByRole('group', { name: 'Personal' }, slow);
    expect(within(personal).getByLabelText(/^First Name/)).toHaveValue('Alice');
    expect(within(personal).getByLabelText(/^Last Name/)).toHaveValue('Liddell');
    expect(within(personal).getByRole('radio', { name: 'She/her' })).toBeChecked();
    const email = screen.getByRole('group', { name: 'Email and Password' });
    expect(within(email).getByLabelText(/^Email/)).toHaveValue('alice@example.com');
    expect(within(email).getByLabelText(/^New Password/)).toHaveValue('');
    expect(within(email).getByLabelText(/^Confirm Password/)).toHaveValue('');
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(calls.getContact).toHaveBeenCalledTimes(1);
  });

  it('shows the stored picture from the server, round at 128 px (the large Avatar)', async () => {
    setup({}, { user: { ...alice.user, profilePicture: 'f00d.jpg' } });
    const picture = await screen.findByRole('img', { name: 'Alice Liddell' }, slow);
    expect(picture).toHaveAttribute('src', 'http://app.test/api/user/profileimage/f00d.jpg');
    expect(screen.getByTestId('profile-picture')).toHaveAttribute('data-size', 'lg');
  });

  it('goes to /error when the person cannot be loaded', async () => {
    const app = setup({
      getContact: vi.fn().mockRejectedValue(new ApiError({ kind: 'server', status: 500, message: 'x' })),
    });
    await waitFor(() => expect(app.currentLocation()).toBe('/error'), slow);
  });

  it('shows the §5 messages after Update, and changes nothing', async () => {
    const { user, calls } = setup();
    await form();
    await user.clear(screen.getByLabelText(/^First Name/));
    await user.clear(screen.getByLabelText(/^Last Name/));
    await user.type(screen.getByLabelText(/^Last Name/), 'L');
    await user.clear(screen.getByLabelText(/^Email/));
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls.updateContact).not.toHaveBeenCalled();
  });

  it('makes the password fields required once the person types in the password field, with messages from the first Update on', async () => {
    const { user, calls } = setup();
    await form();
    const password = screen.getByLabelText(/^New Password/);
    expect(password).not.toBeRequired();
    await user.type(password, 'short');
    expect(screen.getByLabelText(/^New Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Confirm Password/)).toBeRequired();
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    // SPEC §3 Forms: errors appear only after the first submit attempt, the password's too.
    expect(screen.queryByText('Password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(calls.updateContact).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^New Password/));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New Password/), 'x'.repeat(33));
    expect(screen.getByText('Password must be at most 32 characters long')).toBeInTheDocument();
  });

  it('asks for the current password when the e-mail changes; then saves, signs in again and keeps iMLContact', async () => {
    const { user, calls, storage } = setup();
    await form();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'alice@wonderland.example');
    const current = screen.getByLabelText(/^Current Password/);
    expect(current).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Current password is required to change your email or password')).toBeInTheDocument();
    expect(calls.updateContact).not.toHaveBeenCalled();
    await user.type(current, 'my-current-pass');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile has been updated.', {}, slow)).toBeInTheDocument();
    expect(calls.updateContact).toHaveBeenCalledWith({
      user: {
        id: 'user-1',
        firstName: 'Alice',
        lastName: 'Liddell',
        gender: 'F',
        userName: 'alice@wonderland.example',
        password: null,
        profilePicture: null,
      },
      currentPassword: 'my-current-pass',
    });
    expect(calls.login).toHaveBeenCalledWith({ email: 'alice@wonderland.example', password: 'my-current-pass' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.contact) ?? 'null')).toEqual({
      user: { ...alice.user, userName: 'alice@wonderland.example' },
    });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.currentUser) ?? 'null').userName).toBe('alice@wonderland.example');
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
  });

  it('a new password is sent with the current one and signs in with the new one', async () => {
    const { user, calls } = setup();
    await form();
    await user.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Current Password/), 'old-pass-123');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile has been updated.', {}, slow)).toBeInTheDocument();
    expect(calls.updateContact.mock.calls[0]?.[0]).toMatchObject({
      user: { password: 'brand-new-pass' },
      currentPassword: 'old-pass-123',
    });
    expect(calls.login).toHaveBeenCalledWith({ email: 'alice@example.com', password: 'brand-new-pass' });
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('');
  });

  it('names only: no current password, no new sign-in', async () => {
    const { user, calls } = setup();
    await form();
    await user.clear(screen.getByLabelText(/^First Name/));
    await user.type(screen.getByLabelText(/^First Name/), 'Alicia');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile has been updated.', {}, slow)).toBeInTheDocument();
    expect(calls.updateContact.mock.calls[0]?.[0]).not.toHaveProperty('currentPassword');
    expect(calls.login).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Alicia');
  });

  it('shows the error title of a failed update; Cancel reloads the form and clears the message', async () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 403,
      message: 'Your current password is not correct. Your profile was not changed.',
      title: 'Your current password is not correct. Your profile was not changed.',
    });
    const { user, calls } = setup({ updateContact: vi.fn().mockRejectedValue(refusal) });
    await form();
    await user.clear(screen.getByLabelText(/^First Name/));
    await user.type(screen.getByLabelText(/^First Name/), 'Changed');
    await user.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Current Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('Your current password is not correct. Your profile was not changed.', {}, slow),
    ).toBeInTheDocument();
    expect(calls.login).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(calls.getContact).toHaveBeenCalledTimes(2), slow);
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Alice'), slow);
    expect(screen.queryByText('Your current password is not correct. Your profile was not changed.')).toBeNull();
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New Password/)).not.toBeRequired();
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    // The reloaded form keeps the focus where the person left it.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  describe('Change Photo', () => {
    it('uploads a PNG and shows it', async () => {
      const { user, calls, storage } = setup();
      await form();
      const file = new File([new Uint8Array(PNG_BYTES)], 'me.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Choose a profile picture'), file);
      expect(await screen.findByRole('img', { name: 'Alice Liddell' }, slow)).toHaveAttribute(
        'src',
        'http://app.test/api/user/profileimage/a1b2c3.png',
      );
      expect(calls.uploadProfileImage).toHaveBeenCalledWith(file, 'me.png');
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.contact) ?? 'null').user.profilePicture).toBe('a1b2c3.png');
    });

    it('refuses a file over 1 MB before the upload', async () => {
      const { user, calls } = setup();
      await form();
      const big = new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Choose a profile picture'), big);
      expect(await screen.findByText('File size should be 1 MB or less.', {}, slow)).toBeInTheDocument();
      expect(calls.uploadProfileImage).not.toHaveBeenCalled();
    });

    it('decides by the bytes: a GIF named .png is refused before the upload', async () => {
      const { user, calls } = setup();
      await form();
      const gif = new File([new TextEncoder().encode('GIF89a......')], 'cat.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Choose a profile picture'), gif);
      expect(await screen.findByText('Please select a jpg or png file.', {}, slow)).toBeInTheDocument();
      expect(calls.uploadProfileImage).not.toHaveBeenCalled();
      expect(screen.getByTestId('profile-picture')).toHaveAttribute('data-state', 'fallback');
    });

    it('shows the error title when the server refuses the picture', async () => {
      const { user } = setup({
        uploadProfileImage: vi
          .fn()
          .mockRejectedValue(new ApiError({ kind: 'http', status: 400, message: 'Please select a jpg or png file.' })),
      });
      await form();
      const file = new File([new Uint8Array(PNG_BYTES)], 'me.png', { type: 'image/png' });
      await user.upload(screen.getByLabelText('Choose a profile picture'), file);
      expect(await screen.findByText('Please select a jpg or png file.', {}, slow)).toBeInTheDocument();
      expect(screen.getByTestId('profile-picture')).toHaveAttribute('data-state', 'fallback');
    });
  });
});
