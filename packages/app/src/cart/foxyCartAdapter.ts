import { toItemCount, type CartAdapter } from './CartAdapter';

/** The parts of FoxyCart's `FC` global the app uses (REFERENCE.md, FoxyCart loader). */
export interface FoxyCartClient {
  on(event: string, handler: () => void): unknown;
}
export interface FoxyCartGlobal {
  /** Called by loader.js once it has loaded. */
  onLoad?: () => void;
  client?: FoxyCartClient;
  json?: { item_count?: unknown };
}

declare global {
  interface Window {
    /** FoxyCart's global, created by the page and filled by loader.js. */
    FC?: FoxyCartGlobal;
  }
}

/** After each of these the cart count is re-read from `FC.json.item_count`. */
export const FOXYCART_COUNT_EVENTS = [
  'ready.done',
  'cart-submit.done',
  'cart-item-quantity-update.done',
  'cart-item-remove.done',
] as const;

export const FOXYCART_LOADER = 'loader.js';

/** `${cdn}/loader.js`, with or without a trailing slash on the CDN address. */
export const foxyCartLoaderUrl = (cdnUrl: string): string => `${cdnUrl.replace(/\/+$/, '')}/${FOXYCART_LOADER}`;

/**
 * The FoxyCart adapter: adds `<script src="{foxycartCDN}/loader.js">` to the page once, registers
 * `FC.onLoad` (keeping one the page may have set) and, on the provider's events, reports
 * `FC.json.item_count` to everyone connected.
 */
export function createFoxyCartAdapter(win: Window = window): CartAdapter {
  const listeners = new Set<(count: number) => void>();
  let loaded = false;
  let ready = false;

  const publish = () => {
    ready = true;
    const count = toItemCount(win.FC?.json?.item_count);
    for (const listener of listeners) listener(count);
  };

  const load = (cdnUrl: string) => {
    loaded = true;
    const fc: FoxyCartGlobal = win.FC ?? {};
    win.FC = fc;
    const previous = fc.onLoad;
    fc.onLoad = () => {
      previous?.();
      for (const event of FOXYCART_COUNT_EVENTS) win.FC?.client?.on(event, publish);
    };
    const script = win.document.createElement('script');
    script.src = foxyCartLoaderUrl(cdnUrl);
    script.async = true;
    script.setAttribute('data-cart-loader', '');
    win.document.head.appendChild(script);
  };

  return {
    connect(cdnUrl, onCount) {
      listeners.add(onCount);
      if (!loaded) load(cdnUrl);
      else if (ready) onCount(toItemCount(win.FC?.json?.item_count));
      return () => {
        listeners.delete(onCount);
      };
    },
  };
}
