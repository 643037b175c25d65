/** `npm run db:migration -- <name>`: writes the migration the schema's changes need (see schema-history.ts). */
import path from 'node:path';
import { writeNextMigration } from './schema-history.js';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:migration -- <name>   (lower-case letters, digits and _)');
  process.exit(2);
}
const file = await writeNextMigration(name);
console.log(
  file
    ? `Wrote ${path.relative(process.cwd(), file)} and migrations/schema.json. Read the SQL before you commit it.`
    : 'The schema and the migrations agree: there is nothing to generate.',
);
