// nginx in front of the servers: its configuration (written on each start and rolling restart), its process, and
// a reload that waits until no worker of the old configuration is left.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitUntil } from '../../shared/wait-until.mjs';
import { dir, isRoot, port } from './settings.mjs';

/** The pids of nginx's workers now (the children of its master). */
const workersOf = (masterPid) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // /proc/PID/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === masterPid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);

// ── nginx ────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * nginx over the cluster's servers (`servers`, `down` from createServers), each location with the proxy settings
 * of `proxyConf`: writes and tests its configuration; answers start() (its master process, then also `process`)
 * and reload().
 */
export function createNginx({ servers, down }, proxyConf) {
  const nginxDir = path.join(dir, 'nginx');
  mkdirSync(nginxDir, { recursive: true });
  const nginxConf = path.join(nginxDir, 'nginx.conf');
  /** nginx's configuration; a server taken out for a restart is marked `down` (nginx sends it nothing new). */
  const writeNginxConf = () =>
    writeFileSync(
      nginxConf,
      `# Written by scripts/operate/cluster.mjs on each start and rolling restart; the proxy settings are deploy/nginx/insight-proxy.conf.
${isRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${nginxDir}/client_body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  log_format upstream '$remote_addr [$time_iso8601] "$request" $status upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${nginxDir}/access.log upstream;
  # nginx open source has no active health checks (health_check is NGINX Plus): a server that refuses a
  # connection, times out or answers 502/503/504 is left out for fail_timeout, then tried again.
  upstream insight {
${servers.map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=3s${down.has(s.port) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen ${port};
    # Which server answered (the cluster's own check reads it); not in the containers' configuration.
    add_header X-Insight-Upstream $upstream_addr always;
    location / {
      include ${proxyConf};
    }
  }
}
`,
    );
  writeNginxConf();
  execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', nginxDir, '-c', nginxConf], { stdio: 'inherit' });

  const control = {
    /** nginx's master process, once started. */
    process: undefined,
    start: () => {
      control.process = spawn('/usr/sbin/nginx', ['-p', nginxDir, '-c', nginxConf, '-g', 'daemon off;'], {
        stdio: 'inherit',
      });
      return control.process;
    },
    reload: reloadNginx,
  };

  /**
   * Writes the configuration and reloads nginx; resolves once no worker of the old configuration is left (they
   * finish the requests they hold first, so after this no request can still go to a server marked down).
   */
  async function reloadNginx() {
    const nginx = control.process;
    writeNginxConf();
    execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', nginxDir, '-c', nginxConf], { stdio: 'inherit' });
    const old = workersOf(nginx.pid);
    nginx.kill('SIGHUP');
    const swapped = await waitUntil(
      () => {
        const now = workersOf(nginx.pid);
        return now.length > 0 && now.every((pid) => !old.includes(pid));
      },
      { withinMs: 90_000, everyMs: 50 },
    );
    if (!swapped) throw new Error('nginx kept a worker of its old configuration for 90 s');
  }

  return control;
}
