#!/usr/bin/env node
/**
 * Build step of the server (npm run build): a WebP copy of every shipped catalogue picture (assets/catalog,
 * PNG and JPEG) at its own size, the size the cards and banners are drawn at, into dist/catalog-webp/<file>.webp.
 * The server sends it in place of the original to a browser that accepts image/webp (catalog/pictures.ts). A copy
 * that would not be smaller is not written. Run from anywhere: node packages/server/scripts/catalog-webp.mjs
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const from = path.resolve(here, '..', 'assets', 'catalog');
const to = path.resolve(here, '..', 'dist', 'catalog-webp');
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
let before = 0;
let after = 0;
for (const name of readdirSync(from).filter((file) => /\.(png|jpe?g)$/i.test(file))) {
  const original = statSync(path.join(from, name)).size;
  const copy = await sharp(path.join(from, name)).webp({ quality: 80, effort: 6 }).toBuffer();
  before += original;
  if (copy.length >= original) {
    after += original;
    continue;
  }
  await sharp(copy).toFile(path.join(to, `${name}.webp`));
  after += copy.length;
}
console.log(
  `catalogue pictures: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB as WebP (dist/catalog-webp)`,
);
