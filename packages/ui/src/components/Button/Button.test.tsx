import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { IconButton } from './IconButton';

describe('Button', () => {
  it('is a type="button" by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('submits when asked', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Login</Button>
      </form>,
    );
    screen.getByRole('button', { name: 'Login' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is unavailable, busy and unclickable while loading, keeping its name', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus of the person who pressed it while it loads, and submits nothing meanwhile', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit">Login</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <Button type="submit" loading>
          Login
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not call onClick when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Start
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'disabled');
  });

  it('calls onClick and forwards its ref', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} tone="critical" onClick={onClick}>
        Remove
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button'));
  });

  it('draws an unknown variant or tone from untyped code with the default look, not a crash', () => {
    const untyped = { variant: 'danger', tone: 'loud' } as unknown as { variant: 'primary' };
    render(<Button {...untyped}>Remove</Button>);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});

describe('IconButton', () => {
  it('is named by its aria-label; the icon is hidden', () => {
    render(<IconButton icon="close" aria-label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
