// The wait for a server to answer, as the scripts that start one do (bench/bench-server-process.mjs,
// operate/cluster.mjs, operate/cluster-check.mjs): ask again and again until it says yes or the time is up.

/**
 * Asks `probe` (sync or async) every `everyMs` until it answers true; resolves true then, or false once `withinMs`
 * have passed since the first ask. A probe that throws counts as "not yet" (a server not listening yet refuses).
 */
export async function waitUntil(probe, { withinMs, everyMs = 200 }) {
  const started = Date.now();
  for (;;) {
    if (
      await Promise.resolve()
        .then(probe)
        .catch(() => false)
    )
      return true;
    if (Date.now() - started > withinMs) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A probe: true when a GET of `url` answers 2xx. */
export const answersOk = (url) => async () => (await fetch(url)).ok;
