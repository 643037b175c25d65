import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, type ToastController } from './controller';
import { Toaster } from './Toaster';
import { ToastProvider, useToaster } from './ToastProvider';

let toaster: ToastController;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toaster?.dispose());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('renders each type with its class and role (error: alert)', () => {
    toaster = createToaster({ timeOut: 0 });
    render(<Toaster controller={toaster} />);
    act(() => {
      toaster.success('Saved');
      toaster.error('Failed');
      toaster.info('Note');
      toaster.warning('Careful');
    });
    expect(screen.getByRole('alert')).toHaveClass('toast', 'toast-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.className.split(' ').filter((c) => c.startsWith('toast-')))).toEqual([
      ['toast-warning'],
      ['toast-info'],
      ['toast-success'],
    ]);
    expect(document.querySelector('.toast-container')).toHaveClass('toast-top-right');
  });

  it('shows the title and message, then fades out and disappears after timeOut + easeTime', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    act(() => void toaster.success('Password has been reset. Please login.', 'Done'));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Done');
    expect(toast).toHaveTextContent('Password has been reset. Please login.');
    expect(toast).toHaveAttribute('data-state', 'inactive');
    act(() => vi.advanceTimersByTime(0));
    expect(toast).toHaveAttribute('data-state', 'active');
    act(() => vi.advanceTimersByTime(5000));
    expect(toast).toHaveAttribute('data-state', 'removed');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('dismisses on a tap, and with the close button', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    act(() => {
      toaster.info('first');
      toaster.info('second');
    });
    const [second, first] = screen.getAllByRole('status');
    fireEvent.click(second);
    expect(second).toHaveAttribute('data-state', 'removed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[1]);
    expect(first).toHaveAttribute('data-state', 'removed');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('pauses while hovered and closes 1000 ms after the pointer leaves', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    act(() => void toaster.warning('Hover'));
    act(() => vi.advanceTimersByTime(100));
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(20_000));
    expect(toast).toHaveAttribute('data-state', 'active');
    expect(toast).toBeVisible();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(1000));
    expect(toast).toHaveAttribute('data-state', 'removed');
  });

  it('draws the progress bar from the controller, every 10 ms', () => {
    toaster = createToaster({ timeOut: 1000 });
    render(<Toaster controller={toaster} />);
    act(() => void toaster.success('Progress'));
    act(() => vi.advanceTimersByTime(500));
    const bar = document.querySelector<HTMLElement>('.toast-progress');
    expect(bar?.style.width).toBe('50%');
    act(() => vi.advanceTimersByTime(10));
    expect(bar?.style.width).toBe('49%');
  });

  it('has no progress bar on a sticky toast, and places the stack where asked', () => {
    toaster = createToaster({ timeOut: 0, position: 'top-center' });
    render(<Toaster controller={toaster} />);
    act(() => void toaster.info('Sticky'));
    expect(document.querySelector('.toast-progress')).toBeNull();
    expect(document.querySelector('.toast-container')).toHaveClass('toast-top-center');
  });
});

describe('ToastProvider', () => {
  function Raise() {
    const toasts = useToaster();
    return (
      <button type="button" onClick={() => toasts.success('From a component')}>
        Raise
      </button>
    );
  }

  it('gives components the controller and renders its toasts', () => {
    render(
      <ToastProvider options={{ timeOut: 0 }}>
        <Raise />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByRole('status')).toHaveTextContent('From a component');
  });

  it('renders a controller created outside React (what the stores call)', () => {
    toaster = createToaster({ timeOut: 0 });
    render(<ToastProvider controller={toaster} />);
    act(() => void toaster.error('From a store'));
    expect(screen.getByRole('alert')).toHaveTextContent('From a store');
  });

  it('useToaster outside a provider says what is wrong', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raise />)).toThrow('useToaster() must be used inside <ToastProvider>.');
  });
});
