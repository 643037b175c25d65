import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * @insight/ui as an ES module library: src/index.ts → dist/index.js. The declarations
 * (dist/*.d.ts) are written next by `tsc -p tsconfig.build.json` (see package.json's build).
 */
export default defineConfig({
  root: here('.'),
  plugins: [react(), namedStyledImport()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: here('./src/index.ts'),
      formats: ['es'],
      fileName: () => 'index.js',
    },
    rolldownOptions: {
      external,
    },
  },
});
