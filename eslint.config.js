import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import vitest from '@vitest/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      'storybook-*/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // No circles between our modules (a module that, through others, imports itself): within a package, by the
    // files' own imports, dynamic import() included; type-only imports do not count (they vanish at build).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX.recommended.plugins['import-x'] },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Imports point one way (DESIGN.md): ui and api import nothing of ours; server only api.
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@insight/*', '**/packages/*/src/**'] }],
    },
  },
  {
    // Stores know no addresses or words: they answer Outcomes and reasons; routes/ and screens say them.
    files: ['packages/app/src/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes', '**/routes/**'],
              message: 'A store answers an Outcome; routes/outcomeRouting.tsx acts on it.',
            },
            { group: ['**/texts', '**/texts/**'], message: 'A store answers a reason; the screen says it in texts.' },
            { group: ['react', 'react-dom', 'react-router', 'react-router-dom'], message: 'Stores hold no views.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@insight/ui', '@insight/app', 'react', 'react-dom'] }],
    },
  },
  {
    // Shared capabilities live below the features (security/: passwords, digests, the token version); the auth
    // feature's modules are its own. (The same rule's patterns as above, since a later block replaces them.)
    files: ['packages/server/src/features/**/*.ts'],
    ignores: ['packages/server/src/features/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@insight/ui', '@insight/app', 'react', 'react-dom'] },
            {
              group: ['../auth/*', '**/features/auth/*'],
              message:
                'A capability other features share belongs in security/ (or a named port), not in features/auth.',
            },
          ],
        },
      ],
    },
  },
  {
    // No feature imports another feature's internals: only its port, features/<name>/index.ts, which names what the
    // feature offers the others. (Its tests may reach inside the features they set up.)
    files: ['packages/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX.recommended.plugins['import-x'] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: fs
            .readdirSync(new URL('./packages/server/src/features/', import.meta.url), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => entry.name)
            .flatMap((feature, _, all) =>
              all
                .filter((other) => other !== feature)
                .map((other) => ({
                  target: `./packages/server/src/features/${feature}`,
                  from: `./packages/server/src/features/${other}`,
                  except: ['./index.ts'],
                  message: `another feature's internals: import it from its port, features/${other}/index.ts`,
                })),
            ),
        },
      ],
    },
  },
  {
    // A test that cannot fail is a defect: every test asserts, itself or through a helper named here.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'][arguments.0.type='Literal']",
          message: 'expect of a literal asserts nothing about the code under test.',
        },
      ],
    },
  },
  {
    // The server project's files share their modules in a worker (vite.config.ts, isolate: false): a module mock
    // would leak into the files after it, or not apply when the module came first.
    files: ['packages/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'][arguments.0.type='Literal']",
          message: 'expect of a literal asserts nothing about the code under test.',
        },
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|hoisted)$/]",
          message:
            'The server tests share modules between files (isolate: false): no module mocks; pass a dependency instead.',
        },
      ],
    },
  },
);
