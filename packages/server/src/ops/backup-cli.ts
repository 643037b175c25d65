/**
 * npm run backup -- [file]   (default: insight-backup-<time>.tgz, or .dump on PostgreSQL)
 * npm run restore -- <file>
 * The database is the server's: DATABASE_URL when set (pg_dump / pg_restore into an empty database), else the
 * PGlite database of DATA_DIR (default ./data; restore needs a new or empty folder). Prints one line of JSON.
 */
import path from 'node:path';
import { backupKind, backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup.js';

const [command, given] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');

async function main(): Promise<void> {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = given ?? `insight-backup-${stamp}.${databaseUrl ? 'dump' : 'tgz'}`;
    const result = databaseUrl ? await backupPostgres(databaseUrl, file) : await backupPglite(dataDir, file);
    console.log(JSON.stringify(result));
    return;
  }
  if (command === 'restore' && given) {
    const kind = backupKind(given);
    if (kind === undefined) throw new Error(`${given} is neither an Insight PGlite backup nor a pg_dump file.`);
    if (kind === 'postgres' && !databaseUrl) throw new Error(`${given} is a PostgreSQL dump: set DATABASE_URL.`);
    if (kind === 'pglite' && databaseUrl) throw new Error(`${given} is a PGlite backup: unset DATABASE_URL.`);
    if (kind === 'postgres' && databaseUrl) await restorePostgres(given, databaseUrl);
    else await restorePglite(given, dataDir);
    console.log(JSON.stringify({ restored: given, into: kind === 'postgres' ? 'DATABASE_URL' : dataDir }));
    return;
  }
  throw new Error('Usage: npm run backup -- [file]  |  npm run restore -- <file>  (DATABASE_URL or DATA_DIR)');
}

main().catch((error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
