// node scripts/operate/check-deploy.mjs [Dockerfile] [compose.yaml]: checks the container files without a container
// runtime (none is reachable here). The Dockerfile: dockerfile-utils' linter (the one of VS Code's Docker
// support) must find nothing, plus this project's rules (several stages, a non-root user, production
// dependencies only, a HEALTHCHECK on /readyz, data under a volume). compose.yaml: valid against the Compose
// Specification's JSON schema (deploy/compose-spec.json, vendored unchanged from compose-spec/compose-spec
// schema/compose-spec.json at 170098ba07d9, Apache-2.0),
// plus the cluster recipe's topology (PostgreSQL with a health check, 2 or more app replicas behind nginx,
// TRUST_PROXY set to the subnet of the network nginx and the app share, declared in the file; nginx with
// deploy/nginx/insight-proxy.conf). Prints {"problems": [...]} and exits 1 when any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { validate } from 'dockerfile-utils';
import yaml from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dockerfilePath = path.resolve(process.argv[2] ?? path.join(root, 'Dockerfile'));
const composePath = path.resolve(process.argv[3] ?? path.join(root, 'compose.yaml'));
const problems = [];

// ── Dockerfile ───────────────────────────────────────────────────────────────────────────────────────────
const dockerfile = readFileSync(dockerfilePath, 'utf8');
for (const d of validate(dockerfile)) {
  problems.push(`Dockerfile:${d.range.start.line + 1}: ${d.message} (${d.severity === 1 ? 'error' : 'warning'})`);
}
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages = instructions.filter((line) => /^FROM\s/i.test(line));
if (stages.length < 2) problems.push('Dockerfile: not multi-stage (one FROM)');
const last = instructions.slice(instructions.lastIndexOf(stages.at(-1)));
const user = last.filter((line) => /^USER\s/i.test(line)).at(-1);
if (!user || /^USER\s+(root|0)(\s|:|$)/i.test(user)) problems.push('Dockerfile: the final stage runs as root');
if (!last.some((line) => /^HEALTHCHECK\s.*\/readyz/i.test(line))) {
  problems.push('Dockerfile: no HEALTHCHECK on /readyz in the final stage');
}
if (!last.some((line) => /^VOLUME\s/i.test(line))) problems.push('Dockerfile: no VOLUME for the data');
if (!instructions.some((line) => /^RUN\s+npm ci\b.*--omit=dev/.test(line))) {
  problems.push('Dockerfile: no production-only install (npm ci --omit=dev)');
}

// ── compose.yaml ─────────────────────────────────────────────────────────────────────────────────────────
const compose = yaml.load(readFileSync(composePath, 'utf8'));
const schema = JSON.parse(readFileSync(path.join(root, 'deploy/compose-spec.json'), 'utf8'));
// ajv 6 speaks draft-07; the schema's $schema names the draft-07 meta-schema by its https address.
const ajv = new Ajv({ allErrors: true, validateSchema: false, unknownFormats: 'ignore' });
const valid = ajv.validate({ ...schema, $schema: undefined }, compose);
if (!valid) {
  for (const e of ajv.errors ?? []) {
    problems.push(`compose.yaml${e.dataPath}: ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
}
const services = compose?.services ?? {};
const postgres = Object.values(services).find((s) => /^postgres/.test(s?.image ?? ''));
const nginx = Object.values(services).find((s) => /^nginx/.test(s?.image ?? ''));
const apps = Object.values(services).filter((s) => s?.build !== undefined);
if (!postgres?.healthcheck) problems.push('compose.yaml: no PostgreSQL service with its own healthcheck');
if (apps.length !== 1) problems.push('compose.yaml: expected one app service built from the Dockerfile');
const app = apps[0];
if (app) {
  if (!((app.deploy?.replicas ?? 1) >= 2)) problems.push('compose.yaml: fewer than 2 app replicas');
  problems.push(...trustProxyProblems(app, nginx));
  if (!/^postgres:\/\//.test(app.environment?.DATABASE_URL ?? '')) problems.push('compose.yaml: no DATABASE_URL');
  const healthy = Object.values(app.depends_on ?? {}).some((d) => d?.condition === 'service_healthy');
  if (!healthy) problems.push('compose.yaml: the app does not wait for a healthy PostgreSQL');
  // Metrics are for the private network: the app may expose its METRICS_PORT to other services, never publish it.
  const metricsPort = app.environment?.METRICS_PORT;
  const published = (app.ports ?? []).map((p) =>
    String(typeof p === 'object' ? p.target : p)
      .split(':')
      .at(-1),
  );
  if (metricsPort !== undefined && published.some((p) => p.split('/')[0] === String(metricsPort))) {
    problems.push('compose.yaml: the app publishes its METRICS_PORT (metrics stay on the private network)');
  }
}
if (!nginx?.volumes?.some((v) => String(v).includes('deploy/nginx/insight-proxy.conf'))) {
  problems.push('compose.yaml: nginx does not use deploy/nginx/insight-proxy.conf (the cluster recipe does)');
}

/** A service's networks by name (a list or a map in Compose; none given: the project's default network). */
function networksOf(service) {
  const given = service?.networks;
  if (given === undefined || given === null) return ['default'];
  return Array.isArray(given) ? given.map(String) : Object.keys(given);
}

/**
 * TRUST_PROXY must name nginx, not count hops (a hop count believes whoever connects): the subnet of a network
 * nginx and the app share, fixed by an ipam subnet in this file so that it cannot move.
 */
function trustProxyProblems(app, nginx) {
  const value = String(app.environment?.TRUST_PROXY ?? '').trim();
  if (value === '' || value === '0' || value === 'false') {
    return ["compose.yaml: the app lacks TRUST_PROXY (the subnet of nginx's network)"];
  }
  if (/^\d+$/.test(value)) {
    return [
      `compose.yaml: TRUST_PROXY=${value} is a hop count, which believes whoever connects: set it to the subnet of nginx's network`,
    ];
  }
  const shared = networksOf(nginx).filter((name) => networksOf(app).includes(name));
  const subnets = shared.flatMap((name) =>
    (compose.networks?.[name]?.ipam?.config ?? []).map((c) => c?.subnet).filter(Boolean),
  );
  if (subnets.length === 0) {
    return [
      'compose.yaml: nginx and the app share no network with a subnet declared under networks (TRUST_PROXY needs a fixed one)',
    ];
  }
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!entries.every((entry) => subnets.includes(entry))) {
    return [
      `compose.yaml: TRUST_PROXY (${value}) is not the subnet of the network nginx and the app share (${subnets.join(', ')})`,
    ];
  }
  return [];
}

const cluster = readFileSync(path.join(root, 'scripts/operate/cluster.mjs'), 'utf8');
if (!cluster.includes("'deploy/nginx/insight-proxy.conf'")) {
  problems.push('scripts/operate/cluster.mjs does not include deploy/nginx/insight-proxy.conf (compose.yaml does)');
}

console.log(JSON.stringify({ problems }, null, 2));
process.exit(problems.length > 0 ? 1 : 0);
