import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is role="alert" for critical (the red error alert)', () => {
    render(
      <Alert tone="critical">
        Email and password combination does not exist. Please enter the correct email address and password.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password combination does not exist.');
  });

  it.each(['success', 'info', 'warning'] as const)('is role="status" for %s', (tone) => {
    render(
      <Alert tone={tone} title="Heads up">
        Body
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Heads upBody');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a dismiss button only with onDismiss', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert tone="info">Note</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Alert tone="info" onDismiss={onDismiss}>
        Note
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
