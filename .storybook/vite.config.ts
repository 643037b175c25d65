import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Stories compile our packages from source, as the app and the unit tests do.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@insight/ui': here('../packages/ui/src/index.ts'),
      // Before '@insight/api': an alias also takes every path below its name.
      '@insight/api/testing': here('../packages/api/src/testing/index.ts'),
      '@insight/api': here('../packages/api/src/index.ts'),
    },
  },
});
