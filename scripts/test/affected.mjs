// What a change on the working tree affects, for `npm run check` (scripts/test/check.mjs): the story files and the
// journeys to run again. Read from the sources' own imports, not guessed from names:
// - a module graph of packages/*/src, stories/ and tests/e2e (relative imports and the workspace packages'
//   entries: @insight/ui, @insight/api, @insight/app and their subpaths, as their package.json `exports` say);
// - a changed module affects what imports it; through a barrel (a file that only re-exports), only the importers
//   that import one of the names the changed modules give it (a change to Button reaches the stories that import
//   Button from '@insight/ui', not every story that imports anything from it);
// - journeys (tests/e2e/*.spec.ts) import texts, not screens: a journey is affected by a change under
//   packages/app/src/screens/<dir> or packages/server/src/features/<dir> when it visits that screen or feature, as
//   declared in JOURNEYS_BY_AREA below (a new journey adds itself there; the table is checked against the files).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const ROOTS = ['packages/ui/src', 'packages/api/src', 'packages/app/src', 'packages/server/src', 'stories', 'tests'];

/** The journeys that walk each screen directory or server feature (the rest of a journey's path is set-up). */
export const JOURNEYS_BY_AREA = {
  'app:address': ['sign-in', 'profile'],
  'app:auth': ['sign-in', 'purchase', 'prerender', 'narrow'],
  'app:connections': ['connections', 'notifications'],
  'app:contact': ['aria'],
  'app:error': ['sign-in'],
  'app:library': ['traits', 'purchase', 'prerender', 'connections', 'insight'],
  'app:notifications': ['notifications'],
  'app:profile': ['profile', 'account-data', 'appearance'],
  'app:purchase': ['purchase'],
  'app:traits': ['traits', 'notifications', 'insight'],
  'server:account': ['account-data', 'profile'],
  'server:auth': ['sign-in'],
  'server:cart': ['purchase'],
  'server:connections': ['connections', 'notifications'],
  'server:notifications': ['notifications'],
  'server:purchases': ['purchase'],
  'server:reports': ['traits', 'purchase', 'insight'],
  'server:survey': ['purchase', 'insight'],
};

/**
 * The screen stories of each screen directory (and the app's words for it): the screen stories draw the whole app at
 * an address (stories/screens/support.tsx), so no import leads from a screen to its stories.
 */
export const SCREEN_STORIES_BY_AREA = {
  address: ['ConfirmEmail'],
  auth: ['Login', 'Register', 'RecoverPassword', 'ResetPassword'],
  connections: ['Connections', 'ConnectionsDialogs', 'LibraryConnections'],
  contact: ['SignedInLayout'],
  error: ['Error'],
  layout: ['SignedInLayout'],
  library: ['Library', 'LibraryConnections', 'SurveyReturn'],
  notifications: ['Notifications'],
  profile: ['Profile'],
  purchase: ['PurchaseMap', 'PurchasePackage', 'StoreSso'],
  traits: ['Compare', 'Circle', 'Library'],
};

/** The screen story files a change to the app's screens, layout or words touches. */
export function affectedScreenStories(changed) {
  const stories = new Set();
  for (const file of changed) {
    const area =
      /^packages\/app\/src\/screens\/([^/]+)\//.exec(file)?.[1] ??
      /^packages\/app\/src\/texts\/([^/.]+)\.ts$/.exec(file)?.[1] ??
      (/^packages\/app\/src\/layout\//.test(file) ? 'layout' : undefined);
    if (!area || /\.test\.tsx?$/.test(file)) continue;
    const words = { pages: ['library', 'auth'], common: ['layout'], purchase: ['purchase'] }[area] ?? [area];
    for (const name of words.flatMap((word) => SCREEN_STORIES_BY_AREA[word] ?? [])) {
      stories.add(`stories/screens/${name}.stories.tsx`);
    }
  }
  return [...stories].filter((file) => existsSync(file)).sort();
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext))) out.push(full);
  }
  return out;
}

/** The workspace packages' entries: specifier → file. */
function packageEntries(root) {
  const entries = new Map();
  for (const pkg of ['ui', 'api', 'app']) {
    const dir = path.join(root, 'packages', pkg);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const exportsField = manifest.exports ?? {};
    for (const [subpath, target] of Object.entries(exportsField)) {
      const file = typeof target === 'string' ? target : (target.source ?? target.import ?? target.default);
      if (typeof file !== 'string' || !/\.(t|j)sx?$/.test(file) || !file.includes('src/')) continue;
      entries.set(
        `${manifest.name}${subpath === '.' ? '' : subpath.slice(1)}`,
        path.relative(root, path.join(dir, file)),
      );
    }
    if (!entries.has(manifest.name)) entries.set(manifest.name, `packages/${pkg}/src/index.ts`);
  }
  return entries;
}

