import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

// The server's test files are split in two vitest projects by their names (vite.config.ts): `server`, the files on
// the run's database (the harness's: npm test runs them on PGlite, then again on PostgreSQL), and `server-pure`,
// *.pure.test.ts, the files that do not use it (run once: parsers, scoring, pages; db/schema.pure.test.ts opens
// in-memory PGlite databases of its own). The name is a declaration; this test holds each file to it by what the
// file loads.
const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'packages/server/src');
const HARNESS = path.join(src, 'test/harness.ts');

const testFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join(src, file))
  .sort();
const pure = testFiles.filter((file) => file.endsWith('.pure.test.ts'));
const onDatabase = testFiles.filter((file) => !file.endsWith('.pure.test.ts'));

const parsed = new Map<string, string[]>();
/** The modules a file loads when it runs: its static imports and re-exports, leaving out type-only ones. */
function loadedModules(file: string): string[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  parsed.set(file, specifiers);
  return specifiers;
}

/** A relative specifier's file ('./x.js' is x.ts, as NodeNext writes it), or undefined for a package. */
function resolveLocal(specifier: string, from: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/** Every file of the repository a test file loads, through any number of local imports. */
function reachable(file: string): Set<string> {
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const specifier of loadedModules(next)) {
      const local = resolveLocal(specifier, next);
      if (local && !seen.has(local)) {
        seen.add(local);
        queue.push(local);
      }
    }
  }
  return seen;
}

/** How a test file reaches the run's database: the harness (itself or through a helper), PostgreSQL's driver, or
 * the address of the run's database. */
function runDatabaseUse(file: string): string | undefined {
  if (reachable(file).has(HARNESS)) return 'the test harness';
  if (loadedModules(file).includes('pg')) return "PostgreSQL's driver (pg)";
  if (/process\.env(\.DATABASE_URL|\[['"]DATABASE_URL['"]\])/.test(readFileSync(file, 'utf8'))) return 'DATABASE_URL';
  return undefined;
}

const relative = (file: string) => path.relative(root, file);

describe('the server tests on a database and the pure ones (vite.config.ts projects server and server-pure)', () => {
  it('finds both kinds', () => {
    expect(pure.length).toBeGreaterThan(5);
    expect(onDatabase.length).toBeGreaterThan(20);
  });

  it("no *.pure.test.ts file uses the run's database: not the harness, nor pg, nor DATABASE_URL", () => {
    const offenders = pure.flatMap((file) => {
      const use = runDatabaseUse(file);
      return use ? [`${relative(file)} uses ${use}: rename it to *.test.ts`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('every other server test file uses the test harness, so it is worth its PostgreSQL pass', () => {
    const offenders = onDatabase.flatMap((file) =>
      reachable(file).has(HARNESS) ? [] : [`${relative(file)} does not use the harness: rename it to *.pure.test.ts`],
    );
    expect(offenders).toEqual([]);
  });

  it('the projects take the files by that name, and only the database project has the database setup', () => {
    type Project = {
      test?: { name?: string; include?: string[]; exclude?: string[]; globalSetup?: string[] | string };
    };
    const projects = (config.test?.projects ?? []) as Project[];
    const named = (name: string) => projects.find((project) => project.test?.name === name)?.test;
    expect(named('server')?.include).toEqual(['src/**/*.test.ts']);
    expect(named('server')?.exclude).toContain('src/**/*.pure.test.ts');
    expect(String(named('server')?.globalSetup)).toMatch(/pglite-template\.ts$/);
    expect(named('server-pure')?.include).toEqual(['src/**/*.pure.test.ts']);
    expect(named('server-pure')?.globalSetup).toBeUndefined();
  });
});
