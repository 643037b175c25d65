import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
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

/** The visible toast that shows `message` (its text is also in a live region, out of sight). */
const toastOf = (message: string) => screen.getByText(message, { selector: '.toast-message' }).closest('.toast');
const visibleToasts = () => Array.from(document.querySelectorAll<HTMLElement>('.toast'));
/** The two live regions: [polite, assertive]. */
const regions = () => {
  const logs = screen.getAllByRole('log');
  return [
    logs.find((r) => r.getAttribute('aria-live') === 'polite'),
    logs.find((r) => r.getAttribute('aria-live') === 'assertive'),
  ];
};

describe('Toaster', () => {
  it('renders each type with its class, newest on top; the toasts themselves are not live regions', () => {
    toaster = createToaster({ timeOut: 0 });
    render(<Toaster controller={toaster} />);
    act(() => {
      toaster.success('Saved');
      toaster.error('Failed');
      toaster.info('Note');
      toaster.warning('Careful');
    });
    expect(toastOf('Failed')).toHaveClass('toast', 'toast-error');
    expect(visibleToasts().map((t) => t.className.split(' ').filter((c) => c.startsWith('toast-')))).toEqual([
      ['toast-warning'],
      ['toast-info'],
      ['toast-error'],
      ['toast-success'],
    ]);
    for (const toast of visibleToasts()) {
      expect(toast).not.toHaveAttribute('role');
      expect(toast).not.toHaveAttribute('aria-live');
    }
    expect(document.querySelector('.toast-container')).toHaveClass('toast-top-right');
  });

  it('has its two live regions from the first render, before any toast, out of sight', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    const [polite, assertive] = regions();
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    expect(screen.getAllByRole('log')).toHaveLength(2);
  });

  it('says a success (and info, warning) in the polite region and an error in the assertive one, once each', () => {
    toaster = createToaster({ timeOut: 0 });
    render(<Toaster controller={toaster} />);
    const [polite, assertive] = regions();
    act(() => void toaster.success('Password has been reset. Please login.'));
    expect(polite).toHaveTextContent('Password has been reset. Please login.');
    expect(assertive).toBeEmptyDOMElement();
    act(() => void toaster.error('Something went wrong. Please try again.', 'Error'));
    expect(assertive).toHaveTextContent('Error: Something went wrong. Please try again.');
    expect(polite).not.toHaveTextContent('Something went wrong');
    act(() => {
      toaster.info('Note');
      toaster.warning('Careful');
    });
    // Each new toast adds its own line after the others: only the addition is read.
    expect(Array.from(polite!.children).map((line) => line.textContent)).toEqual([
      'Password has been reset. Please login.',
      'Note',
      'Careful',
    ]);
  });

  it('keeps a toast’s line in its region for a second (time to be announced), so the page has the words once', () => {
    toaster = createToaster({ timeOut: 0 });
    render(<Toaster controller={toaster} />);
    const [polite, assertive] = regions();
    act(() => {
      toaster.info('Said once');
      toaster.error('Said once too');
    });
    act(() => vi.advanceTimersByTime(999));
    expect(polite).toHaveTextContent('Said once');
    act(() => vi.advanceTimersByTime(1));
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    expect(screen.getByText('Said once')).toHaveClass('toast-message');
  });

  it('takes a dismissed toast out of its region at once', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    const [polite] = regions();
    act(() => void toaster.info('Gone soon'));
    act(() => toaster.clear());
    expect(polite).toBeEmptyDOMElement();
  });

  it('shows the title and message, then fades out and disappears after timeOut + easeTime', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    act(() => void toaster.success('Password has been reset. Please login.', 'Done'));
    const toast = toastOf('Password has been reset. Please login.');
    expect(toast).toHaveTextContent('Done');
    expect(toast).toHaveTextContent('Password has been reset. Please login.');
    expect(toast).toHaveAttribute('data-state', 'inactive');
    act(() => vi.advanceTimersByTime(0));
    expect(toast).toHaveAttribute('data-state', 'active');
    act(() => vi.advanceTimersByTime(5000));
    expect(toast).toHaveAttribute('data-state', 'removed');
    act(() => vi.advanceTimersByTime(300));
    expect(toast).not.toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(0);
  });

  it('dismisses on a tap, and with the close button', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    act(() => {
      toaster.info('first');
      toaster.info('second');
    });
    const [second, first] = visibleToasts();
    fireEvent.click(second);
    expect(second).toHaveAttribute('data-state', 'removed');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[1]);
    expect(first).toHaveAttribute('data-state', 'removed');
    act(() => vi.advanceTimersByTime(300));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('pauses while hovered and closes 1000 ms after the pointer leaves', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    act(() => void toaster.warning('Hover'));
    act(() => vi.advanceTimersByTime(100));
    const toast = toastOf('Hover') as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(20_000));
    expect(toast).toHaveAttribute('data-state', 'active');
    expect(toast).toBeVisible();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(1000));
    expect(toast).toHaveAttribute('data-state', 'removed');
  });

  it('stays while the pointer or the focus is on it: either one leaving keeps it while the other stays', () => {
    toaster = createToaster();
    render(<Toaster controller={toaster} />);
    act(() => void toaster.info('Held'));
    act(() => vi.advanceTimersByTime(100));
    const toast = toastOf('Held') as HTMLElement;
    const close = screen.getByRole('button', { name: 'Close notification' });
    // The pointer on it, then the focus on its close button; the focus leaves, the pointer stays.
    fireEvent.mouseEnter(toast);
    act(() => close.focus());
    act(() => close.blur());
    expect(toast).toHaveAttribute('data-paused', 'true');
    act(() => vi.advanceTimersByTime(20_000));
    expect(toast).toHaveAttribute('data-state', 'active');
    // The focus back on it; the pointer leaves, the focus stays.
    act(() => close.focus());
    fireEvent.mouseLeave(toast);
    expect(toast).toHaveAttribute('data-paused', 'true');
    act(() => vi.advanceTimersByTime(20_000));
    expect(toast).toHaveAttribute('data-state', 'active');
    // Neither: the countdown runs again (extendedTimeOut, 1000 ms).
    act(() => close.blur());
    expect(toast).not.toHaveAttribute('data-paused');
    act(() => vi.advanceTimersByTime(1000));
    expect(toast).toHaveAttribute('data-state', 'removed');
  });

  it('draws the progress bar as a CSS animation over the countdown, paused with the toast, new after a hover', () => {
    toaster = createToaster({ timeOut: 1000 });
    render(<Toaster controller={toaster} />);
    act(() => void toaster.success('Progress'));
    const bar = () => document.querySelector<HTMLElement>('.toast-progress');
    expect(bar()).not.toHaveAttribute('data-running'); // inactive: full and still
    act(() => vi.advanceTimersByTime(0));
    const first = bar();
    expect(first).toHaveAttribute('data-running');
    expect(first?.style.getPropertyValue('--toast-duration')).toBe('1000ms');
    expect(first?.style.width).toBe('');
    const toast = toastOf('Progress') as HTMLElement;
    fireEvent.mouseEnter(toast);
    expect(toast).toHaveAttribute('data-paused', 'true'); // [data-paused] > .toast-progress: animation-play-state paused
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).toBe(first);
    fireEvent.mouseLeave(toast);
    // The extendedTimeOut countdown: a new bar, so the animation starts again from full.
    expect(bar()).not.toBe(first);
    expect(bar()?.style.getPropertyValue('--toast-duration')).toBe('1000ms');
  });

  it('renders no more while the time runs: no render per frame or per tick', () => {
    toaster = createToaster({ timeOut: 5000 });
    const onRender = vi.fn();
    render(
      <Profiler id="toaster" onRender={onRender}>
        <Toaster controller={toaster} />
      </Profiler>,
    );
    act(() => void toaster.success('Counting down'));
    act(() => vi.advanceTimersByTime(0)); // active
    const renders = onRender.mock.calls.length;
    act(() => vi.advanceTimersByTime(1000)); // its line leaves the live region
    expect(onRender).toHaveBeenCalledTimes(renders + 1);
    act(() => vi.advanceTimersByTime(3900));
    expect(onRender).toHaveBeenCalledTimes(renders + 1);
    act(() => vi.advanceTimersByTime(100)); // timeOut: the fade-out starts
    expect(onRender).toHaveBeenCalledTimes(renders + 2);
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
    expect(toastOf('From a component')).toHaveClass('toast-success');
    expect(regions()[0]).toHaveTextContent('From a component');
  });

  it('renders a controller created outside React (what the stores call)', () => {
    toaster = createToaster({ timeOut: 0 });
    render(<ToastProvider controller={toaster} />);
    act(() => void toaster.error('From a store'));
    expect(toastOf('From a store')).toHaveClass('toast-error');
    expect(regions()[1]).toHaveTextContent('From a store');
  });

  it('useToaster outside a provider says what is wrong', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raise />)).toThrow('useToaster() must be used inside <ToastProvider>.');
  });
});
