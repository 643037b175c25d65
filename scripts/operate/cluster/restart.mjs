// The rolling restart (SIGUSR2, npm run cluster:restart): every server in turn taken out of nginx's upstream,
// stopped with SIGTERM, started again and put back once ready, so that no request is lost.
import { log } from './settings.mjs';

/** Restarts one server without losing a request: out of the upstream, SIGTERM, started again, ready, back in. */
async function restartOne(cluster, nginx, server) {
  const { down, writeState, waitReady } = cluster;
  down.add(server.port);
  await nginx.reload();
  writeState();
  const child = server.child;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  server.planned = true;
  child.kill('SIGTERM');
  await ended;
  await waitReady(server);
  down.delete(server.port);
  await nginx.reload();
  writeState();
  log(`server :${server.port} restarted (pid ${child.pid} → ${server.child.pid}) and back in the upstream`);
}

/** SIGUSR2: every server in turn; the others serve meanwhile. One at a time; a second signal while one runs waits. */
export async function rollingRestart(cluster, nginx) {
  const { rolling, servers, writeState } = cluster;
  if (rolling.running || cluster.stopping) return;
  if (servers.length < 2) {
    log('a rolling restart needs two servers or more: with one, its requests would have nowhere to go');
    return;
  }
  rolling.running = true;
  writeState();
  log('rolling restart: one server at a time, each out of the upstream before its SIGTERM');
  try {
    for (const server of servers) {
      if (cluster.stopping) return;
      await restartOne(cluster, nginx, server);
    }
    rolling.done += 1;
    log('rolling restart done');
  } catch (error) {
    log(`rolling restart failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rolling.running = false;
    writeState();
  }
}
