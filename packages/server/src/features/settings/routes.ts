/**
 * GET /assets/config.json — the runtime settings of SPEC §3 as the app's loader expects the file
 * (enablePackages as the string 'true'/'false', like the original file; the loader parses it).
 * GET /healthz (alive) and GET /readyz (database answers, migrations applied): http/health.ts.
 */
import { isProduction } from '@insight/api';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { registerHealthRoutes } from '../../http/health.js';
import { PROFILE_IMAGES_PATH, RUNTIME_SETTINGS_PATH } from '../../http/paths.js';

/** The raw file: every key of RuntimeSettings; only string/number values, as a JSON settings file has. */
export function runtimeSettingsFile(config: ServerConfig): Record<string, string | number> {
  return {
    apiUrl: '',
    authApiUrl: '',
    appName: config.appName,
    appUrl: config.appUrl,
    appVersion: config.appVersion,
    authClientId: config.authClientId,
    authClientSecret: config.authClientSecret,
    blobStorage: config.blobStorage,
    contactEmail: config.contactEmail,
    dashboardVideoPosterUrl: config.dashboardVideoPosterUrl,
    dashboardVideoUrl: config.dashboardVideoUrl,
    dashboardVideoCaptionsUrl: config.dashboardVideoCaptionsUrl,
    // SPEC §1: the analytics script exists only in Production; elsewhere the app is not even told its address.
    analyticsUrl: isProduction(config) ? config.analyticsUrl : '',
    domainRedirectUrl: config.domainRedirectUrl,
    enablePackages: 'true',
    environmentName: config.environmentName,
    featuredCatalogItemId: config.featuredCatalogItemId,
    foxycartCDN: config.foxycartCDN,
    foxycartUrl: config.foxycartUrl,
    mainBackgroundImage: config.mainBackgroundImage,
    mapLearnMoreUrl: config.mapLearnMoreUrl,
    profileImagePath: `${config.appUrl}${PROFILE_IMAGES_PATH}`,
    reportImagePath: config.reportImagePath,
    requiredPurchaseCatalogItemId: config.requiredPurchaseCatalogItemId,
    surveyRedirectPath: config.surveyRedirectPath,
    surveyRedirectText: config.surveyRedirectText,
  };
}

export async function settingsFeature(app: FastifyInstance): Promise<void> {
  const file = runtimeSettingsFile(app.ctx.config);
  app.get(RUNTIME_SETTINGS_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(file),
  );
  registerHealthRoutes(app);
}
