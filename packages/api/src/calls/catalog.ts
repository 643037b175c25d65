/**
 * The calls of the catalogue and of what it sells: the items and packages, a guide's text and the store's
 * single sign-on for the cart.
 */
import { array } from 'superstruct';
import { CatalogItem, CatalogItemPackage } from '../structs/catalog.js';
import { def } from './define.js';

export const catalogueCalls = {
  // --- catalogue ---------------------------------------------------------------------------
  listCatalogItems: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitem/',
    body: 'none',
    answer: array(CatalogItem),
  }),
  getCatalogItem: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitem/item/:id/:includeReports',
    body: 'none',
    answer: CatalogItem,
  }),
  listPackages: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitempackage/',
    body: 'none',
    answer: array(CatalogItemPackage),
  }),
  getPackage: def({
    method: 'GET',
    base: 'api',
    path: '/api/catalogitempackage/:type/:id',
    body: 'none',
    answer: CatalogItemPackage,
  }),
} as const;

export const reportCalls = {
  // --- reports -----------------------------------------------------------------------------
  getReport: def({ method: 'GET', base: 'api', path: '/api/report/:userId/:reportId', body: 'none', answer: 'text' }),
} as const;

export const cartCalls = {
  // --- cart --------------------------------------------------------------------------------
  storeSso: def({
    method: 'GET',
    base: 'api',
    path: '/api/store/sso/:userId/:timestamp/:fcsid',
    body: 'none',
    answer: 'text',
  }),
} as const;
