// Check 5 of the cluster check: the balancer's retry rule (deploy/nginx/insight-proxy.conf) alone, with nginx of
// its own in front of a server that drops every request and one that answers.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { waitUntil } from '../../shared/wait-until.mjs';
import { check, dir, freePort, root, say } from './shared.mjs';

/**
 * 5. The retry rule of deploy/nginx/insight-proxy.conf, alone: nginx in front of a server that reads every request
 * and then drops the connection (a crash after receiving) and a server that answers. Passive failure marking is
 * off here (max_fails=0) so that requests keep reaching the failing server.
 */
export async function retryRule() {
  const seen = { dropping: { GET: 0, POST: 0 }, answering: { GET: 0, POST: 0 } };
  const upstream = (name, drop) =>
    http.createServer((req, res) => {
      seen[name][req.method] = (seen[name][req.method] ?? 0) + 1;
      req.resume();
      req.on('end', () => (drop ? req.socket.destroy() : res.end('answered')));
    });
  const dropping = upstream('dropping', true);
  const answering = upstream('answering', false);
  const listen = (server) =>
    new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
  const [dropPort, answerPort, port] = [await listen(dropping), await listen(answering), await freePort()];
  const nginxDir = path.join(dir, 'retry-nginx');
  mkdirSync(nginxDir, { recursive: true });
  const conf = path.join(nginxDir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user nobody nogroup;\n' : ''}worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log crit;
events { worker_connections 64; }
http {
  client_body_temp_path ${nginxDir}/client_body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  access_log off;
  upstream insight {
    server 127.0.0.1:${dropPort} max_fails=0;
    server 127.0.0.1:${answerPort} max_fails=0;
  }
  server {
    listen 127.0.0.1:${port};
    location / { include ${path.join(root, 'deploy/nginx/insight-proxy.conf')}; }
  }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', nginxDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  try {
    await waitUntil(() => fetch(`http://127.0.0.1:${port}/`).then(() => true), { withinMs: 5_000, everyMs: 100 });
    const answers = { GET: [], POST: [] };
    for (let i = 0; i < 10; i++) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`http://127.0.0.1:${port}/api/x`, {
          method,
          ...(method === 'POST' ? { body: '{"n":1}', headers: { 'content-type': 'application/json' } } : {}),
        });
        answers[method].push(res.status);
      }
    }
    const postsAnswered = answers.POST.filter((s) => s === 200).length;
    say(
      `retry rule: GETs ${answers.GET.join(' ')}; POSTs ${answers.POST.join(' ')}; the dropping server read ${seen.dropping.GET} GET and ${seen.dropping.POST} POST, the answering one ${seen.answering.GET} GET and ${seen.answering.POST} POST`,
    );
    check(
      answers.GET.every((s) => s === 200) && seen.dropping.GET > 0,
      'a GET the first server dropped is answered by the next one (idempotent: retried)',
    );
    check(
      seen.dropping.POST > 0 &&
        seen.dropping.POST + seen.answering.POST === 10 &&
        postsAnswered === seen.answering.POST,
      'a POST is sent to one server only: one that was dropped answers 502 and is not sent again',
    );
  } finally {
    nginx.kill('SIGQUIT');
    await new Promise((r) => (nginx.exitCode === null ? nginx.once('exit', r) : r()));
    dropping.close();
    answering.close();
  }
}
