import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SELECT_PLACEHOLDER } from './Select';

const options = [
  { value: '1', label: 'Jane Doe' },
  { value: '2', label: 'John Roe' },
];

describe('Select', () => {
  it('starts on the placeholder option', () => {
    render(<Select label="Connection" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Connection' });
    expect(SELECT_PLACEHOLDER).toBe('---Please select---');
    expect(select).toHaveDisplayValue('---Please select---');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '---Please select---',
      'Jane Doe',
      'John Roe',
    ]);
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Connection" options={options} onValueChange={onValueChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Connection' }), 'John Roe');
    expect(onValueChange).toHaveBeenCalledWith('2', expect.anything());
  });

  it('can be disabled, have another placeholder or none, and show an error', () => {
    render(
      <>
        <Select label="Guide" options={options} disabled placeholder="Pick one" />
        <Select label="Other" options={options} placeholder={false} error="Selecting a package is required" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Guide' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Guide' })).toHaveDisplayValue('Pick one');
    const other = screen.getByRole('combobox', { name: 'Other' });
    expect(other).toHaveDisplayValue('Jane Doe');
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveAccessibleDescription('Selecting a package is required');
  });
});
