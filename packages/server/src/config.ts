/**
 * The server's settings, read once from the environment into a typed object.
 * Every value has a default so that `npm start` works with no set-up (DESIGN.md, embedded defaults).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { CATALOG_ASSETS_PATH } from './http/paths.js';

/** The package root (packages/server), the same whether this file runs from src/ or dist/. */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * Which peers may say, by X-Forwarded-*, who the client is (behind a load balancer): TRUST_PROXY=<the proxy's
   * address>, a comma list of addresses or CIDR ranges; false when unset. A hop count (TRUST_PROXY=1) still starts,
   * with a warning in production (startupWarnings): it believes whoever connects. Never "trust every hop"
   * (TRUST_PROXY=true is refused).
   */
  trustProxy: false | number | string[];
  /** NODE_ENV=production. */
  production: boolean;
  dataDir: string;
  /** postgres://… when set; else the embedded PGlite database in dataDir/pglite. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_SIZE: this server's connections to PostgreSQL at most (10). Every app server opens its own
   * pool: keep servers × this under the database's max_connections (100 by default), less a few for admin.
   */
  databasePoolSize: number;
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
  /** The Start Here video (SPEC §2 Home); the shipped sample by default, '' (DASHBOARD_VIDEO_URL=off) for none. */
  dashboardVideoUrl: string;
  dashboardVideoPosterUrl: string;
  /** A WebVTT captions file for the video (the sample's by default). */
  dashboardVideoCaptionsUrl: string;
  /** The analytics script's address; the app loads it (and the CSP allows it) only when environmentName is Production. */
  analyticsUrl: string;
  reportImagePath: string;
  mainBackgroundImage: string;
  blobStorage: string;
  /** The cart provider (FoxyCart): the store address and the address its loader script comes from. */
  foxycartUrl: string;
  foxycartCDN: string;
  featuredCatalogItemId: number;
  requiredPurchaseCatalogItemId: number;
  /**
   * The sandbox providers (the mail outbox pages, the sandbox FoxyCart store): only when asked. SANDBOX=on|off;
   * unset, they are on only for a loopback APP_URL (localhost, 127.0.0.0/8, [::1]: `npm start` on one's own
   * machine) outside NODE_ENV=production, off for every other start (a QA or staging host never serves the
   * outbox by accident). NODE_ENV=production with SANDBOX=on refuses to start. The outbox is only served
   * without SMTP, the sandbox shop only when FOXYCART_URL is the sandbox shop (see startupProblems).
   */
  sandbox: boolean;
  /** A real store's secrets (FOXYCART_SECRET, FOXYCART_WEBHOOK_KEY, FOXYCART_STORE_ID); unset on the sandbox shop. */
  foxycartSecret: string | undefined;
  foxycartWebhookKey: string | undefined;
  foxycartStoreId: string | undefined;
  /** Limits of the token endpoint and of registration, per client address and for the whole deployment. */
  limits: RequestLimits;
  /** Problems in the environment found while reading it (an unknown SANDBOX or TRUST_PROXY value). */
  settingProblems: string[];
  /**
   * METRICS_PORT: Prometheus text at GET /metrics on its own listener (off when unset; never the public PORT),
   * bound to METRICS_HOST (127.0.0.1 unless given: the scraper runs on the machine or reaches it through a
   * private interface).
   */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Lifetime of an access token, in seconds. */
  tokenTtlSeconds: number;
  /** Forgot-password answers take at least this long, whether or not the account exists. */
  forgotPasswordMinMs: number;
  /**
   * Tests only (the harness sets it; no setting reads it): every answer of a call of the api's table is checked
   * against the call's answer struct before it goes (http/calls.ts), so an answer outside the contract fails a test.
   */
  checkAnswers?: boolean;
  /**
   * NOTIFICATION_FOLD_MS: events of one kind from one person within this window make one notice and one mail, sent
   * at its end (60 000, the contract's NOTICE_FOLD_SECONDS; shorter only for journeys that wait for a mail).
   */
  notificationFoldMs: number;
  /** NOTIFICATION_SWEEP_MS: how often a serving process looks for due notification mails and expiring invitations. */
  notificationSweepMs: number;
}

type Env = Record<string, string | undefined>;

/** Counts per window; every one is kept in the database (security/rate-limit.ts) so all servers share it. */
export interface RequestLimits {
  /** Password checks (token requests) per client address per 15 minutes. */
  tokenPerIp: number;
  /** Password checks for the whole deployment per minute. */
  tokenGlobal: number;
  /** Registrations per client address per hour. */
  registerPerIp: number;
  /** Registrations for the whole deployment per hour. */
  registerGlobal: number;
}

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
    makePrivateDir(dataDir);
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return {
    jwtSecret: fromEnv.jwtSecret ?? generated.jwtSecret,
    xsrfSecret: fromEnv.xsrfSecret ?? generated.xsrfSecret,
  };
}

/** Creates a folder readable by its owner only (0700); a folder we already have is made private too. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

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

function toPort(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n < 65536 && value !== undefined && value.trim() !== '' ? n : fallback;
}

function toPositiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** The sample shipped in assets/catalog (made by scripts/make-start-here-video.sh): what a new install shows. */
export const SAMPLE_VIDEO = {
  video: 'start_here.webm',
  poster: 'start_here_poster.jpg',
  captions: 'start_here.en.vtt',
} as const;

