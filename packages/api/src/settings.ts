/**
 * Runtime settings (SPEC §3): the assets configuration file, merged with a page-level config object,
 * normalised into RuntimeSettings.
 */
import { ENVIRONMENT_NAMES, RUNTIME_SETTINGS_URL } from './constants.js';
import { ApiError, errorFromResponse } from './errors.js';
import { errorMessages } from './messages.js';
import type { RuntimeSettings } from './structs.js';

const STRING_KEYS = [
  'appName',
  'appUrl',
  'appVersion',
  'authClientId',
  'authClientSecret',
  'blobStorage',
  'contactEmail',
  'dashboardVideoPosterUrl',
  'dashboardVideoUrl',
  'dashboardVideoCaptionsUrl',
  'analyticsUrl',
  'domainRedirectUrl',
  'environmentName',
  'foxycartCDN',
  'foxycartUrl',
  'mainBackgroundImage',
  'mapLearnMoreUrl',
  'profileImagePath',
  'reportImagePath',
  'surveyRedirectPath',
  'surveyRedirectText',
] as const;

/** true/'true' → true, false/'false' → false, anything else → null. */
export const parseEnablePackages = (value: unknown): boolean | null => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
};

/** A finite number, or a string holding one; anything else (NaN, '', missing) → undefined. */
export const parseNumberSetting = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
};

const asString = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

/** Normalise a raw settings object (file merged with page config) into RuntimeSettings. */
export function normalizeRuntimeSettings(raw: Record<string, unknown>): RuntimeSettings {
  const settings: RuntimeSettings = {
    apiUrl: asString(raw.apiUrl) ?? '',
    authApiUrl: asString(raw.authApiUrl) ?? '',
    enablePackages: parseEnablePackages(raw.enablePackages),
  };
  for (const key of STRING_KEYS) {
    const value = asString(raw[key]);
    if (value !== undefined) settings[key] = value;
  }
  const featured = parseNumberSetting(raw.featuredCatalogItemId);
  if (featured !== undefined) settings.featuredCatalogItemId = featured;
  const required = parseNumberSetting(raw.requiredPurchaseCatalogItemId);
  if (required !== undefined) settings.requiredPurchaseCatalogItemId = required;
  return settings;
}

export interface LoadRuntimeSettingsOptions {
  fetch?: typeof fetch;
  /** Default '/assets/config.json'. */
  url?: string;
  /** Page-level config object; its keys win over the file's. */
  pageConfig?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fetch the configuration file, merge pageConfig over it and normalise. Failures throw ApiError. */
export async function loadRuntimeSettings({
  fetch: fetchImpl = globalThis.fetch,
  url = RUNTIME_SETTINGS_URL,
  pageConfig,
}: LoadRuntimeSettingsOptions = {}): Promise<RuntimeSettings> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError({ kind: 'network', message: errorMessages.network, cause });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    // keep the text
  }
  if (!response.ok) throw errorFromResponse({ status: response.status, statusText: response.statusText, body });
  if (!isRecord(body)) {
    throw new ApiError({ kind: 'contract', status: response.status, message: errorMessages.contract, body });
  }
  return normalizeRuntimeSettings({ ...body, ...(pageConfig ?? {}) });
}

/** The featured catalogue item id; throws the SPEC §8 map text when missing or non-numeric. */
export function requireFeaturedItemId(settings: { featuredCatalogItemId?: unknown }): number {
  const id = parseNumberSetting(settings.featuredCatalogItemId);
  if (id === undefined) throw new Error(errorMessages.featuredItemMissing);
  return id;
}

/** The app is flagged as production when environmentName is 'Production'. */
export const isProduction = (settings: { environmentName?: string }): boolean =>
  settings.environmentName === ENVIRONMENT_NAMES[2];
