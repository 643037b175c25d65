/**
 * How the tests' PGlite databases start (the product's own, db/client.ts, keep PostgreSQL's defaults). Both
 * settings cost at every start, in WebAssembly, and buy nothing for a database of a few hundred rows:
 * - a 16 MB buffer cache instead of 128 MB: the cache is zeroed at each start. A start from the migrated
 *   template (test/pglite-template.ts) took 1.0–1.3 s here with 128 MB, 0.3–0.5 s with 16 MB;
 * - WAL segments of 1 MB instead of 16 MB, for a database made from nothing (initdb fills its first
 *   segment with zeros, and a dump carries it). initdb: 4.5 s → 2.0 s with both; the template's dump 42 MB → 30 MB.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

const BUFFERS = ['-c', 'shared_buffers=16MB'];

/** Options of a test database made from nothing: initdb, then the server's migrations are up to the test. */
export const FRESH_TEST_PGLITE: PGliteOptions = {
  initDbStartParams: ['--wal-segsize=1', ...BUFFERS],
  startParams: [...PGlite.defaultStartParams, ...BUFFERS],
};

/** Options of a test database loaded from a dump (the harness's, from the migrated template). */
export const loadedTestPglite = (dump: Blob): PGliteOptions => ({
  loadDataDir: dump,
  startParams: [...PGlite.defaultStartParams, ...BUFFERS],
});
