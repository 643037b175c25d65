// Check 6 of the cluster check: one server's Prometheus metrics, scraped on its own port, and none through nginx.
import { base, check, say, state } from './shared.mjs';

/** 6. One server's metrics, on its METRICS_PORT (loopback), never through nginx. */
export async function metricsOfOne() {
  const server = state().servers[1];
  if (!server.metricsPort) return check(false, 'the cluster gives its servers a METRICS_PORT');
  const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
  const text = await res.text();
  const value = (pattern) =>
    text
      .split('\n')
      .filter((line) => !line.startsWith('#') && pattern.test(line))
      .reduce((n, line) => n + Number(line.split(' ').at(-1)), 0);
  const reads = value(/^insight_http_request_duration_seconds_count\{.*method="GET".*route="\/api\/mylifecontact"/);
  const inUse = /^insight_db_pool_connections\{state="in_use"\} /m.test(text);
  say(
    `metrics of :${server.port} on :${server.metricsPort}: ${text.split('\n').length} lines, ${reads} timed GET /api/mylifecontact, pool in use ${value(/^insight_db_pool_connections\{state="in_use"\}/)} idle ${value(/^insight_db_pool_connections\{state="idle"\}/)} waiting ${value(/^insight_db_pool_waiting /)}, mail backlog ${value(/^insight_mail_backlog\{state="waiting"\}/)}`,
  );
  check(res.status === 200 && reads > 0 && inUse, 'one server scraped: request durations per route and the pool');
  const viaNginx = await fetch(`${base}/metrics`).then((r) => r.text());
  check(!viaNginx.includes('insight_http_request_duration_seconds'), 'nginx (the public port) serves no metrics');
}
