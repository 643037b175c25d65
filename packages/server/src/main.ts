/**
 * node dist/main.js — loads the settings, builds the server, listens; on SIGTERM/SIGINT drains and closes
 * (http/shutdown.ts: /readyz 503 first, then no new connections, requests in flight finished, database closed).
 */
import { buildServer, UnsafeConfigurationError } from './app.js';
import { loadConfig } from './config.js';
import { notificationSweeper } from './features/notifications/routes.js';
import { shutDown, shutdownSettings } from './http/shutdown.js';

const config = loadConfig();
let app: Awaited<ReturnType<typeof buildServer>>;
try {
  app = await buildServer(config);
} catch (error) {
  if (!(error instanceof UnsafeConfigurationError)) throw error;
  // Refused: say which settings, plainly, and stop.
  console.error(error.message);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const settings = shutdownSettings();
    app.log.info({ signal, ...settings }, 'shutting down');
    void shutDown(app, settings).then((code) => {
      app.log.info({ code }, 'stopped');
      process.exit(code);
    });
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  // Due notification mails and expiring invitations, every NOTIFICATION_SWEEP_MS (shared with the other servers).
  notificationSweeper(app).start(config.notificationSweepMs);
  app.log.info(
    `${config.appName} is ready at ${config.appUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}${app.ctx.mailer.sandboxOutbox ? '; sandbox mail at /sandbox/mail' : ''})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
