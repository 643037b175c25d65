import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows a positive count', () => {
    render(<Badge count={3} data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('3');
  });

  it.each([0, -2, Number.NaN, 0.4])('is hidden at %s (never below 0)', (count) => {
    const { container } = render(<Badge count={count} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts whole items and caps the display at max', () => {
    render(<Badge count={150} data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('99+');
  });

  it('reads the count with its label to screen readers', () => {
    render(<Badge count={2} label="pending invitations" data-testid="badge" />);
    expect(screen.getByText('2 pending invitations')).toBeInTheDocument();
  });
});
