/**
 * The files each lazily loaded export needs beyond the first load, as the build wrote them into the page
 * (vite.config.ts, prefetchMap): keyed by export name. None in development and tests.
 */
let map: Record<string, string[]> | null | undefined;

function prefetchMap(): Record<string, string[]> | null {
  if (map !== undefined) return map;
  map = null;
  const script = typeof document === 'undefined' ? null : document.getElementById('insight-prefetch');
  try {
    const parsed: unknown = script?.textContent ? JSON.parse(script.textContent) : null;
    if (parsed && typeof parsed === 'object') map = parsed as Record<string, string[]>;
  } catch {
    // a page without a well-formed map: prefetching loads the modules instead
  }
  return map;
}

const requested = new Set<string>();

/**
 * Fetches and compiles, without running, the files the export `name` needs (<link rel="modulepreload">):
 * true when the page's map knows it; false otherwise, and the caller loads the module instead.
 */
export function prefetchChunks(name: string): boolean {
  const files = prefetchMap()?.[name];
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
