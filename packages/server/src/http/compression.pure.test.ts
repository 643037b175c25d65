import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPEATED_ANSWERS } from './compression.js';

const { brotliCompressSync, gzipSync } = REPEATED_ANSWERS.zlib;
const answer = (text: string): Buffer => Buffer.from(JSON.stringify({ text, padding: 'x'.repeat(2048) }));

describe('remembered compression of repeated answers', () => {
  it('answers the same bytes again from memory, and other bytes afresh', () => {
    const first = brotliCompressSync(answer('é one'));
    expect(brotliCompressSync(answer('é one'))).toBe(first);
    expect(brotliDecompressSync(first)).toEqual(answer('é one'));
    const other = brotliCompressSync(answer('é two'));
    expect(other).not.toBe(first);
    expect(brotliDecompressSync(other)).toEqual(answer('é two'));
    expect(gunzipSync(gzipSync(answer('é one')))).toEqual(answer('é one'));
  });

  it('keeps a bounded number of answers, the least recently used leaving first', () => {
    const kept = brotliCompressSync(answer('kept'));
    const dropped = brotliCompressSync(answer('dropped'));
    for (let i = 0; i < 100; i++) {
      expect(brotliCompressSync(answer('kept'))).toBe(kept);
      brotliCompressSync(answer(`filler ${i}`));
    }
    expect(brotliCompressSync(answer('kept'))).toBe(kept);
    expect(brotliCompressSync(answer('dropped'))).not.toBe(dropped);
  });
});
