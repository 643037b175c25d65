import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/operate/check-deploy.mjs: the Dockerfile by a linter from npm, compose.yaml against the Compose
// Specification's schema, both against the cluster recipe's topology. No container runtime is reachable here: this is
// the check.
const root = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'insight-deploy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function check(dockerfile?: string, compose?: string): { status: number; problems: string[] } {
  const args = [path.join(root, 'scripts/operate/check-deploy.mjs')];
  args.push(dockerfile === undefined ? path.join(root, 'Dockerfile') : write('Dockerfile', dockerfile));
  args.push(compose === undefined ? path.join(root, 'compose.yaml') : write('compose.yaml', compose));
  try {
    const out = execFileSync(process.execPath, args, { encoding: 'utf8' });
    return { status: 0, ...(JSON.parse(out) as { problems: string[] }) };
  } catch (error) {
    const failure = error as { status: number; stdout: string };
    return { status: failure.status, ...(JSON.parse(failure.stdout) as { problems: string[] }) };
  }
}
function write(name: string, text: string): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}-${name}`);
  writeFileSync(file, text);
  return file;
}
const ours = (name: string) => readFileSync(path.join(root, name), 'utf8');

describe('the container files', () => {
  it('the Dockerfile and compose.yaml pass the linter, the schema and the topology rules', () => {
    expect(check()).toEqual({ status: 0, problems: [] });
  });

  it('the linter finds a broken instruction', () => {
    const result = check(`${ours('Dockerfile')}\nEXPOSE not-a-port\nHEALTHCHECK --interval=ten CMD true\n`);
    expect(result.status).toBe(1);
    expect(result.problems.some((p) => p.startsWith('Dockerfile:'))).toBe(true);
  });

  it('a single-stage image running as root without a health check is refused', () => {
    const result = check('FROM node:20-bookworm-slim\nRUN npm ci\nCMD ["node", "main.js"]\n');
    expect(result.problems).toEqual(
      expect.arrayContaining([
        'Dockerfile: not multi-stage (one FROM)',
        'Dockerfile: the final stage runs as root',
        'Dockerfile: no HEALTHCHECK on /readyz in the final stage',
        'Dockerfile: no VOLUME for the data',
        'Dockerfile: no production-only install (npm ci --omit=dev)',
      ]),
    );
  });

  it('the schema refuses what Compose would refuse', () => {
    const result = check(
      undefined,
      ours('compose.yaml').replace('    restart: unless-stopped\n', '    restart: unless-stopped\n    replica: 2\n'),
    );
    expect(result.status).toBe(1);
    expect(result.problems.join('\n')).toMatch(/additionalProperty.*replica/);
    const ports = check(undefined, ours('compose.yaml').replace("      - '${PORT:-8080}:80'", '      - { bad: true }'));
    expect(ports.status).toBe(1);
  });

  it('a published metrics port breaks the topology (metrics stay on the private network)', () => {
    const result = check(
      undefined,
      ours('compose.yaml').replace('    expose:\n', "    ports:\n      - '19464:9464'\n    expose:\n"),
    );
    expect(result.status).toBe(1);
    expect(result.problems).toContain(
      'compose.yaml: the app publishes its METRICS_PORT (metrics stay on the private network)',
    );
  });

  it('one replica, no TRUST_PROXY or a PostgreSQL without a health check break the topology', () => {
    const result = check(
      undefined,
      ours('compose.yaml')
        .replace('replicas: 2', 'replicas: 1')
        .replace('TRUST_PROXY: 172.28.0.0/24', "TRUST_PROXY: '0'")
        .replace(/ {4}healthcheck:\n(?: {6}.*\n)+/, ''),
    );
    expect(result.problems).toEqual(
      expect.arrayContaining([
        'compose.yaml: fewer than 2 app replicas',
        "compose.yaml: the app lacks TRUST_PROXY (the subnet of nginx's network)",
        'compose.yaml: no PostgreSQL service with its own healthcheck',
      ]),
    );
  });

  it("TRUST_PROXY is nginx's network, fixed in the file: not a hop count, not another range, not a network with no subnet", () => {
    const compose = ours('compose.yaml');
    expect(check(undefined, compose.replace('TRUST_PROXY: 172.28.0.0/24', "TRUST_PROXY: '1'")).problems).toEqual([
      "compose.yaml: TRUST_PROXY=1 is a hop count, which believes whoever connects: set it to the subnet of nginx's network",
    ]);
    expect(check(undefined, compose.replace('TRUST_PROXY: 172.28.0.0/24', 'TRUST_PROXY: 10.0.0.0/8')).problems).toEqual(
      [
        'compose.yaml: TRUST_PROXY (10.0.0.0/8) is not the subnet of the network nginx and the app share (172.28.0.0/24)',
      ],
    );
    const unfixed = compose.replace(/ {4}ipam:\n(?: {6,}.*\n)+/, '');
    expect(unfixed).not.toContain('ipam');
    expect(check(undefined, unfixed).problems).toEqual([
      'compose.yaml: nginx and the app share no network with a subnet declared under networks (TRUST_PROXY needs a fixed one)',
    ]);
  });
});
