/**
 * The library's page (/home and its views) asks for what its first draw needs with the page itself, instead of
 * one after another: the app's script, then the home gate's calls, then the library screen's code, then Start
 * Here's poster (on a phone-speed connection that chain put the largest paint at about 4 s). index.html, as the
 * build wrote it, gets in its head a <link rel="modulepreload"> for each file of the library screen's code (the
 * build's prefetch map, assets/prefetch.json, lists them: the files the screen needs beyond the first load) and, on
 * the catalogue itself, a high-priority preload of the Start Here video's poster when there is a video. The
 * browser fetches and compiles them at once; they run when the app asks for them, as before. Built once at start.
 * Without a prefetch map (a build without one) the page is index.html as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../http/html.js';

/** The library screen's export name in the build's prefetch map (packages/app/src/routes/routes.tsx). */
const LIBRARY_EXPORT = 'LibraryScreen';

/** A file of the prefetch map: a path from the site's root into the build's assets, nothing else. */
const isAssetPath = (file: unknown): file is string =>
  typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file) && !file.includes('..');

export interface LibraryPreloadSettings {
  dashboardVideoUrl: string;
  dashboardVideoPosterUrl: string;
}

export interface LibraryPages {
  /**
   * The page with the library's preloads for a request's URL on the library (/home, /home/…), or null: `page`
   * (the prerendered /home) when given, else index.html.
   */
  pageFor(url: string, page?: string): string | null;
}

export function loadLibraryPages(appDist: string, settings: LibraryPreloadSettings): LibraryPages {
  const none: LibraryPages = { pageFor: () => null };
  const indexFile = path.join(appDist, 'index.html');
  const mapFile = path.join(appDist, 'assets', 'prefetch.json');
  if (!existsSync(indexFile) || !existsSync(mapFile)) return none;
  let files: string[];
  try {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, unknown>;
    const listed = map[LIBRARY_EXPORT];
    files = Array.isArray(listed) ? listed.filter(isAssetPath) : [];
  } catch {
    return none;
  }
  const index = readFileSync(indexFile, 'utf8');
  if (files.length === 0 || !index.includes('</head>')) return none;
  const moduleLinks = (priority: string) =>
    files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}"${priority}>`);
  const modules = moduleLinks('');
  // A page drawn at build (the prerendered /home) paints before the app runs, and its start script asks for the app's
  // files only once it has (scripts/build/prerender.mjs): there the library's files are not needed before the first
  // paint, and at the browser's high priority for scripts they were fetched with the page's CSS and fonts, which its
  // first paint waits for. At low priority they come after those, and before the app asks for them. Lighthouse /home
  // at 11x, in turn with the high-priority links, three pairs: first paint 1,998, 1,995, 2,016 → 1,362, 1,199,
  // 1,395 ms; largest paint 2,074, 2,111, 2,055 → 1,983, 1,649, 1,926 ms; score 80, 81, 81 → 87, 83, 83.
  const drawnModules = moduleLinks(' fetchpriority="low"');
  const poster = settings.dashboardVideoUrl.trim() ? settings.dashboardVideoPosterUrl.trim() : '';
  const posterLink = poster
    ? [`<link rel="preload" as="image" href="${escapeHtml(poster)}" fetchpriority="high">`]
    : [];
  const withLinks = (html: string, links: string[]) => html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  // The poster before the code: it is the largest paint, and small.
  const catalogueLinks = [...posterLink, ...modules];
  const drawnCatalogueLinks = [...posterLink, ...drawnModules];
  const catalogue = withLinks(index, catalogueLinks);
  const view = withLinks(index, modules);
  return {
    pageFor(url, page) {
      // The router matches addresses case-insensitively; a query changes nothing of what the library needs.
      const pathname = url.split('?')[0].toLowerCase().replace(/\/+$/, '');
      if (pathname === '/home') return page?.includes('</head>') ? withLinks(page, drawnCatalogueLinks) : catalogue;
      if (!pathname.startsWith('/home/')) return null;
      return page?.includes('</head>') ? withLinks(page, drawnModules) : view;
    },
  };
}
