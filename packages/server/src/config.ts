/**
 * The server's settings, read once from the environment into a typed object.
 * Every value has a default so that `npm start` works with no set-up (DESIGN.md, embedded defaults).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root (packages/server), the same whether this file runs from src/ or dist/. */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  /** Trust X-Forwarded-* (behind a load balancer): TRUST_PROXY=true. */
  trustProxy: boolean;
  dataDir: string;
  /** postgres://… when set; else the embedded PGlite database in dataDir/pglite. */
  databaseUrl: string | undefined;
  /** The public address of the product, without a trailing slash. Links in mails are built from it. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  xsrfSecret: string;
  authClientId: string;
  authClientSecret: string;
  logLevel: string;
  appName: string;
  appVersion: string;
  contactEmail: string;
  /** The built app (packages/app/dist). */
  appDist: string;
  environmentName: string;
  domainRedirectUrl: string;
  surveyRedirectPath: string;
  surveyRedirectText: string;
  mapLearnMoreUrl: string;
  dashboardVideoUrl: string;
  dashboardVideoPosterUrl: string;
  reportImagePath: string;
  mainBackgroundImage: string;
  blobStorage: string;
  /** The cart provider (FoxyCart): the store address and the address its loader script comes from. */
  foxycartUrl: string;
  foxycartCDN: string;
  featuredCatalogItemId: number;
  requiredPurchaseCatalogItemId: number;
  /** The sandbox providers (mail outbox pages, …) are served unless NODE_ENV=production and SANDBOX=off. */
  sandbox: boolean;
  /** Lifetime of an access token, in seconds. */
  tokenTtlSeconds: number;
  /** Forgot-password answers take at least this long, whether or not the account exists. */
  forgotPasswordMinMs: number;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

interface StoredSecrets {
  jwtSecret?: string;
  xsrfSecret?: string;
}

/**
 * Secrets not given by the environment are generated once and kept in DATA_DIR/secrets.json (mode 0600),
 * so that tokens and XSRF cookies survive a restart.
 */
function loadOrCreateSecrets(dataDir: string, env: Env): { jwtSecret: string; xsrfSecret: string } {
  const fromEnv = { jwtSecret: nonEmpty(env.JWT_SECRET), xsrfSecret: nonEmpty(env.XSRF_SECRET) };
  if (fromEnv.jwtSecret && fromEnv.xsrfSecret) return { jwtSecret: fromEnv.jwtSecret, xsrfSecret: fromEnv.xsrfSecret };
  const file = path.join(dataDir, 'secrets.json');
  let stored: StoredSecrets = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    } catch {
      stored = {};
    }
  }
  const generated = {
    jwtSecret:
      typeof stored.jwtSecret === 'string' && stored.jwtSecret
        ? stored.jwtSecret
        : randomBytes(48).toString('base64url'),
    xsrfSecret:
      typeof stored.xsrfSecret === 'string' && stored.xsrfSecret
        ? stored.xsrfSecret
        : randomBytes(48).toString('base64url'),
  };
  if (generated.jwtSecret !== stored.jwtSecret || generated.xsrfSecret !== stored.xsrfSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: fromEnv.jwtSecret ?? generated.jwtSecret,
    xsrfSecret: fromEnv.xsrfSecret ?? generated.xsrfSecret,
  };
}

function toPort(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 65536 && value !== undefined && value.trim() !== '' ? n : fallback;
}

function toPositiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** Reads the environment. Secrets are generated on disk only when `persistSecrets` (the default) is true. */
export function loadConfig(env: Env = process.env, options: { persistSecrets?: boolean } = {}): ServerConfig {
  const port = toPort(env.PORT, 3000);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const appUrl = trimSlash(nonEmpty(env.APP_URL) ?? `http://localhost:${port}`);
  const secrets =
    options.persistSecrets === false
      ? {
          jwtSecret: nonEmpty(env.JWT_SECRET) ?? randomBytes(48).toString('base64url'),
          xsrfSecret: nonEmpty(env.XSRF_SECRET) ?? randomBytes(48).toString('base64url'),
        }
      : loadOrCreateSecrets(dataDir, env);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    appUrl,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? `${nonEmpty(env.APP_NAME) ?? 'Insight'} <no-reply@insight.local>`,
    jwtSecret: secrets.jwtSecret,
    xsrfSecret: secrets.xsrfSecret,
    authClientId: nonEmpty(env.AUTH_CLIENT_ID) ?? 'insight-web',
    authClientSecret: nonEmpty(env.AUTH_CLIENT_SECRET) ?? 'insight-web-secret',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    appName: nonEmpty(env.APP_NAME) ?? 'Insight',
    appVersion: readVersion(),
    contactEmail: nonEmpty(env.CONTACT_EMAIL) ?? 'support@insight.local',
    appDist: path.resolve(nonEmpty(env.APP_DIST) ?? path.join(PACKAGE_ROOT, '..', 'app', 'dist')),
    environmentName: nonEmpty(env.ENVIRONMENT_NAME) ?? 'Dev',
    domainRedirectUrl: nonEmpty(env.DOMAIN_REDIRECT_URL) ?? '',
    surveyRedirectPath: nonEmpty(env.SURVEY_REDIRECT_PATH) ?? '/survey/return/',
    surveyRedirectText: nonEmpty(env.SURVEY_REDIRECT_TEXT) ?? 'Return to your dashboard',
    mapLearnMoreUrl: nonEmpty(env.MAP_LEARN_MORE_URL) ?? 'https://ipip.ori.org/',
    dashboardVideoUrl: nonEmpty(env.DASHBOARD_VIDEO_URL) ?? '',
    dashboardVideoPosterUrl: nonEmpty(env.DASHBOARD_VIDEO_POSTER_URL) ?? '',
    reportImagePath: nonEmpty(env.REPORT_IMAGE_PATH) ?? `${appUrl}/assets/catalog/`,
    mainBackgroundImage: nonEmpty(env.MAIN_BACKGROUND_IMAGE) ?? '',
    blobStorage: nonEmpty(env.BLOB_STORAGE) ?? `${appUrl}/assets/catalog/`,
    foxycartUrl: trimSlash(nonEmpty(env.FOXYCART_URL) ?? `${appUrl}/sandbox/foxycart`),
    foxycartCDN: trimSlash(nonEmpty(env.FOXYCART_CDN) ?? `${appUrl}/sandbox/foxycart`),
    featuredCatalogItemId: toPositiveInt(env.FEATURED_CATALOG_ITEM_ID, 1),
    requiredPurchaseCatalogItemId: toPositiveInt(env.REQUIRED_PURCHASE_CATALOG_ITEM_ID, 1),
    sandbox: !(env.NODE_ENV === 'production' && env.SANDBOX === 'off'),
    tokenTtlSeconds: 8 * 60 * 60,
    forgotPasswordMinMs: 200,
  };
}
