/**
 * What the two fuzz files share (fuzz-calls.test.ts, fuzz-paths.test.ts): the time a server may take to start and
 * the deterministic generator each run draws its cases from.
 */
export const STARTUP_MS = 180_000;

/** mulberry32: a small deterministic generator. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof generator>;
