import '../../test/setup';
import { ApiError, errorMessages } from '@insight/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

describe('Recover password screen', () => {
  it('has the heading, the email field, Submit and a Cancel link to login', async () => {
    renderApp({ path: '/recover-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Password Reset' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/login');
  });

  it('checks the e-mail after the first submit', async () => {
    const forgotPassword = vi.fn();
    renderApp({ path: '/recover-password', api: { forgotPassword } });
    await screen.findByRole('heading', { name: 'Request Password Reset' });
    const user = userEvent.setup();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'nobody');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('sends the request, goes to login and shows the toast', async () => {
    const forgotPassword = vi.fn().mockResolvedValue(true);
    const app = renderApp({ path: '/recover-password', api: { forgotPassword } });
    await screen.findByRole('heading', { name: 'Request Password Reset' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your email for a link to reset your password.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login To Insight' })).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/login');
    expect(forgotPassword).toHaveBeenCalledWith({
      Email: 'alice@example.com',
      ApplicationName: 'Insight',
      ApplicationDomain: 'http://app.test/reset-password',
    });
  });

  it('shows a failure as an error', async () => {
    const forgotPassword = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'http', status: 429, message: 'Too many requests. Try again later.' }));
    renderApp({ path: '/recover-password', api: { forgotPassword } });
    await screen.findByRole('heading', { name: 'Request Password Reset' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
  });
});

describe('Reset password screen', () => {
  const link = '/reset-password?email=alice%40example.com&token=tok-1';

  it('states the password rules with the configured bounds', async () => {
    renderApp({ path: link });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Passwords must be between 8 and 32 characters in length and can contain letters, numbers and special characters.',
      ),
    ).toBeInTheDocument();
  });

  it('checks both fields after the first submit', async () => {
    const resetPassword = vi.fn();
    renderApp({ path: link, api: { resetPassword } });
    await screen.findByRole('heading', { name: 'Reset Password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    expect(
      screen.getAllByText(
        'Passwords must be between 8 and 32 characters in length and can contain letters, numbers and special characters.',
      ),
    ).toHaveLength(2);
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('resets with the link e-mail and token, then goes home (to login, signed out) with the toast', async () => {
    const resetPassword = vi.fn().mockResolvedValue(undefined);
    const app = renderApp({ path: link, api: { resetPassword } });
    await screen.findByRole('heading', { name: 'Reset Password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password has been reset. Please login.')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({
      NewPassword: 'brand-new-pass',
      Token: 'tok-1',
      UserName: 'alice@example.com',
    });
    expect(await screen.findByRole('heading', { name: 'Login To Insight' })).toBeInTheDocument();
    expect(app.currentLocation()).toBe('/login?returnUrl=%2Fhome');
  });

  it('explains a used link', async () => {
    const resetPassword = vi
      .fn()
      .mockRejectedValue(
        new ApiError({ kind: 'invalid_token', status: 500, message: errorMessages.invalidResetToken }),
      );
    renderApp({ path: link, api: { resetPassword } });
    await screen.findByRole('heading', { name: 'Reset Password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has already been used. If you would like to reset your password again, click Login > Forgot Password.',
    );
  });

  it('says so when the link lacks its e-mail or token', async () => {
    renderApp({ path: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.invalidResetToken);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
