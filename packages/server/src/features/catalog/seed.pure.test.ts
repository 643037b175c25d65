import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backgroundImageFileName, CATALOG_TYPES } from '@insight/api';
import { describe, expect, it } from 'vitest';
import {
  FEATURED_CATALOG_ITEM_ID,
  REQUIRED_PURCHASE_CATALOG_ITEM_ID,
  SEED_CATALOG_ITEMS,
  SEED_PACKAGES,
} from './seed.js';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/catalog');

describe('seeded catalogue', () => {
  it('has the featured personal map as item 1, also the required purchase', () => {
    const map = SEED_CATALOG_ITEMS.find((i) => i.id === FEATURED_CATALOG_ITEM_ID);
    expect(map).toMatchObject({ name: 'My Personal Map', type: 'personal', code: 'MAP-001', price: 29 });
    expect(REQUIRED_PURCHASE_CATALOG_ITEM_ID).toBe(FEATURED_CATALOG_ITEM_ID);
  });

  it('has career, sports and personal guides priced 9.99–19.99 with unique ids, codes and report ids', () => {
    const others = SEED_CATALOG_ITEMS.filter((i) => i.id !== FEATURED_CATALOG_ITEM_ID);
    for (const type of CATALOG_TYPES) expect(others.filter((i) => i.type === type)).toHaveLength(2);
    for (const item of others) {
      expect(item.price).toBeGreaterThanOrEqual(9.99);
      expect(item.price).toBeLessThanOrEqual(19.99);
    }
    const all = [...SEED_CATALOG_ITEMS.map((i) => i.code), ...SEED_PACKAGES.map((p) => p.code)];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(SEED_CATALOG_ITEMS.map((i) => i.report.reportId)).size).toBe(SEED_CATALOG_ITEMS.length);
  });

  it('has a map package and a complete package holding every guide', () => {
    expect(SEED_PACKAGES.map((p) => p.name)).toEqual(['Personal Map', 'Complete Insight']);
    expect(SEED_PACKAGES[0]?.catalogItemIds).toEqual([FEATURED_CATALOG_ITEM_ID]);
    expect(SEED_PACKAGES[1]?.catalogItemIds).toEqual(SEED_CATALOG_ITEMS.map((i) => i.id));
  });

  it('ships every card image and every derived report background, each small', () => {
    const files = [
      ...SEED_CATALOG_ITEMS.flatMap((i) => [i.imageFileName, backgroundImageFileName(i.imageFileName)]),
      ...SEED_PACKAGES.map((p) => p.imageName),
    ];
    for (const file of files) {
      const full = path.join(assets, file);
      expect(existsSync(full), file).toBe(true);
      expect(statSync(full).size, file).toBeLessThan(40 * 1024);
    }
  });
});
