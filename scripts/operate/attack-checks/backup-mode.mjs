// npm run backup of the serving DATA_DIR writes a file only its owner may read: finding 9 of the attack check.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../bench/bench-server-process.mjs';
import { check } from './client.mjs';

// 9. npm run backup of the serving DATA_DIR: a file of mode 0600.
export async function backupFileMode(env, dataDir) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'insight-attack-backup-'));
  const file = path.join(outDir, 'insight.tgz');
  try {
    const done = spawnSync('npm', ['run', '--silent', 'backup', '--', file], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 120_000,
    });
    let mode = '';
    try {
      mode = (statSync(file).mode & 0o777).toString(8);
    } catch {
      mode = 'no file';
    }
    check(
      `9 npm run backup of the serving DATA_DIR makes a file of mode 0600 (${mode})`,
      done.status === 0 && mode === '600',
      `exit ${done.status}, ${(done.stderr || done.stdout || '').trim().slice(0, 200)}`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
