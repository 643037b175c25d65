/**
 * The shop's FoxyCart settings. Read from the environment; the store secret and the webhook key, when
 * not given, are generated once and kept in the database (shop_secrets) so that every app server of
 * one deployment shares them.
 *
 *   FOXYCART_URL          the store (config.foxycartUrl; default APP_URL/sandbox/foxycart, the sandbox)
 *   FOXYCART_SECRET       the store secret: SSO tokens and HMAC-signed cart links
 *   FOXYCART_WEBHOOK_KEY  the JSON webhook's encryption key (Foxy-Webhook-Signature)
 *   FOXYCART_STORE_ID     the expected Foxy-Store-ID header (default 'sandbox')
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { shopSecrets } from '../../db/schema/index.js';

export const SANDBOX_STORE_PATH = '/sandbox/foxycart';
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
  /** Cart links are HMAC-signed when FOXYCART_SECRET is set, and always on the sandbox store. */
  signLinks: boolean;
  /** SSO token lifetime (EXP = now + this), seconds. */
  ssoTtlSeconds: number;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

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

async function load(ctx: AppContext, env: Env): Promise<ShopSettings> {
  const storeUrl = ctx.config.foxycartUrl.replace(/\/+$/, '');
  const sandboxStore = storeUrl === `${ctx.config.appUrl}${SANDBOX_STORE_PATH}`;
  const envSecret = nonEmpty(env.FOXYCART_SECRET);
  let storeDomain: string;
  try {
    storeDomain = new URL(storeUrl).host;
  } catch {
    storeDomain = storeUrl;
  }
  return {
    storeUrl,
    storeDomain,
    storeSecret: envSecret ?? (await storedSecret(ctx, 'foxycart_secret')),
    webhookKey: nonEmpty(env.FOXYCART_WEBHOOK_KEY) ?? (await storedSecret(ctx, 'foxycart_webhook_key')),
    storeId: nonEmpty(env.FOXYCART_STORE_ID) ?? SANDBOX_STORE_ID,
    sandboxStore,
    signLinks: envSecret !== undefined || sandboxStore,
    ssoTtlSeconds: 3600,
  };
}

/** The settings of this server (loaded once per app context). */
export function shopSettings(ctx: AppContext, env: Env = process.env): Promise<ShopSettings> {
  let settings = cache.get(ctx);
  if (!settings) {
    settings = load(ctx, env);
    cache.set(ctx, settings);
    settings.catch(() => cache.delete(ctx));
  }
  return settings;
}
