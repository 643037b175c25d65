import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { acceptsWebp, CATALOG_WEBP_DIR, loadWebpCopies } from './pictures.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the catalogue pictures in WebP', () => {
  let t: TestServer;
  beforeAll(async () => {
    // The build's step (npm run build runs it after tsc): the copies the server reads at start.
    execFileSync(process.execPath, [path.resolve(here, '../../../scripts/catalog-webp.mjs')], { stdio: 'ignore' });
    t = await createTestServer();
  });
  afterAll(async () => t?.close());

  it('the build made a smaller copy of each guide picture, at its size', async () => {
    const copies = loadWebpCopies(CATALOG_WEBP_DIR);
    expect(copies.has('guide_personal_map.png')).toBe(true);
    const copy = copies.get('guide_personal_map.png') as Buffer;
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
  });

  it('sends the copy at the same address to a browser that accepts WebP, the original to any other', async () => {
    const url = '/assets/catalog/guide_personal_map.png';
    const webp = await t.app.inject({ method: 'GET', url, headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toContain('Accept');
    expect(webp.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');

    const png = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.vary).toContain('Accept');

    // Files without a copy, and unknown names, are the static handler's as before.
    const vtt = await t.app.inject({
      method: 'GET',
      url: '/assets/catalog/start_here.en.vtt',
      headers: { accept: 'image/webp' },
    });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers.vary ?? '').not.toContain('Accept');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/assets/catalog/nothing.png',
      headers: { accept: 'image/webp' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reads Accept as a list of types', () => {
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('image/avif,image/webp;q=0.9,*/*')).toBe(true);
    expect(acceptsWebp('image/png, image/webp')).toBe(true);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});
