import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Our own packages are always compiled from source inside this repository:
 * the app, the stories and every unit test see one copy of each.
 */
const alias = {
  '@insight/ui': here('./packages/ui/src/index.ts'),
  '@insight/api': here('./packages/api/src/index.ts'),
};

export default defineConfig({
  // The app's build: packages/app/index.html → packages/app/dist.
  root: here('./packages/app'),
  publicDir: here('./packages/app/public'),
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: here('./packages/app/dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/identity': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/assets/config.json': 'http://localhost:3000',
      '/assets/catalog': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
    },
  },
  test: {
    root: here('.'),
    // Two workers fit this machine's 2 cores (each server test file starts its own embedded database).
    maxWorkers: 2,
    // One project per package, each with the environment it runs in.
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          root: here('./packages/ui'),
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [here('./packages/ui/src/test/setup.ts')],
          typecheck: {
            enabled: true,
            include: ['src/**/*.test-d.{ts,tsx}'],
            tsconfig: here('./packages/ui/tsconfig.json'),
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: here('./packages/api'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          root: here('./packages/app'),
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: here('./packages/server'),
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
