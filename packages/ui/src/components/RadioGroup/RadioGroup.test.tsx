import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const pronouns = [
  { value: 'M', label: 'He/him' },
  { value: 'F', label: 'She/her' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with one radio per option', () => {
    render(<RadioGroup legend="Preferred Pronoun" name="gender" options={pronouns} />);
    const group = screen.getByRole('radiogroup', { name: 'Preferred Pronoun' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'He/him' })).toHaveAttribute('value', 'M');
    expect(screen.getByRole('radio', { name: 'She/her' })).toHaveAttribute('value', 'F');
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('reports the picked value (uncontrolled)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup legend="Preferred Pronoun" name="gender" options={pronouns} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'She/her' }));
    expect(onChange).toHaveBeenCalledWith('F', expect.anything());
    expect(screen.getByRole('radio', { name: 'She/her' })).toBeChecked();
  });

  it('follows its value when controlled', () => {
    const { rerender } = render(
      <RadioGroup legend="Preferred Pronoun" name="gender" options={pronouns} value="M" onChange={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'He/him' })).toBeChecked();
    rerender(<RadioGroup legend="Preferred Pronoun" name="gender" options={pronouns} value="" onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'He/him' })).not.toBeChecked();
  });

  it('wires the error text to the group', () => {
    render(
      <RadioGroup
        legend="Preferred Pronoun"
        name="gender"
        options={pronouns}
        required
        error="Selecting a preferred pronoun is required"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Preferred Pronoun' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Selecting a preferred pronoun is required');
  });

  it('disables every option when disabled', () => {
    render(<RadioGroup legend="Preferred Pronoun" name="gender" options={pronouns} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
