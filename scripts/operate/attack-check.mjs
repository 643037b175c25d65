// `npm run attack:check` (after `npm run build -w @insight/api && npm run build -w @insight/server`): the ten findings of
// issue 34 tried from outside, as an attacker would: over real HTTP against the built server process, on a free
// loopback port with a throw-away DATA_DIR, the sandbox outbox read over HTTP (/sandbox/mail.json). One line per
// check, ✓ or ✗; exits 1 on any ✗.
// The server trusts X-Forwarded-For from 127.0.0.1 only (TRUST_PROXY=127.0.0.1): this script speaks as that proxy
// (each password-reset story from a client address of its own, as the server tests do) and, for finding 8, as a
// client that connects from 127.0.0.2, whose forged X-Forwarded-For must count for nothing.
// Each finding is a module of attack-checks/; the ✓/✗ lines and the HTTP they share are attack-checks/client.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../bench/bench-server-process.mjs';
import { answersOk, waitUntil } from '../shared/wait-until.mjs';
import { addressChangesHands } from './attack-checks/address-changes-hands.mjs';
import { backupFileMode } from './attack-checks/backup-mode.mjs';
import { changeMailLimit } from './attack-checks/change-mail-limit.mjs';
import { check, freePort, results, useServer } from './attack-checks/client.mjs';
import { onlyPostConfirms } from './attack-checks/confirm-link.mjs';
import { forgedForwardedFor } from './attack-checks/forwarded-for.mjs';
import { invitationLinkProvesNothing } from './attack-checks/invitation-link.mjs';
import { parkedChangeDies } from './attack-checks/parked-change.mjs';
import { revocationAnswer } from './attack-checks/revocation.mjs';
import { unprovenAccount } from './attack-checks/unproven-account.mjs';
import { withdrawChange } from './attack-checks/withdraw-change.mjs';

const started = Date.now();

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'insight-attack-'));
const env = { ...process.env };
for (const name of Object.keys(env)) {
  if (/^(FOXYCART_|DATABASE_URL|SMTP_URL|JWT_SECRET|XSRF_SECRET|METRICS_)/.test(name)) delete env[name];
}
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: base,
    SANDBOX: 'on',
    NODE_ENV: 'test',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'error',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
useServer(base);

// ---------------------------------------------------------------------------------------------------------------

try {
  const up = await waitUntil(() => server.exitCode !== null || answersOk(`${base}/healthz`)(), {
    withinMs: 90_000,
    everyMs: 200,
  });
  if (!up || server.exitCode !== null) throw new Error(`the server did not start (exit code ${server.exitCode})`);
  check('the built server starts with SANDBOX=on, NODE_ENV=test, TRUST_PROXY=127.0.0.1', true);

  await parkedChangeDies();
  await unprovenAccount();
  await onlyPostConfirms();
  await changeMailLimit();
  await invitationLinkProvesNothing();
  await withdrawChange();
  await addressChangesHands();
  await forgedForwardedFor();
  await backupFileMode(env, dataDir);
  await revocationAnswer();
} catch (error) {
  check('the run went through', false, error instanceof Error ? error.message : String(error));
} finally {
  stop();
}

const failed = results.filter((ok) => !ok).length;
console.log(
  `${failed === 0 ? '✓' : '✗'} ${results.length - failed}/${results.length} checks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed === 0 ? 0 : 1);
