import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: the prefetch map is read once per page.
async function load() {
  vi.resetModules();
  return import('./lazyExport');
}

const screenModule = { ScreenA: () => null, helper: 1 };

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

/** A page whose build named its prefetch map, served as `answer` says. */
function pageWithMap(answer: () => Promise<Response>) {
  const meta = document.createElement('meta');
  meta.name = 'insight-prefetch-map';
  meta.content = '/assets/prefetch.json';
  document.head.append(meta);
  const fetchMap = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMap);
  return fetchMap;
}

const json = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });

const preloadLinks = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('lazyExport', () => {
  it('prefetch adds a modulepreload link per file the map lists for the export, once, and runs nothing', async () => {
    const fetchMap = pageWithMap(
      json({ ScreenA: ['/assets/ScreenA-1.js', '/assets/Shared-2.js'], ScreenB: ['/assets/Shared-2.js'] }),
    );
    const { lazyExport } = await load();
    const loadA = vi.fn(async () => screenModule);
    const loadB = vi.fn(async () => ({ ScreenB: () => null }));
    const a = lazyExport(loadA, 'ScreenA');
    const b = lazyExport(loadB, 'ScreenB');
    await Promise.all([a.prefetch(), a.prefetch(), b.prefetch()]);
    expect(preloadLinks()).toEqual(['/assets/ScreenA-1.js', '/assets/Shared-2.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveProperty('crossOrigin', '');
    expect(loadA).not.toHaveBeenCalled();
    expect(loadB).not.toHaveBeenCalled();
    expect(fetchMap).toHaveBeenCalledTimes(1);
    expect(fetchMap).toHaveBeenCalledWith('/assets/prefetch.json');
  });

  it('prefetch loads the module where the page names no map (development, tests), and asks for none', async () => {
    const fetchMap = vi.fn();
    vi.stubGlobal('fetch', fetchMap);
    const { lazyExport } = await load();
    const loader = vi.fn(async () => screenModule);
    await lazyExport(loader, 'ScreenA').prefetch();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(fetchMap).not.toHaveBeenCalled();
  });

  it.each([
    ['a map that is not there', async () => new Response('Not Found', { status: 404 })],
    ['a map that is not JSON', async () => new Response('{not json', { status: 200 })],
    ['a map of the wrong shape', json({ ScreenA: '/assets/ScreenA-1.js' })],
    ['a failed request', async (): Promise<Response> => Promise.reject(new TypeError('offline'))],
  ])('prefetch loads the module instead, given %s', async (_case, answer) => {
    pageWithMap(answer);
    const { lazyExport } = await load();
    const loader = vi.fn(async () => screenModule);
    await lazyExport(loader, 'ScreenA').prefetch();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(preloadLinks()).toEqual([]);
  });

  it('prefetch loads the module for an export the map does not know', async () => {
    pageWithMap(json({ Other: ['/assets/Other.js'] }));
    const { lazyExport } = await load();
    const loader = vi.fn(async () => screenModule);
    await lazyExport(loader, 'ScreenA').prefetch();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(preloadLinks()).toEqual([]);
  });

  it('preload runs the module once; a failed fetch may be tried again; prefetch never rejects', async () => {
    const { lazyExport } = await load();
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(screenModule);
    const lazy = lazyExport(loader as () => Promise<typeof screenModule>, 'ScreenA');
    await expect(lazy.preload()).rejects.toThrow('offline');
    await lazy.preload();
    await lazy.preload();
    expect(loader).toHaveBeenCalledTimes(2);
    await lazy.prefetch();
    expect(loader).toHaveBeenCalledTimes(2);

    const failing = lazyExport(
      vi.fn().mockRejectedValue(new Error('offline')) as () => Promise<typeof screenModule>,
      'ScreenA',
    );
    await expect(failing.prefetch()).resolves.toBeUndefined();
  });
});
