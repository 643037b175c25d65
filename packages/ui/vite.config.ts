import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, parseAst, type ESTree, type Plugin, type Rolldown } from 'vite';
import { themes, toCssVariables, tokens } from './src/tokens';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Peer dependencies and dompurify stay imports: the consumer's copy is the one used. */
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/, /^dompurify($|\/)/];

/**
 * styled-components 6 has no `exports` map, so Node's ESM loader (server rendering without a
 * bundler) gets its CommonJS build, whose default export is the module object, not `styled`. Its
 * named `styled` export works under Node and every bundler, so the built import uses it.
 */
const namedStyledImport = (): Plugin => ({
  name: 'insight:named-styled-import',
  renderChunk(code) {
    const out = code.replace(
      /import styled(?:, \{ ([^}]*) \})? from "styled-components";/,
      (_all, named?: string) =>
        `import { ${['styled', ...(named ? named.split(',').map((n) => n.trim()) : [])].join(', ')} } from "styled-components";`,
    );
    if (/import styled\b/.test(out)) this.error('A default import of styled-components is left in the bundle.');
    return { code: out, map: null };
  },
});

type Node = ESTree.Node;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const isFunction = (node: Node) =>
  node.type === 'FunctionDeclaration' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ArrowFunctionExpression' ||
  node.type === 'ClassDeclaration' ||
  node.type === 'ClassExpression';

/** Visits `node` and the nodes under it, depth first; `visit` returns false to skip a node's children. */
function walk(node: Node, visit: (node: Node) => boolean) {
  if (!visit(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit);
  }
}

/** The local names a module gives to the named imports (and the default, as `default`) of `source`. */
function importedNames(program: ESTree.Program, source: string, wanted: string[]) {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== source) continue;
    for (const specifier of statement.specifiers) {
      const imported =
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : undefined;
      if (imported && wanted.includes(imported)) names.add(specifier.local.name);
    }
  }
  return names;
}

/**
 * Marks what a module builds when it loads as pure, so that a consumer's bundler drops the
 * components it does not use (without this, a consumer of Button alone got the whole package):
 *  - styled-components factories (styled.x`…`, styled(X)`…`, css`…`, keyframes`…`,
 *    createGlobalStyle`…`): bundlers read `@__PURE__` on calls only, not on tagged templates, so
 *    each is wrapped in a pure arrow call, which minifiers inline again;
 *  - forwardRef, memo and createContext calls;
 *  - `X.displayName = '…'`, a write that would keep X alive: it moves into X's declaration as a
 *    pure `Object.assign(…, { displayName })`.
 * Runs on the JavaScript that Vite's transform leaves (no TypeScript, no JSX), with a real parser.
 */
