import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField';
import { Select } from '../Select';
import { Form, useFormSubmitted } from './Form';

function Status() {
  return <p>submitted: {String(useFormSubmitted())}</p>;
}

function Login({ onSubmit }: { onSubmit: () => void }) {
  const [email, setEmail] = useState('');
  const error = email ? undefined : 'Email is required';
  return (
    <Form invalid={Boolean(error)} onSubmit={onSubmit}>
      <FormField label="Email" error={error} required>
        {(field) => <input {...field} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </FormField>
      <Select
        label="Pronoun"
        options={[{ value: 'M', label: 'He/him' }]}
        error="Selecting a preferred pronoun is required"
      />
      <Status />
      <button type="submit">Login</button>
      <button type="reset">Cancel</button>
    </Form>
  );
}

describe('Form and FormField', () => {
  it('shows errors only after the first submit attempt, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Login onSubmit={onSubmit} />);
    const email = screen.getByLabelText(/Email/);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Selecting a preferred pronoun is required')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('submitted: false')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('submitted: true')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Pronoun' })).toHaveAccessibleDescription(
      'Selecting a preferred pronoun is required',
    );

    await user.type(email, 'a@b.co');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a reset hides the errors again', async () => {
    const user = userEvent.setup();
    render(<Login onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('outside a Form, a FormField shows its error at once and a hint describes the control', () => {
    render(
      <FormField label="Message" hint="Optional" error="Too long">
        {(field) => <textarea {...field} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Optional Too long');
  });
});
