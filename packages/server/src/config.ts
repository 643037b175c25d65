/**
 * The server's settings, read once from the environment into a typed object.
 * Every value has a default so that `npm start` works with no set-up (DESIGN.md, embedded defaults).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultCartCdn,
  isLoopbackUrl,
  nonEmpty,
  parseTrustProxy,
  toPort,
  toPositiveInt,
  trimSlash,
} from './config-parse.js';
import { loadOrCreateSecrets } from './config-secrets.js';
import type { Env, ServerConfig } from './config-types.js';
import { CATALOG_ASSETS_PATH } from './http/paths.js';

export type { RequestLimits, ServerConfig } from './config-types.js';
export { isLoopbackUrl, parseTrustProxy } from './config-parse.js';
export { makePrivateDir } from './config-secrets.js';
export { sandboxStoreUrl, startupProblems, startupWarnings, usesSandboxStore } from './config-startup.js';

/** The package root (packages/server), the same whether this file runs from src/ or dist/. */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
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
  const sandboxShop = `${appUrl}/sandbox/foxycart`;
  const foxycartUrl = trimSlash(nonEmpty(env.FOXYCART_URL) ?? sandboxShop);
  const foxycartCDN = nonEmpty(env.FOXYCART_CDN) ?? defaultCartCdn(foxycartUrl, sandboxShop);
  if (foxycartCDN === undefined) {
    settingProblems.push(
      `FOXYCART_CDN is required with a store outside foxycart.com (FOXYCART_URL=${foxycartUrl}): the folder of its loader script, e.g. https://cdn.foxycart.com/<your store>.`,
    );
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
    foxycartUrl,
    // Unknown only with a problem above (the server does not start); the sandbox's folder stands in meanwhile.
    foxycartCDN: trimSlash(foxycartCDN ?? sandboxShop),
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
