/**
 * The structs of the runtime settings: the configuration the app reads at start, before and after it is
 * normalised.
 */
import { boolean, nullable, number, optional, record, string, type, unknown, type Infer } from 'superstruct';

/** The assets configuration file merged with the page config, after loadRuntimeSettings(). */
export const RuntimeSettings = type({
  apiUrl: string(),
  authApiUrl: string(),
  appName: optional(string()),
  appUrl: optional(string()),
  appVersion: optional(string()),
  authClientId: optional(string()),
  authClientSecret: optional(string()),
  blobStorage: optional(string()),
  contactEmail: optional(string()),
  dashboardVideoPosterUrl: optional(string()),
  dashboardVideoUrl: optional(string()),
  /** A WebVTT captions file for the dashboard video (not in SPEC's list). */
  dashboardVideoCaptionsUrl: optional(string()),
  /** The analytics script, loaded only when environmentName is Production (SPEC §1; its address a setting). */
  analyticsUrl: optional(string()),
  domainRedirectUrl: optional(string()),
  enablePackages: nullable(boolean()),
  environmentName: optional(string()),
  featuredCatalogItemId: optional(number()),
  foxycartCDN: optional(string()),
  foxycartUrl: optional(string()),
  mainBackgroundImage: optional(string()),
  mapLearnMoreUrl: optional(string()),
  profileImagePath: optional(string()),
  reportImagePath: optional(string()),
  requiredPurchaseCatalogItemId: optional(number()),
  surveyRedirectPath: optional(string()),
  surveyRedirectText: optional(string()),
});
export type RuntimeSettings = Infer<typeof RuntimeSettings>;

/** The raw file / page config before normalisation: any JSON object. */
export const RawRuntimeSettings = record(string(), unknown());
export type RawRuntimeSettings = Infer<typeof RawRuntimeSettings>;
