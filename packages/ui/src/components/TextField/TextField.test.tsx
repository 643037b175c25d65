import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties its visible label to the input', () => {
    render(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('shows no error text unless given one', () => {
    render(<TextField label="Email" />);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('wires the error: aria-invalid and the error text as the description', () => {
    render(<TextField label="Email" error="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('Email is required')).toBeVisible();
  });

  it('describes the input with hint then error', () => {
    render(<TextField label="Password" type="password" hint="8 to 32 characters." error="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('8 to 32 characters. Password is required');
  });

  it('marks a required field with aria-required and a hidden *, not the browser check', () => {
    render(<TextField label="First Name" required />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards its ref to the input and works uncontrolled with onChange and onBlur', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<TextField ref={ref} label="Last Name" name="lastName" onChange={onChange} onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Last Name' });
    expect(ref.current).toBe(input);
    await user.type(input, 'Lee');
    await user.tab();
    expect(ref.current?.value).toBe('Lee');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('an');
      return <TextField label="First Name" value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await user.type(input, 'n');
    expect(input).toHaveValue('ANN');
  });

  it('can be disabled', () => {
    render(<TextField label="Email" disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });
});
