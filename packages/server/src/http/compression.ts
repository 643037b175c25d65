/**
 * Compression on the way out (@fastify/compress): every text answer of 1 KiB or more, brotli (quality 4) or gzip
 * as the client accepts; the built app's files are precompressed at build and served as they are. Request
 * bodies are never inflated: a small zip could expand past every limit.
 *
 * Answers of shared data repeat byte for byte (the catalogue's depend only on its version and the asker's
 * purchases), so their routes say `compress: REPEATED_ANSWERS`: the same compressors behind a memory of their
 * last results, keyed by the whole uncompressed answer. A compressed answer is a pure function of those bytes,
 * so the memory can never be stale and no other server needs to see it.
 */
import zlib, { type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

const ANSWERS = { threshold: 1024, encodings: ['br', 'gzip'] } satisfies FastifyCompressOptions;

/**
 * Answers up to this size are compressed in one go on the event loop; larger ones through a stream. The plugin's
 * default scales with the cores (8 KiB on 2), and a page of the questionnaire (8.9 KB) went through the stream:
 * about 8 ms more at the median under 200 req/s (p50 14 ms against 6 uncompressed), for a brotli that takes 0.22 ms
 * in one go. 32 KiB is at most about 1 ms of the loop at quality 4.
 */
const SYNC_THRESHOLD = 32 * 1024;

/** The plugin's options (app.ts). */
export const COMPRESSION = {
  ...ANSWERS,
  syncThreshold: SYNC_THRESHOLD,
  globalDecompression: false,
} satisfies FastifyCompressOptions;

/** Answers kept per encoding, the least recently used dropped first. */
const REMEMBERED = 64;
/** Larger answers are compressed every time (and bound the memory to REMEMBERED × this per encoding). */
const REMEMBERED_MAX_BYTES = 64 * 1024;

/** `compress(buffer, options)` with a memory of its last REMEMBERED results. */
function remembering<O>(compress: (buffer: Buffer, options?: O) => Buffer) {
  const answers = new Map<string, Buffer>();
  return (buffer: Buffer, options?: O): Buffer => {
    if (buffer.length > REMEMBERED_MAX_BYTES) return compress(buffer, options);
    const key = buffer.toString('latin1');
    const known = answers.get(key);
    if (known) {
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const compressed = compress(buffer, options);
    if (answers.size >= REMEMBERED) answers.delete(answers.keys().next().value as string);
    answers.set(key, compressed);
    return compressed;
  };
}

/** The route option of shared data's routes (a route's compress options replace the plugin's: all are repeated). */
export const REPEATED_ANSWERS = {
  ...ANSWERS,
  // Remembered answers are compressed once: in one go, whatever the plugin's limit for the event loop.
  syncThreshold: REMEMBERED_MAX_BYTES,
  zlib: {
    brotliCompressSync: remembering<BrotliOptions>(zlib.brotliCompressSync),
    gzipSync: remembering<ZlibOptions>(zlib.gzipSync),
  },
} satisfies FastifyCompressOptions;
