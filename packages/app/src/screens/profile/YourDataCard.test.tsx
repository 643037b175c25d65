import '../../test/setup';
import { ApiError, STORAGE_KEYS, type Contact } from '@insight/api';
import { dataExportOf } from '@insight/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GATE_PASSED_STORAGE_KEY } from '../../stores/HomeGateStore';
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
const file = dataExportOf(alice);
const wrong = () =>
  new ApiError({ kind: 'http', status: 403, message: 'Your current password is not correct. Nothing was changed.' });

function setup(api: Record<string, unknown> = {}) {
  const saved: { name: string; data: Blob }[] = [];
  const calls = {
    getContact: vi.fn(async () => alice),
    exportMyData: vi.fn(async () => file),
    deleteAccount: vi.fn(async () => undefined),
    revokeToken: vi.fn(async () => undefined),
    ...api,
  };
  const app = renderApp({
    path: '/profile',
    storage: { ...signedIn, [GATE_PASSED_STORAGE_KEY]: aliceUser.id },
    api: calls,
    saveFile: (name, data) => void saved.push({ name, data }),
  });
  return { ...app, calls, saved, user: userEvent.setup() };
}

const slow = { timeout: 5000 };
const card = () => screen.findByRole('region', { name: 'Your data' }, slow);

describe('Profile: Your data', { timeout: 20_000 }, () => {
  it('downloads the file after the password is asked again, by keyboard alone', async () => {
    const { calls, saved, user } = setup();
    const download = within(await card()).getByRole('button', { name: 'Download my data' });
    download.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Download your data' });
    expect(dialog).toHaveAccessibleDescription('For your security, please enter your password again.');
    const password = within(dialog).getByLabelText(/^Current Password/);
    expect(password).toHaveFocus();
    // Sent empty: the field says so and nothing is called.
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText(/^Current Password/)).toHaveAccessibleDescription(
      'Please enter your current password.',
    );
    expect(calls.exportMyData).not.toHaveBeenCalled();
    await user.type(password, 'Secret1!{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.exportMyData).toHaveBeenCalledWith('Secret1!');
    expect(saved.map((s) => s.name)).toEqual(['insight-data-2026-11-26.json']);
    expect(saved[0]?.data.type).toBe('application/json');
    expect(JSON.parse(await saved[0]!.data.text())).toEqual(file);
    expect(await screen.findByText('Your data has been downloaded.')).toBeVisible();
    await waitFor(() => expect(download).toHaveFocus());
  });

  it('shows a wrong password on the field, saves nothing, and Escape closes the dialog back to its button', async () => {
    const { calls, saved, user } = setup({ exportMyData: vi.fn().mockRejectedValue(wrong()) });
    const download = within(await card()).getByRole('button', { name: 'Download my data' });
    await user.click(download);
    const dialog = await screen.findByRole('dialog', { name: 'Download your data' });
    await user.type(within(dialog).getByLabelText(/^Current Password/), 'nope-nope{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Current Password/)).toHaveAccessibleDescription(
        'Your current password is not correct. Nothing was changed.',
      ),
    );
    expect(calls.exportMyData).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(download).toHaveFocus());
  });

  it('asks before deleting (an alertdialog that says what goes and what stays), Cancel first', async () => {
    const { calls, user } = setup();
    await user.click(within(await card()).getByRole('button', { name: 'Delete my account' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(ask).toHaveTextContent(/erased at once/);
    expect(ask).toHaveTextContent(
      'Your orders stay with the store as the law requires, without your name or address: the transaction, amounts and dates only.',
    );
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.deleteAccount).not.toHaveBeenCalled();
  });

  it('deletes with the password: the session ends here and the login page says so', async () => {
    const { calls, user, store, currentLocation, storage } = setup();
    await user.click(within(await card()).getByRole('button', { name: 'Delete my account' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete my account' }));
    expect(within(ask).getByLabelText(/^Current Password/)).toHaveAccessibleDescription(
      'Please enter your current password.',
    );
    expect(calls.deleteAccount).not.toHaveBeenCalled();
    await user.type(within(ask).getByLabelText(/^Current Password/), 'Secret1!');
    await user.click(within(ask).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(calls.deleteAccount).toHaveBeenCalledWith('Secret1!');
    expect(store.session.isSignedIn).toBe(false);
    expect(await screen.findByText('Your account has been deleted.')).toBeVisible();
    // Nothing of the gone account stays on the device (the gate's marker included).
    expect(storage.getItem(GATE_PASSED_STORAGE_KEY)).toBeNull();
  });

  it('keeps the account and says why when the server refuses the deletion', async () => {
    const { user, store } = setup({
      deleteAccount: vi.fn().mockRejectedValue(
        new ApiError({
          kind: 'http',
          status: 429,
          message: 'Too many attempts. Please wait a few minutes and try again.',
        }),
      ),
    });
    await user.click(within(await card()).getByRole('button', { name: 'Delete my account' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.type(within(ask).getByLabelText(/^Current Password/), 'Secret1!{Enter}');
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(store.session.isSignedIn).toBe(true);
  });
});
