/**
 * The shop's FoxyCart settings, from the configuration (config.ts). A real store needs all three of its
 * secrets (the server refuses to start without them: startupProblems); the sandbox shop never uses a real
 * store's secrets: its own are generated once and kept in the database (shop_secrets) so that every app
 * server of one deployment shares them.
 *
 *   FOXYCART_URL          the store (config.foxycartUrl; default APP_URL/sandbox/foxycart, the sandbox)
 *   FOXYCART_SECRET       the store secret: SSO tokens and HMAC-signed cart links
 *   FOXYCART_WEBHOOK_KEY  the JSON webhook's encryption key (Foxy-Webhook-Signature)
 *   FOXYCART_STORE_ID     the expected Foxy-Store-ID header ('sandbox' on the sandbox shop)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { usesSandboxStore } from '../../config.js';
import type { AppContext } from '../../context.js';
import { shopSecrets } from '../../db/schema/index.js';
import { SANDBOX_PATH } from '../../http/paths.js';

export const SANDBOX_STORE_PATH = `${SANDBOX_PATH}/foxycart`;
export const SANDBOX_STORE_ID = 'sandbox';
export const WEBHOOK_PATH = '/api/foxycart/webhook';

export interface ShopSettings {
  /** The store address, no trailing slash. */
  storeUrl: string;
  /** The store host, sent by the sandbox as Foxy-Store-Domain. */
  storeDomain: string;
  storeSecret: string;
  webhookKey: string;
  storeId: string;
  /** True when the store is this server's sandbox. */
  sandboxStore: boolean;
  /** Cart links are always HMAC-signed (a real store cannot start without FOXYCART_SECRET). */
  signLinks: boolean;
  /** SSO token lifetime (EXP = now + this), seconds. */
  ssoTtlSeconds: number;
}

/** Reads a generated secret, creating it once (concurrent servers agree through ON CONFLICT). */
async function storedSecret(ctx: AppContext, name: string): Promise<string> {
  await ctx.db
    .insert(shopSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const rows = await ctx.db
    .select()
    .from(shopSecrets)
    .where(sql`${shopSecrets.name} = ${name}`);
  const value = rows[0]?.value;
  if (!value) throw new Error(`The shop secret ${name} could not be stored.`);
  return value;
}

const cache = new WeakMap<AppContext, Promise<ShopSettings>>();

async function load(ctx: AppContext): Promise<ShopSettings> {
  const { config } = ctx;
  const storeUrl = config.foxycartUrl.replace(/\/+$/, '');
  const sandboxStore = usesSandboxStore(config);
  const real = (name: string, value: string | undefined): string => {
    if (value === undefined) throw new Error(`${name} is required with a real FoxyCart store.`);
    return value;
  };
  let storeDomain: string;
  try {
    storeDomain = new URL(storeUrl).host;
  } catch {
    storeDomain = storeUrl;
  }
  return {
    storeUrl,
    storeDomain,
    storeSecret: sandboxStore
      ? await storedSecret(ctx, 'foxycart_secret')
      : real('FOXYCART_SECRET', config.foxycartSecret),
    webhookKey: sandboxStore
      ? await storedSecret(ctx, 'foxycart_webhook_key')
      : real('FOXYCART_WEBHOOK_KEY', config.foxycartWebhookKey),
    storeId: sandboxStore ? SANDBOX_STORE_ID : real('FOXYCART_STORE_ID', config.foxycartStoreId),
    sandboxStore,
    signLinks: true,
    ssoTtlSeconds: 3600,
  };
}

/** The settings of this server (loaded once per app context). */
export function shopSettings(ctx: AppContext): Promise<ShopSettings> {
  let settings = cache.get(ctx);
  if (!settings) {
    settings = load(ctx);
    cache.set(ctx, settings);
    settings.catch(() => cache.delete(ctx));
  }
  return settings;
}
