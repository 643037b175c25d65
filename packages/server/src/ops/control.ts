/**
 * The control socket of a server on PGlite: DATA_DIR/control.sock, a Unix socket inside the data folder (0700,
 * the socket itself 0600), so only the user who owns the data reaches it, and never through the network.
 * `GET /backup` answers a tarball of the PGlite data folder taken between transactions (DbHandle.dumpDataDir):
 * how `npm run backup` copies the embedded database of a serving process (no other process may open PGlite's
 * folder while the server has it open). Opens when the server is ready, closes (and removes the socket) with it.
 */
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const CONTROL_SOCKET = 'control.sock';

/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
export const SOCKET_PATH_MAX = 107;

export const controlSocketPath = (dataDir: string): string => path.join(dataDir, CONTROL_SOCKET);

/** Whether a process answers on the socket (a socket file left by a killed process does not). */
export function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

export function registerControlSocket(app: FastifyInstance, dataDir: string): void {
  const dump = app.ctx.dbHandle.dumpDataDir?.bind(app.ctx.dbHandle);
  if (!dump) return;
  const socketPath = controlSocketPath(dataDir);
  let server: Server | undefined;

  app.addHook('onReady', async () => {
    if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) {
      app.log.warn(
        { socketPath },
        'DATA_DIR is too long a path for the control socket: npm run backup cannot copy this server while it serves',
      );
      return;
    }
    if (existsSync(socketPath)) {
      if (await socketAnswers(socketPath)) {
        app.log.error({ socketPath }, 'another server answers on this data folder: no control socket');
        return;
      }
      unlinkSync(socketPath);
    }
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/backup') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /backup\n');
        return;
      }
      const started = Date.now();
      dump()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': bytes.length }).end(bytes);
          app.log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup: the data folder was copied');
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'backup failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('The backup failed: see the server log.\n');
        });
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  });

  app.addHook('onClose', async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    closing.closeAllConnections();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
    if (existsSync(socketPath)) unlinkSync(socketPath);
  });
}
