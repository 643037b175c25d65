import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: the prefetch map is read once per page.
async function load() {
  vi.resetModules();
  return import('./lazyExport');
}

const screenModule = { ScreenA: () => null, helper: 1 };

afterEach(() => {
  document.head.innerHTML = '';
});

function pageWithMap(map: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'insight-prefetch';
  script.textContent = typeof map === 'string' ? map : JSON.stringify(map);
  document.head.append(script);
}

const preloadLinks = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('lazyExport', () => {
  it('prefetch adds a modulepreload link per file the page map lists for the export, once, and runs nothing', async () => {
    pageWithMap({ ScreenA: ['/assets/ScreenA-1.js', '/assets/Shared-2.js'], ScreenB: ['/assets/Shared-2.js'] });
    const { lazyExport } = await load();
    const loadA = vi.fn(async () => screenModule);
    const loadB = vi.fn(async () => ({ ScreenB: () => null }));
    const a = lazyExport(loadA, 'ScreenA');
    const b = lazyExport(loadB, 'ScreenB');
    a.prefetch();
    a.prefetch();
    b.prefetch();
    expect(preloadLinks()).toEqual(['/assets/ScreenA-1.js', '/assets/Shared-2.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveProperty('crossOrigin', '');
    expect(loadA).not.toHaveBeenCalled();
    expect(loadB).not.toHaveBeenCalled();
  });

  it('prefetch loads the module where the page has no map (development, tests) or a broken one', async () => {
    const { lazyExport } = await load();
    const loader = vi.fn(async () => screenModule);
    lazyExport(loader, 'ScreenA').prefetch();
    expect(loader).toHaveBeenCalledTimes(1);

    pageWithMap('{not json');
    const again = await load();
    const second = vi.fn(async () => screenModule);
    again.lazyExport(second, 'ScreenA').prefetch();
    expect(second).toHaveBeenCalledTimes(1);
    expect(preloadLinks()).toEqual([]);
  });

  it('prefetch loads the module for an export the map does not know', async () => {
    pageWithMap({ Other: ['/assets/Other.js'] });
    const { lazyExport } = await load();
    const loader = vi.fn(async () => screenModule);
    lazyExport(loader, 'ScreenA').prefetch();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(preloadLinks()).toEqual([]);
  });

  it('preload runs the module once; a failed fetch may be tried again', async () => {
    const { lazyExport } = await load();
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(screenModule);
    const lazy = lazyExport(loader as () => Promise<typeof screenModule>, 'ScreenA');
    await expect(lazy.preload()).rejects.toThrow('offline');
    await lazy.preload();
    await lazy.preload();
    expect(loader).toHaveBeenCalledTimes(2);
    lazy.prefetch();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
