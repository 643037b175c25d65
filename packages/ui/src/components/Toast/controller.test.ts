import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, TOAST_DEFAULTS, type ToastController } from './controller';

let toaster: ToastController;
const states = () => toaster.getSnapshot().map((t) => t.state);
const messages = () => toaster.getSnapshot().map((t) => t.message);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  toaster?.dispose();
  vi.useRealTimers();
});

describe('toast defaults', () => {
  it("are toastr's", () => {
    expect(TOAST_DEFAULTS).toMatchObject({
      timeOut: 5000,
      extendedTimeOut: 1000,
      easeTime: 300,
      newestOnTop: true,
      tapToDismiss: true,
      maxOpened: 0,
      position: 'top-right',
    });
  });
});

describe('createToaster', () => {
  it('raises each type with its message and title', () => {
    toaster = createToaster();
    toaster.success('Saved', 'Profile');
    toaster.error('Failed');
    toaster.info('FYI');
    toaster.warning('Careful');
    expect(toaster.getSnapshot().map((t) => [t.type, t.message, t.title])).toEqual([
      ['warning', 'Careful', undefined],
      ['info', 'FYI', undefined],
      ['error', 'Failed', undefined],
      ['success', 'Saved', 'Profile'],
    ]);
  });

  it('goes inactive → active → removed, fading out for easeTime (300 ms) after timeOut (5000 ms)', () => {
    toaster = createToaster();
    toaster.success('Hello');
    expect(states()).toEqual(['inactive']);
    vi.advanceTimersByTime(0);
    expect(states()).toEqual(['active']);
    vi.advanceTimersByTime(4999);
    expect(states()).toEqual(['active']);
    vi.advanceTimersByTime(1);
    expect(states()).toEqual(['removed']);
    vi.advanceTimersByTime(299);
    expect(states()).toEqual(['removed']);
    vi.advanceTimersByTime(1);
    expect(states()).toEqual([]);
  });

  it('honours a custom timeOut and easeTime', () => {
    toaster = createToaster({ timeOut: 2000, easeTime: 100 });
    toaster.info('Short');
    vi.advanceTimersByTime(2000);
    expect(states()).toEqual(['removed']);
    vi.advanceTimersByTime(100);
    expect(states()).toEqual([]);
  });

  it('keeps a toast with timeOut 0 until it is dismissed', () => {
    toaster = createToaster({ timeOut: 0 });
    const toast = toaster.info('Sticky');
    vi.advanceTimersByTime(60_000);
    expect(states()).toEqual(['active']);
    expect(toaster.getSnapshot()[0].progress).toBe(100);
    toaster.pause(toast!.id);
    toaster.resume(toast!.id);
    vi.advanceTimersByTime(60_000);
    expect(states()).toEqual(['active']);
  });

  it('pauses while hovered (hiding nothing) and closes extendedTimeOut (1000 ms) after the pointer leaves', () => {
    toaster = createToaster();
    const toast = toaster.success('Hover me')!;
    vi.advanceTimersByTime(3000);
    toaster.pause(toast.id);
    const progressAtPause = toaster.getSnapshot()[0].progress;
    expect(progressAtPause).toBeCloseTo(40, 0);
    vi.advanceTimersByTime(60_000);
    expect(states()).toEqual(['active']);
    expect(toaster.getSnapshot()[0]).toMatchObject({ paused: true, progress: progressAtPause });
    const startedAt = toaster.getSnapshot()[0].startedAt;
    toaster.resume(toast.id);
    // A new countdown of extendedTimeOut: the bar starts again from full.
    expect(toaster.getSnapshot()[0]).toMatchObject({ paused: false, progress: 100, duration: 1000 });
    expect(toaster.getSnapshot()[0].startedAt).toBeGreaterThan(startedAt);
    vi.advanceTimersByTime(999);
    expect(states()).toEqual(['active']);
    vi.advanceTimersByTime(1);
    expect(states()).toEqual(['removed']);
    vi.advanceTimersByTime(300);
    expect(states()).toEqual([]);
  });

  it('progress goes from 100 down to 0 as read, with no change per tick (the bar is a CSS animation)', () => {
    toaster = createToaster({ timeOut: 1000 });
    toaster.success('Progress');
    vi.advanceTimersByTime(0);
    expect(toaster.getSnapshot()[0]).toMatchObject({ duration: 1000, startedAt: Date.now(), progress: 100 });
    const listener = vi.fn();
    toaster.subscribe(listener);
    vi.advanceTimersByTime(10);
    expect(toaster.getSnapshot()[0].progress).toBeCloseTo(99, 5);
    vi.advanceTimersByTime(490);
    expect(toaster.getSnapshot()[0].progress).toBeCloseTo(50, 5);
    vi.advanceTimersByTime(490);
    expect(toaster.getSnapshot()[0].progress).toBeCloseTo(1, 5);
    // Nothing re-renders while the time runs: no listener call before the toast closes.
    expect(listener).not.toHaveBeenCalled();
  });

  it('has no progress updates when the bar is off', () => {
    toaster = createToaster({ progressBar: false });
    toaster.success('No bar');
    vi.advanceTimersByTime(0);
    const listener = vi.fn();
    toaster.subscribe(listener);
    vi.advanceTimersByTime(4990);
    expect(listener).not.toHaveBeenCalled();
  });

  it('puts the newest on top, or at the bottom with newestOnTop false', () => {
    toaster = createToaster();
    toaster.info('first');
    toaster.info('second');
    expect(messages()).toEqual(['second', 'first']);
    toaster.dispose();
    toaster = createToaster({ newestOnTop: false });
    toaster.info('first');
    toaster.info('second');
    expect(messages()).toEqual(['first', 'second']);
  });

  it('shows any number of toasts with maxOpened 0', () => {
    toaster = createToaster();
    for (let i = 0; i < 20; i++) toaster.info(`toast ${i}`);
    expect(toaster.getSnapshot()).toHaveLength(20);
  });

  it('queues toasts beyond maxOpened and shows them when a place frees up', () => {
    toaster = createToaster({ maxOpened: 2 });
    const first = toaster.info('one')!;
    toaster.info('two');
    expect(toaster.info('three')).toBeNull();
    expect(messages()).toEqual(['two', 'one']);
    toaster.dismiss(first.id);
    vi.advanceTimersByTime(300);
    expect(messages()).toEqual(['three', 'two']);
  });

  it('closes the oldest instead of queueing with autoDismiss', () => {
    toaster = createToaster({ maxOpened: 1, autoDismiss: true });
    toaster.info('one');
    toaster.info('two');
    expect(toaster.getSnapshot().map((t) => [t.message, t.state])).toEqual([
      ['two', 'inactive'],
      ['one', 'removed'],
    ]);
    vi.advanceTimersByTime(300);
    expect(messages()).toEqual(['two']);
  });

  it('prevents duplicates when configured, by message (and title when asked)', () => {
    toaster = createToaster({ preventDuplicates: true });
    expect(toaster.error('Same')).not.toBeNull();
    expect(toaster.error('Same', 'Other title')).toBeNull();
    expect(toaster.success('Same')).toBeNull();
    expect(messages()).toEqual(['Same']);
    toaster.dispose();

    toaster = createToaster({ preventDuplicates: true, includeTitleDuplicates: true });
    toaster.error('Same', 'A');
    expect(toaster.error('Same', 'B')).not.toBeNull();
    expect(toaster.error('Same', 'A')).toBeNull();
  });

  it('allows the same message again once the first one is fading out, and always without preventDuplicates', () => {
    toaster = createToaster({ preventDuplicates: true });
    const first = toaster.info('Again')!;
    toaster.dismiss(first.id);
    expect(toaster.info('Again')).not.toBeNull();
    toaster.dispose();
    toaster = createToaster();
    toaster.info('Again');
    expect(toaster.info('Again')).not.toBeNull();
  });

  it('dismisses on tap (fade out, then gone) and clears everything', () => {
    toaster = createToaster();
    const a = toaster.info('a')!;
    toaster.info('b');
    toaster.dismiss(a.id);
    expect(toaster.getSnapshot().map((t) => t.state)).toEqual(['inactive', 'removed']);
    toaster.clear();
    expect(states()).toEqual(['removed', 'removed']);
    vi.advanceTimersByTime(300);
    expect(states()).toEqual([]);
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    toaster.info('x');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toaster.info('y');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a stable snapshot between changes (for useSyncExternalStore)', () => {
    toaster = createToaster({ progressBar: false });
    toaster.info('x');
    expect(toaster.getSnapshot()).toBe(toaster.getSnapshot());
  });
});