const pureAnnotations = (): Plugin => ({
  name: 'insight:pure-annotations',
  apply: 'build',
  enforce: 'post',
  transform: {
    filter: { id: /\/src\/.*\.[jt]sx?$/ },
    handler(code, id) {
      const program = parseAst(code);
      const styled = importedNames(program, 'styled-components', ['default', 'styled']);
      const helpers = importedNames(program, 'styled-components', ['css', 'keyframes', 'createGlobalStyle']);
      const factories = importedNames(program, 'react', ['forwardRef', 'memo', 'createContext']);
      const out = new MagicString(code);
      // Opening text goes right of a node's start and closing text left of its end, outer node first.
      const wrap = (node: Node, open: string, close: string) => {
        out.appendRight(node.start, open);
        out.prependLeft(node.end, close);
      };

      const declarations = new Map<string, ESTree.Declaration>();
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type === 'FunctionDeclaration' && declaration.id)
          declarations.set(declaration.id.name, declaration);
        if (declaration?.type === 'VariableDeclaration')
          for (const { id: binding } of declaration.declarations)
            if (binding.type === 'Identifier') declarations.set(binding.name, declaration);
      }
      const namedBefore = (name: string, position: number) => {
        let found = false;
        walk(program, (node) => {
          if (node.start >= position) return false;
          if (node.type === 'Identifier' && node.name === name) found = true;
          return !found;
        });
        return found;
      };
      for (const statement of program.body) {
        const assignment = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
        if (
          assignment?.type !== 'AssignmentExpression' ||
          assignment.left.type !== 'MemberExpression' ||
          assignment.left.computed ||
          assignment.left.property.name !== 'displayName' ||
          assignment.left.object.type !== 'Identifier'
        )
          continue;
        const name = assignment.left.object.name;
        const declaration = declarations.get(name);
        const value = code.slice(assignment.right.start, assignment.right.end);
        const init =
          declaration?.type === 'VariableDeclaration' &&
          declaration.kind === 'const' &&
          declaration.declarations.length === 1
            ? declaration.declarations[0].init
            : null;
        const assign = [`/* @__PURE__ */ Object.assign(`, `, { displayName: ${value} })`];
        if (assignment.right.type !== 'Literal') {
          this.error(`${id}: ${name}.displayName must be a literal for the build to mark ${name} pure.`);
        } else if (init) {
          wrap(init, assign[0], assign[1]);
        } else if (declaration?.type === 'FunctionDeclaration' && !namedBefore(name, declaration.start)) {
          // A function declaration is hoisted and a const is not: only when nothing above uses it.
          wrap(declaration, `const ${name} = ${assign[0]}`, `${assign[1]};`);
        } else {
          this.error(`${id}: declare ${name} as \`const ${name} = …\` so that the build can mark it pure.`);
        }
        out.remove(statement.start, statement.end);
      }

      const isStyledTag = (tag: Node): boolean =>
        tag.type === 'Identifier'
          ? styled.has(tag.name)
          : tag.type === 'MemberExpression'
            ? isStyledTag(tag.object)
            : tag.type === 'CallExpression' && isStyledTag(tag.callee);
      // Module scope only: what runs when the module loads.
      walk(program, (node) => {
        if (isFunction(node)) return false;
        if (node.type === 'TaggedTemplateExpression') {
          const { tag } = node;
          if ((tag.type === 'Identifier' && helpers.has(tag.name)) || (tag.type !== 'Identifier' && isStyledTag(tag))) {
            wrap(node, '/* @__PURE__ */ (() => ', ')()');
            return false;
          }
        }
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && factories.has(node.callee.name))
          out.appendRight(node.start, '/* @__PURE__ */ ');
        return true;
      });

      if (!out.hasChanged()) return null;
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  },
});

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
const cssRule = (selector: string, body: string) => `${selector} {\n${indent(body)}\n}`;

/**
 * The tokens for products that do not render React, written from the same `tokens` and
 * `themes` the components read: dist/tokens.css declares them as the custom properties the
 * components use, dist/tokens.json holds their values in the shape of the JS exports.
 * The light theme is on :root; the dark one applies only where asked (`data-insight-theme="dark"`,
 * or `"auto"` to follow the user's `prefers-color-scheme`), so including the file changes no page.
 */
const tokenFiles = (): Plugin => ({
  name: 'insight:token-files',
  apply: 'build',
  generateBundle() {
    const theme = (name: keyof typeof themes) => `color-scheme: ${name};\n${toCssVariables({ color: themes[name] })}`;
    const css = [
      '/* @insight/ui design tokens, generated from its src/tokens (see its README, Theming). */',
      cssRule(':root', toCssVariables(tokens)),
      cssRule("[data-insight-theme='light'],\n[data-insight-theme='auto']", theme('light')),
      cssRule("[data-insight-theme='dark']", theme('dark')),
      cssRule('@media (prefers-color-scheme: dark)', cssRule("[data-insight-theme='auto']", theme('dark'))),
    ].join('\n\n');
    this.emitFile({ type: 'asset', fileName: 'tokens.css', source: `${css}\n` });
    this.emitFile({
      type: 'asset',
      fileName: 'tokens.json',
      source: `${JSON.stringify({ tokens, themes }, null, 2)}\n`,
    });
  },
});

/** React's and styled-components' APIs run only in the browser's React tree: a client component. */
const isClientModule = (chunk: Rolldown.RenderedChunk) =>
  chunk.imports.some((name) => /^(react|react-dom|styled-components)($|\/)/.test(name));

/**
 * @insight/ui as an ES module library, one module per source module (src/x.ts → dist/x.js), so a
 * consumer's bundler keeps only the modules it uses; dist/index.js is the entry. Modules that use
 * React or styled-components start with 'use client' (added as a banner, after bundling: Rolldown
 * would drop a module-level directive). The declarations (dist/**\/*.d.ts) are written next by
 * `tsc -p tsconfig.build.json --noCheck` (see package.json's build; the sources are type-checked once, by
 * `npm run typecheck`).
 */
export default defineConfig({
  root: here('.'),
  plugins: [react(), pureAnnotations(), namedStyledImport(), tokenFiles()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: here('./src/index.ts'),
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: here('./src'),
        entryFileNames: '[name].js',
        banner: (chunk) => (isClientModule(chunk) ? "'use client';" : ''),
      },
    },
  },
});
