import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: the microtasks queued after it run first', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    void Promise.resolve()
      .then(() => undefined)
      .then(() => order.push('a later microtask'));
    await done;
    expect(order).toEqual(['microtask', 'a later microtask', 'task']);
  });

  it('asks scheduler.yield() where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
