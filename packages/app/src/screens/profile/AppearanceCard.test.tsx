import '../../test/setup';
import { STORAGE_KEYS, type Contact } from '@insight/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../../stores/AppearanceStore';
import { aliceUser } from '../../test/fakeEnv';
import { renderApp } from '../../test/render';

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

describe('Profile: Appearance', { timeout: 20_000 }, () => {
  it('offers System, Light and Dark; System until the person picks; the pick is kept on this device', async () => {
    const app = renderApp({
      path: '/profile',
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
      api: { getContact: vi.fn(async () => alice) },
    });
    const card = await screen.findByRole('region', { name: 'Appearance' }, { timeout: 5000 });
    const group = within(card).getByRole('radiogroup', { name: /^Theme/ });
    expect(group).toHaveAccessibleDescription(
      'System follows the setting of this device. Your choice is kept on this device.',
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    // By keyboard: focus the checked radio, arrow to the next ones.
    within(group).getByRole('radio', { name: 'System' }).focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(app.store.appearance.theme).toBe('dark');
    expect(app.storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