/**
 * The Start Here video: DASHBOARD_VIDEO_URL (off/none: no video), else the shipped sample with its poster and
 * captions. A poster or captions of the sample are never paired with another video.
 */
function dashboardVideo(
  env: Env,
  appUrl: string,
): Pick<ServerConfig, 'dashboardVideoUrl' | 'dashboardVideoPosterUrl' | 'dashboardVideoCaptionsUrl'> {
  const given = nonEmpty(env.DASHBOARD_VIDEO_URL);
  const off = given !== undefined && ['off', 'none'].includes(given.toLowerCase());
  const sample = given === undefined;
  const media = `${appUrl}${CATALOG_ASSETS_PATH}`;
  return {
    dashboardVideoUrl: off ? '' : (given ?? `${media}${SAMPLE_VIDEO.video}`),
    dashboardVideoPosterUrl: off
      ? ''
      : (nonEmpty(env.DASHBOARD_VIDEO_POSTER_URL) ?? (sample ? `${media}${SAMPLE_VIDEO.poster}` : '')),
    dashboardVideoCaptionsUrl: off
      ? ''
      : (nonEmpty(env.DASHBOARD_VIDEO_CAPTIONS_URL) ?? (sample ? `${media}${SAMPLE_VIDEO.captions}` : '')),
  };
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

/** Reads the environment. Secrets are generated on disk only when `persistSecrets` (the default) is true. */
export function loadConfig(env: Env = process.env, options: { persistSecrets?: boolean } = {}): ServerConfig {
  const port = toPort(env.PORT, 3000);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const appUrl = trimSlash(nonEmpty(env.APP_URL) ?? `http://localhost:${port}`);
  const production = env.NODE_ENV === 'production';
  const settingProblems: string[] = [];
  const sandboxSetting = nonEmpty(env.SANDBOX)?.toLowerCase();
  if (sandboxSetting !== undefined && sandboxSetting !== 'on' && sandboxSetting !== 'off') {
    settingProblems.push(`SANDBOX must be on or off, not "${env.SANDBOX}".`);
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.problem) settingProblems.push(trustProxy.problem);
  const metricsText = nonEmpty(env.METRICS_PORT);
  const metricsPort = metricsText === undefined ? undefined : toPort(metricsText, -1);
  if (metricsPort === -1) settingProblems.push(`METRICS_PORT must be a port number, not "${metricsText}".`);
  else if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) {
    settingProblems.push(`METRICS_PORT must not be the public PORT (${port}): metrics are never served to the public.`);
  }
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
    trustProxy: trustProxy.value,
    production,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: toPositiveInt(env.DATABASE_POOL_SIZE, 10),
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
    ...dashboardVideo(env, appUrl),
    analyticsUrl: nonEmpty(env.ANALYTICS_URL) ?? '',
    reportImagePath: nonEmpty(env.REPORT_IMAGE_PATH) ?? `${appUrl}${CATALOG_ASSETS_PATH}`,
    mainBackgroundImage: nonEmpty(env.MAIN_BACKGROUND_IMAGE) ?? '',
    blobStorage: nonEmpty(env.BLOB_STORAGE) ?? `${appUrl}${CATALOG_ASSETS_PATH}`,
    foxycartUrl: trimSlash(nonEmpty(env.FOXYCART_URL) ?? `${appUrl}/sandbox/foxycart`),
    foxycartCDN: trimSlash(nonEmpty(env.FOXYCART_CDN) ?? `${appUrl}/sandbox/foxycart`),
    featuredCatalogItemId: toPositiveInt(env.FEATURED_CATALOG_ITEM_ID, 1),
    requiredPurchaseCatalogItemId: toPositiveInt(env.REQUIRED_PURCHASE_CATALOG_ITEM_ID, 1),
    sandbox: sandboxSetting === undefined ? !production && isLoopbackUrl(appUrl) : sandboxSetting === 'on',
    foxycartSecret: nonEmpty(env.FOXYCART_SECRET),
    foxycartWebhookKey: nonEmpty(env.FOXYCART_WEBHOOK_KEY),
    foxycartStoreId: nonEmpty(env.FOXYCART_STORE_ID),
    limits: {
      tokenPerIp: toPositiveInt(env.LIMIT_TOKEN_PER_IP, 300),
      tokenGlobal: toPositiveInt(env.LIMIT_TOKEN_GLOBAL, 600),
      registerPerIp: toPositiveInt(env.LIMIT_REGISTER_PER_IP, 100),
      registerGlobal: toPositiveInt(env.LIMIT_REGISTER_GLOBAL, 1000),
    },
    settingProblems,
    metricsPort: metricsPort === -1 ? undefined : metricsPort,
    metricsHost: nonEmpty(env.METRICS_HOST) ?? '127.0.0.1',
    tokenTtlSeconds: 8 * 60 * 60,
    forgotPasswordMinMs: 200,
    notificationFoldMs: toPositiveInt(env.NOTIFICATION_FOLD_MS, 60_000),
    notificationSweepMs: toPositiveInt(env.NOTIFICATION_SWEEP_MS, 15_000),
  };
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
