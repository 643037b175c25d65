import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { prefetchChunks } from './prefetch';

/** A component of a module of its own chunk, and the way to fetch that chunk ahead of its first render. */
export interface LazyExport<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches and runs the chunk now (tests, and what must not wait later); later renders need no fallback. */
  preload(): Promise<void>;
  /**
   * Fetches the chunk ahead without running it (idle time, for a likely next screen): the page the person is
   * on spends no main-thread time on it. Where the page has no prefetch map (development), preload(). Never
   * rejects: a chunk that cannot be fetched now is fetched again when its screen is entered.
   */
  prefetch(): Promise<void>;
}

/** A module's chunk as every export of it sees it: here once any of them has loaded it. */
interface ModuleState {
  loaded?: unknown;
  pending?: Promise<unknown>;
}
const modules = new WeakMap<() => Promise<unknown>, ModuleState>();

/**
 * React.lazy over one named export. Once the module is here (preloaded or rendered before, through this export
 * or another of the same `load`), the component renders at once: React gets a thenable that resolves
 * synchronously, so no Suspense fallback flashes.
 */
export function lazyExport<M, N extends keyof M & string>(
  load: () => Promise<M>,
  name: N,
): LazyExport<M[N] extends ComponentType<infer P> ? P : never> {
  type P = M[N] extends ComponentType<infer Q> ? Q : never;
  let module = modules.get(load);
  if (!module) modules.set(load, (module = {}));
  const state = module;
  const fetchModule = (): Promise<M> => {
    state.pending ??= load().then(
      (value) => (state.loaded = value),
      (error: unknown) => {
        state.pending = undefined; // a failed chunk (offline) may be fetched again
        throw error;
      },
    );
    return state.pending as Promise<M>;
  };
  const loadedModule = () => state.loaded as M | undefined;
  const Component = lazy((): Promise<{ default: ComponentType<P> }> => {
    const loaded = loadedModule();
    if (loaded) {
      const now = { default: loaded[name] as ComponentType<P> };
      return { then: (resolve: (value: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
    }
    return fetchModule().then((module) => ({ default: module[name] as ComponentType<P> }));
  });
  const preload = () => fetchModule().then(() => undefined);
  const prefetch = async (): Promise<void> => {
    if (loadedModule() || (await prefetchChunks(name))) return;
    await preload().catch(() => undefined);
  };
  return { Component, preload, prefetch };
}
