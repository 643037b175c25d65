import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { isProduction, loadRuntimeSettings, normalizeRuntimeSettings, requireFeaturedItemId } from './settings.js';

const MAP_ERROR =
  'There was a problem loading your Map. Please refresh and try again. If the issue persists please contact support.';

const file = {
  apiUrl: '',
  authApiUrl: 'https://auth.example.com',
  appName: 'Insight',
  appUrl: 'https://app.example.com',
  appVersion: '1.4.0',
  authClientId: 'insight-web',
  contactEmail: 'support@insight.example',
  enablePackages: 'true',
  environmentName: 'Dev',
  featuredCatalogItemId: '1',
  requiredPurchaseCatalogItemId: 1,
  surveyRedirectPath: '/survey/return',
};

function mockFile(body: unknown, status = 200) {
  const fm = fetchMock.createInstance();
  fm.config.allowRelativeUrls = true;
  fm.route('*', {
    status,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
  return fm;
}

describe('loadRuntimeSettings', () => {
  it('fetches /assets/config.json and normalises it', async () => {
    const fm = mockFile(file);
    const settings = await loadRuntimeSettings({ fetch: fm.fetchHandler.bind(fm) });
    expect(fm.callHistory.lastCall()?.args[0]).toBe('/assets/config.json');
    expect(settings).toEqual({
      apiUrl: '',
      authApiUrl: 'https://auth.example.com',
      appName: 'Insight',
      appUrl: 'https://app.example.com',
      appVersion: '1.4.0',
      authClientId: 'insight-web',
      contactEmail: 'support@insight.example',
      enablePackages: true,
      environmentName: 'Dev',
      featuredCatalogItemId: 1,
      requiredPurchaseCatalogItemId: 1,
      surveyRedirectPath: '/survey/return',
    });
  });

  it('merges the page config over the file', async () => {
    const fm = mockFile(file);
    const settings = await loadRuntimeSettings({
      fetch: fm.fetchHandler.bind(fm),
      url: '/custom/config.json',
      pageConfig: { appName: 'Insight QA', environmentName: 'QA', enablePackages: false, featuredCatalogItemId: 7 },
    });
    expect(fm.callHistory.lastCall()?.args[0]).toBe('/custom/config.json');
    expect(settings).toMatchObject({
      appName: 'Insight QA',
      environmentName: 'QA',
      enablePackages: false,
      featuredCatalogItemId: 7,
      appUrl: 'https://app.example.com',
    });
  });

  it('defaults apiUrl and authApiUrl to the same origin', async () => {
    const fm = mockFile({});
    expect(await loadRuntimeSettings({ fetch: fm.fetchHandler.bind(fm) })).toEqual({
      apiUrl: '',
      authApiUrl: '',
      enablePackages: null,
    });
  });

  it('fails with an ApiError when the file cannot be read', async () => {
    const fm = mockFile({ error: 'Not here' }, 404);
    await expect(loadRuntimeSettings({ fetch: fm.fetchHandler.bind(fm) })).rejects.toMatchObject({
      kind: 'http',
      message: 'Not here',
    });
    const broken = mockFile('[1,2]');
    await expect(loadRuntimeSettings({ fetch: broken.fetchHandler.bind(broken) })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('normalizeRuntimeSettings', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['yes', null],
    ['TRUE', null],
    [1, null],
    [undefined, null],
    [null, null],
  ])('enablePackages %j → %j', (value, expected) => {
    expect(normalizeRuntimeSettings({ enablePackages: value }).enablePackages).toBe(expected);
  });

  it.each([
    [3, 3],
    ['12', 12],
    [' 5 ', 5],
    ['abc', undefined],
    ['', undefined],
    [Number.NaN, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('catalogue ids %j → %j', (value, expected) => {
    const settings = normalizeRuntimeSettings({ featuredCatalogItemId: value, requiredPurchaseCatalogItemId: value });
    expect(settings.featuredCatalogItemId).toBe(expected);
    expect(settings.requiredPurchaseCatalogItemId).toBe(expected);
    expect('featuredCatalogItemId' in settings).toBe(expected !== undefined);
  });

  it('keeps the known string settings and drops unknown keys and objects', () => {
    const settings = normalizeRuntimeSettings({
      appVersion: 2,
      mapLearnMoreUrl: 'https://x',
      secret: 'no',
      blobStorage: { a: 1 },
    });
    expect(settings).toEqual({
      apiUrl: '',
      authApiUrl: '',
      enablePackages: null,
      appVersion: '2',
      mapLearnMoreUrl: 'https://x',
    });
  });
});

describe('requireFeaturedItemId', () => {
  it('returns the id', () => {
    expect(requireFeaturedItemId({ featuredCatalogItemId: 4 })).toBe(4);
    expect(requireFeaturedItemId({ featuredCatalogItemId: '4' })).toBe(4);
  });
  it.each([undefined, null, 'abc', Number.NaN, ''])('fails with the map text for %j', (value) => {
    expect(() => requireFeaturedItemId({ featuredCatalogItemId: value })).toThrow(MAP_ERROR);
  });
});

describe('isProduction', () => {
  it('is true only for Production', () => {
    expect(isProduction({ environmentName: 'Production' })).toBe(true);
    expect(isProduction({ environmentName: 'QA' })).toBe(false);
    expect(isProduction({ environmentName: 'Dev' })).toBe(false);
    expect(isProduction({})).toBe(false);
  });
});
