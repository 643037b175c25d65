/**
 * migrations/0250 on a database that already holds invitations and mails, on PGlite and (under
 * scripts/test/with-postgres.sh) PostgreSQL: each row becomes the account's that held its address when it was
 * written, as far as the outbox can tell (features/recipients/service.ts), and nobody's for good where someone may
 * have left the address after it.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/harness.js';
import { fromPglite, type DbHandle } from './client.js';
import { listMigrations, migrate } from './migrate.js';
import { FRESH_TEST_PGLITE } from '../test/pglite-options.js';

const BACKFILL = 250;

let handle: DbHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.DATABASE_URL);
    handle = created.handle;
    drop = async () => {
      await created.handle.close();
      await created.drop();
    };
  } else {
    const client = await PGlite.create(FRESH_TEST_PGLITE);
    handle = fromPglite(client);
    drop = () => handle.close();
  }
}, 120_000);

afterAll(async () => {
  await drop?.();
});

const query = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  handle.withSession((s) => s.query<R>(text, params));

describe('migrations/0250: whose the invitations and mails written before it are', () => {
  it(
    'the holder’s after the last holder left; nobody’s where a holder may have left after them',
    { timeout: 120_000 },
    async () => {
      // The database as it was before 0250.
      const before = mkdtempSync(path.join(tmpdir(), 'insight-0250-'));
      try {
        for (const migration of listMigrations().filter((m) => m.version < BACKFILL)) {
          cpSync(migration.file, path.join(before, path.basename(migration.file)));
        }
        await migrate(handle, before);
      } finally {
        rmSync(before, { recursive: true, force: true });
      }
      // Ann held ann@ (proven), moved to ann2@ on 1-5; Bob registered ann@ on 1-7 and proved it on 1-8. Cy has held
      // cy@ since 2025 and proved it on 1-1. Carl deleted his account on 1-3. Nobody has dora@.
      const ids = await query<{ id: number; email: string }>(
        `INSERT INTO users (email, first_name, last_name, gender, password_hash, created_at, updated_at, email_verified_at)
       VALUES ('ann2@example.com', 'Ann', 'A', 'F', 'x', '2025-12-01', '2026-01-05', '2026-01-05'),
              ('ann@example.com', 'Bob', 'B', 'M', 'x', '2026-01-07', '2026-01-08', '2026-01-08'),
              ('cy@example.com', 'Cy', 'C', 'M', 'x', '2025-12-01', '2026-01-01', '2026-01-01'),
              ('ivy@example.com', 'Ivy', 'I', 'F', 'x', '2025-12-01', '2025-12-01', '2025-12-01')
       RETURNING id, email`,
      );
      const id = (email: string) => ids.find((row) => row.email === email)?.id;
      const ivy = id('ivy@example.com');
      await query(
        `INSERT INTO connection_requests
         (requester_id, recipient_first_name, recipient_last_name, recipient_email, status, created_at, updated_at)
       VALUES ($1, 'R1', 'Ann''s time', 'ann@example.com', 'rejected', '2026-01-02', '2026-01-02'),
              ($1, 'R2', 'between them', 'ann@example.com', 'cancelled', '2026-01-06', '2026-01-06'),
              ($1, 'R3', 'Bob''s time', 'ann@example.com', 'pending', '2026-01-09', '2026-01-09'),
              ($1, 'R4', 'nobody yet', 'dora@example.com', 'pending', '2026-01-03', '2026-01-03'),
              ($1, 'R5', 'before Cy proved', 'cy@example.com', 'pending', '2025-12-15', '2025-12-15')`,
        [ivy],
      );
      await query(
        `INSERT INTO mail_outbox (to_address, from_address, subject, text_body, html_body, created_at)
       VALUES ('ann@example.com', 'x', 'M1 Confirm your Insight e-mail address', '', '', '2026-01-01'),
              ('ann@example.com', 'x', 'Your Insight email address was changed', 'M2', '', '2026-01-05'),
              ('ann@example.com', 'x', 'M3 Gus invites you to join Insight', '', '', '2026-01-06'),
              ('ann@example.com', 'x', 'M4 Confirm your Insight e-mail address', '', '', '2026-01-07'),
              ('ann2@example.com', 'x', 'M5 Confirm your Insight e-mail address', '', '', '2026-01-04'),
              ('carl@example.com', 'x', 'M6 Someone tried to register', '', '', '2026-01-02'),
              ('carl@example.com', 'x', 'Your Insight account has been deleted', 'M7', '', '2026-01-03'),
              ('dora@example.com', 'x', 'M8 Ivy invites you to join Insight', '', '', '2026-01-03'),
              ('cy@example.com', 'x', 'M9 Confirm your Insight e-mail address', '', '', '2025-12-01')`,
      );

      expect(await migrate(handle)).toEqual(
        listMigrations()
          .filter((m) => m.version >= BACKFILL)
          .map((m) => m.version),
      );

      const requests = await query<{ name: string; owner: number | null; claimable: boolean }>(
        `SELECT recipient_first_name AS name, recipient_user_id AS owner, recipient_claimable AS claimable
         FROM connection_requests ORDER BY name`,
      );
      expect(requests).toEqual([
        { name: 'R1', owner: null, claimable: false },
        { name: 'R2', owner: id('ann@example.com'), claimable: true },
        { name: 'R3', owner: id('ann@example.com'), claimable: true },
        { name: 'R4', owner: null, claimable: true },
        { name: 'R5', owner: id('cy@example.com'), claimable: true },
      ]);
      const mails = await query<{ name: string; owner: number | null; claimable: boolean }>(
        `SELECT CASE WHEN subject LIKE 'M%' THEN left(subject, 2) ELSE text_body END AS name,
              recipient_user_id AS owner, recipient_claimable AS claimable
         FROM mail_outbox ORDER BY name`,
      );
      expect(mails).toEqual([
        { name: 'M1', owner: null, claimable: false },
        { name: 'M2', owner: null, claimable: false },
        { name: 'M3', owner: id('ann@example.com'), claimable: true },
        { name: 'M4', owner: id('ann@example.com'), claimable: true },
        { name: 'M5', owner: id('ann2@example.com'), claimable: true },
        { name: 'M6', owner: null, claimable: false },
        { name: 'M7', owner: null, claimable: false },
        { name: 'M8', owner: null, claimable: true },
        { name: 'M9', owner: id('cy@example.com'), claimable: true },
      ]);
    },
  );
});
