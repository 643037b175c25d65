/**
 * The files each lazily loaded export needs beyond the first load, keyed by export name: the build writes them to
 * a file and names it in the page (vite.config.ts, prefetchMap). Read once, when the first prefetch asks; none in
 * development and tests (no such meta tag), or when the file cannot be read.
 */
type PrefetchMap = Record<string, string[]>;
let map: Promise<PrefetchMap | null> | undefined;

const isPrefetchMap = (value: unknown): value is PrefetchMap =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((files) => Array.isArray(files) && files.every((file) => typeof file === 'string'));

function prefetchMap(): Promise<PrefetchMap | null> {
  if (map) return map;
  const href =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="insight-prefetch-map"]')?.getAttribute('content');
  map = href
    ? fetch(href)
        .then((response) => (response.ok ? response.json() : null))
        .then((value: unknown) => (isPrefetchMap(value) ? value : null))
        .catch(() => null)
    : Promise.resolve(null);
  return map;
}

const requested = new Set<string>();

/**
 * Fetches and compiles, without running, the files the export `name` needs (<link rel="modulepreload">):
 * true when the page's map knows it; false otherwise, and the caller loads the module instead.
 */
export async function prefetchChunks(name: string): Promise<boolean> {
  const files = (await prefetchMap())?.[name];
  if (!files) return false;
  for (const href of files) {
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  return true;
}
