/** What the limits files share (limits-counters.test.ts, limits-invitations-and-registration.test.ts). */
import type { TestServer } from '../../test/harness.js';

/** Starting a server (migrations, seed) can take long on a busy machine. */
export const STARTUP_MS = 180_000;

export const sql = <R extends Record<string, unknown>>(t: TestServer, text: string, params: unknown[] = []) =>
  t.app.ctx.dbHandle.withSession((s) => s.query<R>(text, params));
