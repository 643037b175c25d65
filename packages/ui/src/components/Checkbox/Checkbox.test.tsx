import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

const terms = (onTerms: () => void) => (
  <>
    I am at least 13 years old and agree to the{' '}
    <a
      href="#terms"
      onClick={(event) => {
        event.preventDefault();
        onTerms();
      }}
    >
      Terms of Service
    </a>{' '}
    and Privacy Policy
  </>
);

describe('Checkbox', () => {
  it('is named by its label and toggles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Select All" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select All' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps working links inside its label: activating one does not tick the box', async () => {
    const user = userEvent.setup();
    const onTerms = vi.fn();
    render(<Checkbox label={terms(onTerms)} />);
    const box = screen.getByRole('checkbox', {
      name: 'I am at least 13 years old and agree to the Terms of Service and Privacy Policy',
    });
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(onTerms).toHaveBeenCalledTimes(1);
    expect(box).not.toBeChecked();
  });

  it('wires its error text', () => {
    render(<Checkbox label="I agree" error="Accepting Terms of Service is required" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accepting Terms of Service is required');
  });

  it('has no error state without an error', () => {
    render(<Checkbox label="I agree" />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toHaveAttribute('aria-invalid');
  });
});
