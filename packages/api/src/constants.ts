/** Business constants and limits of SPEC §9 (and the few fixed values of §3, §6, §7). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const NAME_MIN_LENGTH = 2;
/**
 * The longest texts a person may type, refused alike by the forms and the server: names (first
 * and last) and the invitation message go into mail subjects, lists and guides; 254 is the longest address
 * SMTP carries (RFC 5321's 256-octet path less its angle brackets).
 */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 2000;
export const MINIMUM_AGE = 13;

/** Profile image: at most 1 MB (1048576 bytes), jpeg/jpg/png only. */
export const PROFILE_IMAGE_MAX_BYTES = 1_048_576;
export const PROFILE_IMAGE_TYPES = ['jpeg', 'jpg', 'png'] as const;
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number];
/** Displayed round at this size (px). */
export const PROFILE_IMAGE_DISPLAY_PX = 128;

export const SURVEY_LOCALE = 'en-US';
export const GRANT_TYPE = 'password';
export const AUTH_SCOPE = 'SsiScope';
export const DEFAULT_RETURN_URL = '/home';

/** Local storage keys (SPEC §3, §9). */
export const STORAGE_KEYS = {
  currentUser: 'currentUser',
  contact: 'iMLContact',
  connectionToken: 'connectionToken',
} as const;

export const SCROLL_TOP_THRESHOLD_PX = 100;

/** Catalogue order after the featured item (SPEC §9). */
export const CATALOG_TYPE_ORDER = ['career', 'personal', 'sports'] as const;
export const CATALOG_TYPES = ['career', 'sports', 'personal'] as const;

export const ENVIRONMENT_NAMES = ['Dev', 'QA', 'Production'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export const TERMS_LAST_UPDATED = 'April 06, 2023';

/**
 * The five traits the questionnaire scores (IPIP Big-Five factor markers, REFERENCE.md), in the order the
 * guides and the trait chart show them. A score is the sum of ten answers of 1–5: 10 to 50.
 */
export const TRAIT_KEYS = [
  'extraversion',
  'agreeableness',
  'conscientiousness',
  'emotionalStability',
  'intellect',
] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];
export const TRAIT_SCORE_MIN = 10;
export const TRAIT_SCORE_MAX = 50;
/** The guide whose sharing opens a person's trait scores to a connection: My Personal Map. */
export const PERSONAL_MAP_REPORT_ID = 1;
/** The most people a circle view shows besides the asker. */
export const CIRCLE_MAX_PEOPLE = 8;

/** Pronoun choices of the register and profile forms (SPEC §2): He/him = M, She/her = F. */
export const GENDERS = ['M', 'F'] as const;
export const PRONOUN_LABELS: Record<(typeof GENDERS)[number], string> = { M: 'He/him', F: 'She/her' };

/** The XSRF cookie and header names (SPEC §6). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Toast defaults (SPEC §9) and the product's own configuration. */
export const TOAST_DEFAULTS = {
  timeOut: 5000,
  extendedTimeOut: 1000,
  easeTime: 300,
  progressIntervalMs: 10,
  newestOnTop: true,
  tapToDismiss: true,
  maxOpened: 0,
  positionClass: 'toast-top-right',
} as const;
export const TOAST_PRODUCT_CONFIG = {
  ...TOAST_DEFAULTS,
  timeOut: 5000,
  positionClass: 'toast-top-center',
  preventDuplicates: true,
} as const;

/** Where the runtime settings file lives (SPEC §3). */
export const RUNTIME_SETTINGS_URL = '/assets/config.json';
