/**
 * The parsing of single environment values: text, ports, counts, TRUST_PROXY and loopback addresses. Each
 * answers a default (or a problem) for a value it cannot use.
 */
import proxyAddr from '@fastify/proxy-addr';

export const nonEmpty = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * TRUST_PROXY: the proxy's address, a comma list of addresses or CIDR ranges (IPv4 or IPv6; proxy-addr's names
 * loopback, linklocal, uniquelocal too), checked by the library Fastify hands them to. A bare hop count (1, 2, …)
 * is still read as before, for the starts that used it; startupWarnings warns about it in production.
 */
export function parseTrustProxy(value: string | undefined): { value: false | number | string[]; problem?: string } {
  const text = nonEmpty(value);
  if (text === undefined || text === 'false' || text === '0') return { value: false };
  if (/^\d{1,2}$/.test(text)) return { value: Number(text) };
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every(isProxyAddress)) return { value: list };
  return {
    value: false,
    problem: `TRUST_PROXY must be the proxy's address, a comma list of addresses or CIDR ranges (e.g. 127.0.0.1 or 172.28.0.0/24), not "${text}".`,
  };
}

/** An address, a CIDR range or a proxy-addr name, as Fastify's trustProxy compiles it (no host names, no "true"). */
function isProxyAddress(part: string): boolean {
  try {
    proxyAddr.compile(part);
    return true;
  } catch {
    return false;
  }
}

export function toPort(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 65536 && value !== undefined && value.trim() !== '' ? n : fallback;
}

export function toPositiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** True when a URL's host is this machine: localhost, 127.0.0.0/8 or [::1] (the sandbox's default home). */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Where the cart's loader script is when FOXYCART_CDN is not set: the sandbox shop's own folder for the sandbox
 * store; for a store at <name>.foxycart.com, FoxyCart's CDN folder of that store (its loader is
 * https://cdn.foxycart.com/<name>/loader.js); for a store on a domain of its own, unknown (undefined): the folder
 * cannot be told from the address, and a guess would leave the checkout without its script.
 */
export function defaultCartCdn(foxycartUrl: string, sandboxStoreUrl: string): string | undefined {
  if (foxycartUrl === sandboxStoreUrl) return sandboxStoreUrl;
  let host: string;
  try {
    host = new URL(foxycartUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const store = /^([a-z0-9-]+)\.foxycart\.com$/.exec(host)?.[1];
  return store ? `https://cdn.foxycart.com/${store}` : undefined;
}
