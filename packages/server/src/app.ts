/**
 * buildServer: the database (migrated), the plugins, the security hooks, the JSON error handler, every
 * feature module of features/index.ts and the built app. One process is the product.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '@insight/api';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { startupProblems, startupWarnings, type ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import { createDatabase, type DbHandle } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createConnectionEvents } from './events/connections.js';
import { createTokenService } from './features/auth/tokens.js';
import { prerenderedScriptSources } from './features/app-shell/prerendered.js';
import { registerAppShell } from './features/app-shell/routes.js';
import { features, type Feature } from './features/index.js';
import { createMailer, smtpTransport, type MailTransport } from './features/mail/mailer.js';
import { COMPRESSION } from './http/compression.js';
import { badRequest, errorBody, handleError } from './http/errors.js';
import { registerMetrics } from './http/metrics.js';
import { registerControlSocket } from './ops/control.js';
import { registerApiAuthentication } from './security/authenticate.js';
import { cspDirectives, registerSecurityHeaders } from './security/headers.js';
import { redactedRequest } from './security/redact.js';
import { registerXsrf } from './security/xsrf.js';

export interface ServerDeps {
  /** A database to use instead of the configured one (the test harness); it is closed with the server. */
  db?: DbHandle;
  /** A mail transport instead of SMTP_URL's (tests). */
  mailTransport?: MailTransport;
  /** The clock. */
  now?: () => Date;
  /** Fastify's logger option; default: pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Feature modules registered after the list of features/index.ts (tests). */
  extraFeatures?: Feature[];
}

export const MALFORMED_UPLOAD = 'The upload is not a valid multipart form.';
/** The answer to a request path the router cannot read (bad percent-encoding, invalid UTF-8, an overlong parameter). */
export const BAD_URL = 'The address of this request is not valid.';

/** A malformed multipart body (busboy's plain errors: no boundary, cut short) is the client's fault: 400, not 500. */
const isMalformedMultipart = (error: unknown): boolean =>
  error instanceof Error &&
  (error as { statusCode?: unknown }).statusCode === undefined &&
  /multipart|part header/i.test(error.message) &&
  /busboy/.test(error.stack ?? '');

/** Thrown by buildServer when the configuration is unsafe to start; the message names every setting. */
export class UnsafeConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server refuses to start:\n- ${problems.join('\n- ')}`);
    this.name = 'UnsafeConfigurationError';
  }
}

/** The logger option: pino at config.logLevel, or the caller's; request addresses are always redacted. */
function loggerOption(config: ServerConfig, given: ServerDeps['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base = typeof given === 'object' && given !== null ? given : { level: config.logLevel };
  const serializers = (base as { serializers?: Record<string, unknown> }).serializers;
  return { ...base, serializers: { ...serializers, req: redactedRequest } } as FastifyServerOptions['logger'];
}

export async function buildServer(config: ServerConfig, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const problems = startupProblems(config);
  if (problems.length > 0) {
    if (deps.db) await deps.db.close().catch(() => undefined);
    throw new UnsafeConfigurationError(problems);
  }
  const now = deps.now ?? (() => new Date());
  const dbHandle =
    deps.db ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: config.dataDir,
    }));
  try {
    await migrate(dbHandle);
  } catch (error) {
    await dbHandle.close().catch(() => undefined);
    throw error;
  }

  const app = Fastify({
    logger: loggerOption(config, deps.logger),
    // The router's own refusals (a path that is not valid percent-encoded UTF-8, an overlong path parameter)
    // answer SPEC's JSON error body like every other 4xx.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(errorBody(status, BAD_URL));
    },
    // A hop count trusts that many proxies in front of the server (proxy-addr's hop index starts at 0).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  for (const warning of startupWarnings(config)) app.log.warn(warning);

  const transport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  const mailer = createMailer({
    db: dbHandle.db,
    from: config.mailFrom,
    now,
    transport,
    onError: (error, id) => app.log.error({ err: error, mailId: id }, 'mail delivery failed'),
    sandbox: config.sandbox,
  });
  const ctx: AppContext = {
    config,
    db: dbHandle.db,
    dbHandle,
    mailer,
    tokens: createTokenService({
      secret: config.jwtSecret,
      issuer: config.appUrl,
      ttlSeconds: config.tokenTtlSeconds,
      now,
      db: dbHandle,
    }),
    connectionEvents: createConnectionEvents(),
    now,
  };
  app.decorate('ctx', ctx);
  // Before any route, so that every answer is timed; its own listener, only when METRICS_PORT is set.
  if (config.metricsPort !== undefined) registerMetrics(app, { port: config.metricsPort, host: config.metricsHost });
  // PGlite in DATA_DIR: `npm run backup` copies the database through this process (the only one that may open it).
  if (!deps.db && !config.databaseUrl) registerControlSocket(app, config.dataDir);
  app.addHook('onClose', async () => {
    await mailer.idle();
    await dbHandle.close();
  });

  await app.register(fastifyCompress, COMPRESSION);
  await app.register(fastifyFormbody);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 20 } });

  await registerSecurityHeaders(
    app,
    cspDirectives(config, {
      foxycartUrl: config.foxycartUrl,
      foxycartCDN: config.foxycartCDN,
      inlineScripts: prerenderedScriptSources(config.appDist),
    }),
    { hsts: config.appUrl.startsWith('https:') },
  );
  registerXsrf(app, { secret: config.xsrfSecret, secure: config.appUrl.startsWith('https:') });
  registerApiAuthentication(app);
  app.setErrorHandler((error, request, reply) =>
    handleError(isMalformedMultipart(error) ? badRequest(MALFORMED_UPLOAD) : error, request, reply),
  );

  for (const feature of [...features, ...(deps.extraFeatures ?? [])]) await app.register(feature.plugin);
  await registerAppShell(app);
  return app;
}
