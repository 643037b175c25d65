import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLibraryPages } from './preloads.js';

const index = '<html><head><title>Insight</title></head><body><div id="root"></div></body></html>';

function dist(map: unknown = { LibraryScreen: ['/assets/library-abc.js', '/assets/ribbons-def.js'] }): string {
  // null: a build without a prefetch map.
  const dir = mkdtempSync(path.join(tmpdir(), 'insight-preloads-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), index);
  if (map !== null) writeFileSync(path.join(dir, 'assets', 'prefetch.json'), JSON.stringify(map));
  return dir;
}

const video = { dashboardVideoUrl: '/assets/catalog/start_here.webm', dashboardVideoPosterUrl: '/p.jpg' };

describe('the library page preloads', () => {
  it("/home: the poster, then the library screen's files, in the head", () => {
    const html = loadLibraryPages(dist(), video).pageFor('/home');
    expect(html).toContain('<link rel="preload" as="image" href="/p.jpg" fetchpriority="high">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/library-abc.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ribbons-def.js">');
    expect(html!.indexOf('/p.jpg')).toBeLessThan(html!.indexOf('library-abc'));
    expect(html!.indexOf('ribbons-def')).toBeLessThan(html!.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('any case, a trailing slash or a query: the same page; a view of the library: its code, no poster', () => {
    const pages = loadLibraryPages(dist(), video);
    expect(pages.pageFor('/HOME/')).toBe(pages.pageFor('/home'));
    expect(pages.pageFor('/home?tab=invite')).toBe(pages.pageFor('/home'));
    const report = pages.pageFor('/home/guide/12');
    expect(report).toContain('library-abc.js');
    expect(report).not.toContain('/p.jpg');
  });

  it('the prerendered /home (a page given) gets the links in its own head, the code at low priority', () => {
    const drawn =
      '<html><head><title>Insight</title><style>x</style></head><body><div id="root">drawn</div></body></html>';
    const pages = loadLibraryPages(dist(), video);
    const html = pages.pageFor('/home', drawn)!;
    expect(html).toContain('<div id="root">drawn</div>');
    expect(html).toContain('<link rel="preload" as="image" href="/p.jpg" fetchpriority="high">');
    // The drawn page paints before the app runs: its code waits behind what the first paint needs.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/library-abc.js" fetchpriority="low">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ribbons-def.js" fetchpriority="low">');
    expect(pages.pageFor('/home')).not.toContain('fetchpriority="low"');
    expect(html.indexOf('library-abc')).toBeLessThan(html.indexOf('</head>'));
    expect(pages.pageFor('/home/guide/12', drawn)).toContain('<div id="root">drawn</div>');
    // A page without a head to fill: index.html's.
    expect(pages.pageFor('/home', 'no head')).toBe(pages.pageFor('/home'));
    expect(pages.pageFor('/profile', drawn)).toBeNull();
  });

  it('no video, or no poster: no poster preload', () => {
    for (const settings of [
      { dashboardVideoUrl: '', dashboardVideoPosterUrl: '/p.jpg' },
      { dashboardVideoUrl: '/v.webm', dashboardVideoPosterUrl: ' ' },
    ]) {
      const html = loadLibraryPages(dist(), settings).pageFor('/home');
      expect(html).toContain('library-abc.js');
      expect(html).not.toContain('rel="preload" as="image"');
    }
  });

  it('other addresses: null (index.html as it is)', () => {
    const pages = loadLibraryPages(dist(), video);
    for (const url of ['/', '/login', '/homework', '/profile', '/connections']) expect(pages.pageFor(url)).toBeNull();
  });

  it('the poster address is escaped; map entries that are not asset paths are left out', () => {
    const map = { LibraryScreen: ['/assets/ok-1.js', 'https://evil.example/x.js', '/assets/../x.js', 42, '/x.js'] };
    const html = loadLibraryPages(dist(map), {
      dashboardVideoUrl: '/v.webm',
      dashboardVideoPosterUrl: '/p.jpg?a=1&b="><script>',
    }).pageFor('/home')!;
    expect(html).toContain('href="/p.jpg?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('/assets/ok-1.js');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('/assets/../x.js');
    expect(html).not.toContain('"/x.js"');
  });

  it('no prefetch map, an unreadable one, or no entry for the library: nothing to add', () => {
    for (const dir of [dist(null), dist({ Other: ['/assets/a.js'] })]) {
      expect(loadLibraryPages(dir, video).pageFor('/home')).toBeNull();
    }
    const broken = dist();
    writeFileSync(path.join(broken, 'assets', 'prefetch.json'), '{not json');
    expect(loadLibraryPages(broken, video).pageFor('/home')).toBeNull();
    expect(loadLibraryPages(path.join(tmpdir(), 'no-such-insight-dist'), video).pageFor('/home')).toBeNull();
  });
});
