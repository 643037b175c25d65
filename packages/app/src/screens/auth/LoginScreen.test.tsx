import '../../test/setup';
import { ApiError, STORAGE_KEYS, errorMessages } from '@insight/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../../test/fakeEnv';
import { renderApp } from '../../test/render';

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  return user;
}

describe('Login screen', () => {
  it('has the heading, the fields, a disabled Login button and the two links', async () => {
    renderApp({ path: '/login?returnUrl=%2Fprofile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login To Insight' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create a dashboard' })).toHaveAttribute(
      'href',
      '/register?returnUrl=%2Fprofile',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/recover-password');
  });

  it('shows no message before the user has typed', async () => {
    renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('shows the SPEC messages once a field has been left', async () => {
    renderApp({ path: '/login' });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'alice');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'x'.repeat(33));
    expect(await screen.findByText('Password must be at most 32 characters long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('signs the user out on entry', async () => {
    const app = renderApp({ path: '/login', storage: { [STORAGE_KEYS.currentUser]: JSON.stringify(aliceUser) } });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    await waitFor(() => expect(app.store.session.isSignedIn).toBe(false));
    expect(app.storage.getItem(STORAGE_KEYS.currentUser)).toBeNull();
  });

  it('logs in and goes to the returnUrl', async () => {
    const login = vi.fn().mockResolvedValue(aliceUser);
    const app = renderApp({ path: '/login?returnUrl=%2Fcontact', api: { login } });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    const user = await fill('alice@example.com', 'correct-horse');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'alice@example.com', password: 'correct-horse' });
    expect(app.currentLocation()).toBe('/contact');
  });

  it('goes to /home by default, and never to another site', async () => {
    // The home gate's first call (the user) stays pending: the browser rests on /home.
    const getContact = vi.fn(() => new Promise<never>(() => undefined));
    const app = renderApp({
      path: '/login?returnUrl=https%3A%2F%2Fevil.example',
      api: { login: vi.fn().mockResolvedValue(aliceUser), getContact },
    });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    const user = await fill('alice@example.com', 'correct-horse');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.currentLocation()).toBe('/home'));
    expect(getContact).toHaveBeenCalled();
  });

  it('shows a failed login in a red alert', async () => {
    const login = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'invalid_grant', status: 400, message: errorMessages.invalidGrant }));
    renderApp({ path: '/login', api: { login } });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    const user = await fill('alice@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email and password combination does not exist. Please enter the correct email address and password.',
    );
  });

  it('sends any other server error to the error page', async () => {
    const login = vi.fn().mockRejectedValue(new ApiError({ kind: 'server', status: 500, message: 'Internal' }));
    const app = renderApp({ path: '/login', api: { login } });
    await screen.findByRole('heading', { name: 'Login To Insight' });
    const user = await fill('alice@example.com', 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(errorMessages.errorPage)).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/error');
  });
});
