import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('a button with aria-expanded shows and hides its region', async () => {
    const user = userEvent.setup();
    render(<Collapsible title="Privacy Policy">We respect your privacy.</Collapsible>);
    const button = screen.getByRole('button', { name: 'Privacy Policy' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Privacy Policy' });
    expect(region).toHaveTextContent('We respect your privacy.');
    expect(button).toHaveAttribute('aria-controls', region.id);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
