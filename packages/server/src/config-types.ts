/**
 * The shape of the server's settings (ServerConfig) and of the environment they are read from. The values
 * themselves are read in config.ts.
 */
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

export type Env = Record<string, string | undefined>;

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
