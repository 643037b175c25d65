import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InsightLocaleProvider } from '../../theme/locale';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, toggled by a click on it or its label, and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Invitation accepted" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Invitation accepted' });
    expect(control).not.toBeChecked();
    await user.click(screen.getByText('Invitation accepted'));
    expect(control).toBeChecked();
    control.focus();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows its state in words (the locale’s, or its own), hidden from screen readers that hear the state', () => {
    const { rerender } = render(<Switch label="Mail" checked readOnly />);
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.getByText('On').parentElement).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <InsightLocaleProvider strings={{ on: 'An', off: 'Aus' }}>
        <Switch label="Mail" checked={false} readOnly />
      </InsightLocaleProvider>,
    );
    expect(screen.getByText('Aus')).toBeInTheDocument();
    rerender(<Switch label="Mail" checked readOnly onLabel="Yes" offLabel="No" />);
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });

  it('a hint and an error describe it; the error marks it invalid; disabled cannot be toggled', async () => {
    const user = userEvent.setup();
    render(<Switch label="Mail" hint="We send one mail per event." error="Could not save." disabled />);
    const control = screen.getByRole('switch', { name: 'Mail' });
    expect(control).toHaveAccessibleDescription('We send one mail per event. Could not save.');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    await user.click(control);
    expect(control).not.toBeChecked();
  });
});
