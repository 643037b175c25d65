import '../test/setup';
import { errorMessages, STORAGE_KEYS } from '@insight/api';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../test/fakeEnv';
import { renderApp } from '../test/render';

// The contact screen of this file cannot render: the real routes around it must catch that.
vi.mock('../screens/contact', () => ({
  ContactScreen: (): never => {
    throw new Error('a screen that cannot render');
  },
}));

describe('a failure while a route renders', () => {
  it("shows SPEC's error screen in place of the page, and leaving the address clears it", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = renderApp({
      path: '/recover-password',
      storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Request Password Reset' });
    act(() => app.router.navigate('/contact'));
    expect(await screen.findByText(errorMessages.errorPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/contact');

    act(() => app.router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Password Reset' })).toBeInTheDocument();
    expect(screen.queryByText(errorMessages.errorPage)).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
