import '../../test/setup';
import { ApiError, STORAGE_KEYS, type CreateUserPayload } from '@insight/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aliceUser } from '../../test/fakeEnv';
import { renderApp } from '../../test/render';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First Name/), 'Alice');
  await user.type(screen.getByLabelText(/^Last Name/), 'Liddell');
  await user.type(screen.getByLabelText(/^Email/), 'alice@example.com');
  await user.click(screen.getByRole('radio', { name: 'She/her' }));
  await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'correct-horse');
  await user.click(screen.getByRole('checkbox'));
}

describe('Register screen', () => {
  it('shows the heading, fields and links, and no message before a submit', async () => {
    renderApp({ path: '/register' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Insight Dashboard' })).toBeInTheDocument();
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Password/, /^Confirm Password/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const pronoun = screen.getByRole('radiogroup', { name: /Preferred Pronoun/ });
    expect(within(pronoun).getByRole('radio', { name: 'He/him' })).toHaveAttribute('value', 'M');
    expect(within(pronoun).getByRole('radio', { name: 'She/her' })).toHaveAttribute('value', 'F');
    expect(
      screen.getByRole('checkbox', {
        name: 'I am at least 13 years old and agree to the Terms of Service and Privacy Policy',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Already have a dashboard? Click here to login.' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('shows every SPEC message after the first submit attempt', async () => {
    const createUser = vi.fn();
    renderApp({ path: '/register', api: { createUser } });
    await screen.findByRole('heading', { name: 'Create Your Insight Dashboard' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Selecting a preferred pronoun is required',
      'Password is required',
      'Confirm password is required',
      'Accepting Terms of Service is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/^First Name/), 'A');
    await user.type(screen.getByLabelText(/^Last Name/), 'L');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'shorter');
    expect(screen.getByText('First name must be at least 2 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(createUser).not.toHaveBeenCalled();
  });

  it("refuses over-long names and e-mail with the contract's words, and sends nothing", async () => {
    const createUser = vi.fn();
    renderApp({ path: '/register', api: { createUser } });
    await screen.findByRole('heading', { name: 'Create Your Insight Dashboard' });
    const user = userEvent.setup();
    await fillValid(user);
    for (const [label, text] of [
      [/^First Name/, 'A'.repeat(101)],
      [/^Last Name/, 'L'.repeat(101)],
      [/^Email/, `${'a'.repeat(243)}@example.com`],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('First name must be at most 100 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at most 100 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Email must be at most 254 characters long.')).toBeInTheDocument();
    expect(createUser).not.toHaveBeenCalled();
  });

  it('opens the terms and the privacy policy without ticking the box', async () => {
    renderApp({ path: '/register' });
    await screen.findByRole('heading', { name: 'Create Your Insight Dashboard' });
    const user = userEvent.setup();
    // (By text: dom-accessibility-api names buttons inside a <label for> after that label.)
    const form = screen.getByRole('form', { name: 'Register' });
    await user.click(within(form).getByText('Terms of Service', { selector: 'button' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(terms).toHaveTextContent('Last updated: April 06, 2023');
    expect(terms).toHaveTextContent('not psychological');
    expect(terms).toHaveTextContent('limited to the amount you paid');
    await user.click(within(terms).getAllByRole('button', { name: 'Close' })[0]);
    await user.click(within(form).getByText('Privacy Policy', { selector: 'button' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    for (const section of [
      'Website visitors',
      'Aggregated statistics',
      'Cookies',
      'Business transfers',
      'Ads',
      'Comments',
    ]) {
      expect(within(privacy).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { hidden: true })).not.toBeChecked();
  });

  it('creates the user, logs in and goes to the returnUrl', async () => {
    const order: string[] = [];
    const createUser = vi.fn(async (_payload: CreateUserPayload) => void order.push('createUser'));
    const login = vi.fn(async () => {
      order.push('login');
      return aliceUser;
    });
    const app = renderApp({ path: '/register?returnUrl=%2Fcontact', api: { createUser, login } });
    await screen.findByRole('heading', { name: 'Create Your Insight Dashboard' });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(order).toEqual(['createUser', 'login']);
    expect(createUser).toHaveBeenCalledWith({
      user: {
        username: 'alice@example.com',
        email: 'alice@example.com',
        password: 'correct-horse',
        firstname: 'Alice',
        lastname: 'Liddell',
        gender: 'F',
      },
    });
    expect(app.currentLocation()).toBe('/contact');
  });

  it('shows the error of a failed registration', async () => {
    const createUser = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'http', status: 409, message: 'That e-mail is already registered.' }));
    renderApp({ path: '/register', api: { createUser } });
    await screen.findByRole('heading', { name: 'Create Your Insight Dashboard' });
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That e-mail is already registered.');
  });

  it('stores a connectionToken query parameter', async () => {
    const app = renderApp({ path: '/register?connectionToken=invite-123' });
    await screen.findByRole('heading', { name: 'Create Your Insight Dashboard' });
    expect(app.storage.getItem(STORAGE_KEYS.connectionToken)).toBe('invite-123');
  });
});