function resolveRelative(fromFile, spec, files) {
  const base = path.normalize(path.join(path.dirname(fromFile), spec));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base.replace(/\.(m?js)$/, '') + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

const IMPORT =
  /(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** The names an import clause takes ('*' for a namespace, a re-export of everything, or a bare import). */
function namesOf(clause) {
  if (!clause || /\*/.test(clause)) return ['*'];
  const braces = /\{([\s\S]*)\}/.exec(clause)?.[1];
  const names = braces
    ? braces
        .split(',')
        .map((part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim(),
        )
        .filter(Boolean)
    : [];
  const defaultName = clause
    .replace(/\{[\s\S]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (defaultName) names.push('default');
  return names;
}

const EXPORTED =
  /export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;

/** The module graph: for each file, what it imports (file, names) and what it exports by its own declarations. */
export function moduleGraph(root) {
  const list = ROOTS.flatMap((dir) => walk(path.join(root, dir))).map((file) => path.relative(root, file));
  const files = new Set(list);
  const entries = packageEntries(root);
  const graph = new Map();
  for (const file of list) {
    const source = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const imports = [];
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[3] ?? match[4] ?? match[5];
      const target = spec.startsWith('.') ? resolveRelative(file, spec, files) : entries.get(spec);
      if (target) imports.push({ target, names: match[3] ? namesOf(match[2]) : ['*'] });
    }
    const exported = [...source.matchAll(EXPORTED)].map((match) => match[1]);
    const statements = source
      .split(/;|\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const barrel =
      statements.length > 0 &&
      statements.every((line) => /^export\s.*\sfrom\s|^export\s*\*|^['"}]|^[\w$,\s]*$/.test(line));
    graph.set(file, { imports, exported, barrel: barrel && imports.length > 0 });
  }
  return graph;
}

/** Whether `file` is in the folder of one of `changed` (a screen's own parts: ReportView → LibraryScreen). */
const sameFolder = (file, changed) => changed.some((other) => path.dirname(other) === path.dirname(file));

/**
 * The files a change to `changed` reaches: each changed module, what imports it, and so on. A module reached
 * passes the change on under every name (its code changed); a barrel passes on only the names it was given (a
 * changed module's own exported names), and an importer of a barrel is reached only through a name it imports.
 * `throughModules: false`: only the changed modules and their direct importers (barrels passed through): the
 * stories of a changed component, not every story of a screen that draws it somewhere.
 */
export function affectedFiles(graph, changed, { throughModules = true } = {}) {
  const importers = new Map();
  for (const [file, { imports }] of graph) {
    for (const { target, names } of imports) {
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push({ file, names });
    }
  }
  /** file → the names under which the change leaves it ('*': every name). */
  const carried = new Map();
  const queue = [];
  const reach = (file, names) => {
    const before = carried.get(file) ?? new Set();
    const next = new Set([...before, ...names]);
    if (carried.has(file) && next.size === before.size) return;
    carried.set(file, next);
    queue.push(file);
  };
  for (const file of changed) if (graph.has(file)) reach(file, ['*']);
  while (queue.length > 0) {
    const file = queue.shift();
    const node = graph.get(file);
    const names = carried.get(file);
    // The names this module gives away: all of its own declarations when it changed inside ('*').
    const given = names.has('*') && !node.barrel && node.exported.length > 0 ? new Set(node.exported) : names;
    for (const importer of importers.get(file) ?? []) {
      const hit = given.has('*') || importer.names.includes('*') || importer.names.some((name) => given.has(name));
      if (!hit) continue;
      if (graph.get(importer.file).barrel) reach(importer.file, [...given]);
      else if (throughModules || node.barrel || changed.includes(file) || sameFolder(importer.file, changed)) {
        reach(importer.file, ['*']);
      }
    }
  }
  return [...carried.keys()];
}

/**
 * The test files (vitest: *.test.ts(x), *.test-d.tsx) of a change: those the change reaches directly (through
 * barrels by name), and those in the folder of a changed file (a server feature's tests go through the app, not
 * an import of the route).
 */
export function affectedTests(graph, changed) {
  const isTest = (file) => /\.test(-d)?\.(m?[jt]sx?)$/.test(file);
  const direct = affectedFiles(graph, changed, { throughModules: false }).filter(isTest);
  const beside = [...graph.keys()].filter((file) => isTest(file) && sameFolder(file, changed));
  return [...new Set([...direct, ...beside])].filter((file) => !file.startsWith('tests/e2e/')).sort();
}

/** The journey files a change touches (by JOURNEYS_BY_AREA), and the areas it touched that name none. */
export function affectedJourneys(changed, { serverFeatures = true } = {}) {
  const journeys = new Set();
  for (const file of changed) {
    const area =
      /^packages\/app\/src\/screens\/([^/]+)\//.exec(file)?.[1] !== undefined
        ? `app:${/^packages\/app\/src\/screens\/([^/]+)\//.exec(file)[1]}`
        : /^packages\/server\/src\/features\/([^/]+)\//.exec(file)
          ? `server:${/^packages\/server\/src\/features\/([^/]+)\//.exec(file)[1]}`
          : null;
    if (/^tests\/e2e\/[^/]+\.spec\.ts$/.test(file)) journeys.add(file);
    if (!area || /\.test\.tsx?$/.test(file) || (!serverFeatures && area.startsWith('server:'))) continue;
    for (const name of JOURNEYS_BY_AREA[area] ?? []) journeys.add(`tests/e2e/${name}.spec.ts`);
  }
  return [...journeys].filter((file) => existsSync(file)).sort();
}
