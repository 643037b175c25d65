import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestServer } from '../test/harness.js';
import { listMigrations, migrate, MIGRATIONS_DIR } from './migrate.js';

describe('migrations', () => {
  it('lists the numbered files in order, core ones below 0100', () => {
    const all = listMigrations();
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((m) => m.version)).toEqual([...all.map((m) => m.version)].sort((a, b) => a - b));
    expect(all[0]).toMatchObject({ version: 1, name: 'users_and_auth' });
    expect(MIGRATIONS_DIR.endsWith(path.join('packages', 'server', 'migrations'))).toBe(true);
  });

  it('refuses two files with one number', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'insight-mig-'));
    try {
      writeFileSync(path.join(dir, '0001_a.sql'), 'SELECT 1;');
      writeFileSync(path.join(dir, '0001_b.sql'), 'SELECT 1;');
      expect(() => listMigrations(dir)).toThrow(/0*1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs once: a second run applies nothing, and a failing file leaves no trace', { timeout: 120_000 }, async () => {
    const t = await createTestServer();
    const dir = mkdtempSync(path.join(tmpdir(), 'insight-mig-'));
    try {
      const handle = t.app.ctx.dbHandle;
      expect(await migrate(handle)).toEqual([]);
      writeFileSync(path.join(dir, '9001_ok.sql'), 'CREATE TABLE mig_test_a (id int);');
      writeFileSync(path.join(dir, '9002_bad.sql'), 'CREATE TABLE mig_test_b (id int);\nSELECT * FROM no_such_table;');
      await expect(migrate(handle, dir)).rejects.toThrow();
      const tables = await handle.withSession((s) =>
        s.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE 'mig_test_%' ORDER BY 1",
        ),
      );
      // 9001 stayed applied; 9002 left nothing behind, not even its first statement.
      expect(tables.map((row) => row.name)).toEqual(['mig_test_a']);
      const versions = await handle.withSession((s) =>
        s.query<{ version: number }>('SELECT version FROM schema_migrations WHERE version >= 9000 ORDER BY 1'),
      );
      expect(versions.map((row) => Number(row.version))).toEqual([9001]);
      // Fixed, it runs on the next start.
      writeFileSync(path.join(dir, '9002_bad.sql'), 'CREATE TABLE mig_test_b (id int);');
      expect(await migrate(handle, dir)).toEqual([9002]);
      expect(await migrate(handle, dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await t.close();
    }
  });

  it('keeps generated secrets in DATA_DIR/secrets.json across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'insight-data-'));
    try {
      const first = loadConfig({ DATA_DIR: dir });
      const second = loadConfig({ DATA_DIR: dir });
      expect(first.jwtSecret).toHaveLength(64);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.xsrfSecret).toBe(first.xsrfSecret);
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-env' }).jwtSecret).toBe('from-env');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
