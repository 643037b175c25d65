import type { CartAdapter } from './CartAdapter';

/** A cart adapter for tests and stories: no script; the test says what the provider reports. */
export interface FakeCartAdapter extends CartAdapter {
  /** The CDN addresses connect() was called with. */
  readonly connections: string[];
  /** How many listeners are connected now. */
  readonly listeners: number;
  /** The provider reports a count (as after one of its events). */
  report(count: number): void;
}

/** `initialCount`, when given, is reported as soon as something connects (as after 'ready.done'). */
export function createFakeCartAdapter(initialCount?: number): FakeCartAdapter {
  const listeners = new Set<(count: number) => void>();
  const connections: string[] = [];
  return {
    connections,
    get listeners() {
      return listeners.size;
    },
    connect(cdnUrl, onCount) {
      connections.push(cdnUrl);
      listeners.add(onCount);
      if (initialCount !== undefined) onCount(initialCount);
      return () => {
        listeners.delete(onCount);
      };
    },
    report(count) {
      for (const listener of listeners) listener(count);
    },
  };
}
