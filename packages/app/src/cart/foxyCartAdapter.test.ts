import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFoxyCartAdapter, FOXYCART_COUNT_EVENTS, foxyCartLoaderUrl } from './foxyCartAdapter';

/** FoxyCart's client as loader.js sets it up: an event emitter. */
function fakeClient() {
  const handlers = new Map<string, (() => void)[]>();
  return {
    on: vi.fn((event: string, handler: () => void) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    }),
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.FC;
});

describe('createFoxyCartAdapter', () => {
  it('adds {foxycartCDN}/loader.js to the page once', () => {
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const adapter = createFoxyCartAdapter(window);
    adapter.connect('https://cdn.cart.test/', () => undefined);
    adapter.connect('https://cdn.cart.test/', () => undefined);
    expect(append).toHaveBeenCalledTimes(1);
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.tagName).toBe('SCRIPT');
    expect(script.getAttribute('src')).toBe('https://cdn.cart.test/loader.js');
    expect(foxyCartLoaderUrl('https://cdn.cart.test')).toBe('https://cdn.cart.test/loader.js');
  });

  it('reads FC.json.item_count after ready.done and each cart event', () => {
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const previousOnLoad = vi.fn();
    window.FC = { onLoad: previousOnLoad };
    const counts: number[] = [];
    createFoxyCartAdapter(window).connect('https://cdn.cart.test', (count) => counts.push(count));

    // What loader.js does once it has loaded.
    const client = fakeClient();
    window.FC.client = client;
    window.FC.json = { item_count: 1 };
    window.FC.onLoad?.();
    expect(previousOnLoad).toHaveBeenCalledTimes(1);
    expect(client.on.mock.calls.map(([event]) => event)).toEqual([...FOXYCART_COUNT_EVENTS]);

    client.emit('ready.done');
    window.FC.json = { item_count: 2 };
    client.emit('cart-submit.done');
    window.FC.json = { item_count: 5 };
    client.emit('cart-item-quantity-update.done');
    window.FC.json = { item_count: 4 };
    client.emit('cart-item-remove.done');
    expect(counts).toEqual([1, 2, 5, 4]);
  });

  it('tells a later listener the count at once, and stops telling one that disconnected', () => {
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const adapter = createFoxyCartAdapter(window);
    const first: number[] = [];
    const stop = adapter.connect('https://cdn.cart.test', (count) => first.push(count));
    const client = fakeClient();
    window.FC = { ...window.FC, client, json: { item_count: '3' } };
    // loader.js calls the onLoad the adapter registered on the FC object it created.
    const fc = window.FC;
    fc.onLoad?.();
    client.emit('ready.done');
    stop();
    const second: number[] = [];
    adapter.connect('https://cdn.cart.test', (count) => second.push(count));
    window.FC.json = { item_count: 6 };
    client.emit('cart-submit.done');
    expect(first).toEqual([3]);
    expect(second).toEqual([3, 6]);
  });
});
