/**
 * The checks of a configuration at start: what refuses the start (startupProblems), what only deserves a warning
 * (startupWarnings), and whether the cart store is the sandbox shop.
 */
import { isLoopbackUrl, trimSlash } from './config-parse.js';
import type { ServerConfig } from './config-types.js';

/**
 * What starts but deserves a line in the log (buildServer writes each as a warning): in production, a TRUST_PROXY
 * hop count, which believes the X-Forwarded-For of any client that reaches the server without the proxy.
 */
export function startupWarnings(config: Pick<ServerConfig, 'production' | 'trustProxy'>): string[] {
  const warnings: string[] = [];
  if (config.production && typeof config.trustProxy === 'number') {
    warnings.push(
      `TRUST_PROXY=${config.trustProxy} is a hop count: the server believes the X-Forwarded-For of whoever connects to it, so a client that reaches it without the proxy chooses its own address (which the per-address limits count). Set TRUST_PROXY to the proxy's address or network instead (e.g. 127.0.0.1, or 172.28.0.0/24).`,
    );
  }
  return warnings;
}

/** The sandbox shop address of a configuration (the default FOXYCART_URL). */
export const sandboxStoreUrl = (config: Pick<ServerConfig, 'appUrl'>): string => `${config.appUrl}/sandbox/foxycart`;

/** True when the cart store is this server's sandbox shop. */
export const usesSandboxStore = (config: Pick<ServerConfig, 'appUrl' | 'foxycartUrl'>): boolean =>
  trimSlash(config.foxycartUrl) === sandboxStoreUrl(config);

/**
 * What makes a configuration unsafe to start, each naming its setting; the server refuses to start while
 * there is any (buildServer throws, main.ts prints them). Sandboxes are a development convenience, on only
 * when asked (see ServerConfig.sandbox): a production start with one on is refused, a start with it off needs a
 * real store, and the sandbox shop never runs with a real store's secrets.
 */
export function startupProblems(config: ServerConfig): string[] {
  const problems = [...config.settingProblems];
  const sandboxStore = usesSandboxStore(config);
  if (config.production && config.sandbox) {
    problems.push(
      'SANDBOX is on with NODE_ENV=production: the sandboxes (mail outbox, test cart) are for development. Set SANDBOX=off.',
    );
  }
  if (sandboxStore && !config.sandbox) {
    const why = config.production
      ? 'NODE_ENV=production'
      : isLoopbackUrl(config.appUrl)
        ? 'SANDBOX=off'
        : `APP_URL ${config.appUrl} is not a loopback address and SANDBOX=on is not set`;
    problems.push(
      `FOXYCART_URL is the sandbox shop but SANDBOX is off (${why}): set FOXYCART_URL, FOXYCART_SECRET, FOXYCART_WEBHOOK_KEY and FOXYCART_STORE_ID to your FoxyCart store${config.production ? '' : ', or SANDBOX=on on a test host'}.`,
    );
  }
  for (const [name, value] of [
    ['FOXYCART_SECRET', config.foxycartSecret],
    ['FOXYCART_WEBHOOK_KEY', config.foxycartWebhookKey],
    ['FOXYCART_STORE_ID', config.foxycartStoreId],
  ] as const) {
    if (sandboxStore && value !== undefined) {
      problems.push(
        `${name} is set but FOXYCART_URL is the sandbox shop: a real store's secret is never used by the sandbox.`,
      );
    } else if (!sandboxStore && value === undefined) {
      problems.push(`${name} is required with a real FoxyCart store (FOXYCART_URL=${config.foxycartUrl}).`);
    }
  }
  return problems;
}
