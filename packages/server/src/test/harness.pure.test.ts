import { describe, expect, it } from 'vitest';

// The server-pure project (*.pure.test.ts, vite.config.ts) declares that its files use no database: the harness
// refuses to load there, so a pure file that starts a test server fails at once instead of running on PGlite.
describe('the test harness in the server-pure project', () => {
  it('refuses to load, and says where the test belongs', async () => {
    await expect(import('./harness.js')).rejects.toThrow(
      /loaded by a file of the server-pure project \(\*\.pure\.test\.ts\).*rename it to \*\.test\.ts/,
    );
  });
});
