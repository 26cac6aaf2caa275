// @vitest-environment node
import { readFileSync } from 'node:fs';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zopfliGzip } from './zopfli-gzip';

/** A text asset the build compresses: the English catalogue, as served from the app's static files. */
const sample = readFileSync(new URL('../../../fixtures/languages/en/questionnaire.json', import.meta.url));

describe('the gzip copy written by Zopfli (ADR 098)', () => {
  it('is a gzip stream that zlib inflates to the very same bytes', async () => {
    const copy = await zopfliGzip(sample);
    expect(copy.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(gunzipSync(copy).equals(sample)).toBe(true);
  });

  it('is smaller than zlib’s best level', async () => {
    const copy = await zopfliGzip(sample);
    expect(copy.length).toBeLessThan(gzipSync(sample, { level: constants.Z_BEST_COMPRESSION }).length);
  });
});

describe('Zopfli in worker threads (ADR 103)', () => {
  it('gives each of many inputs compressed at once its own copy, the same bytes as one at a time', async () => {
    // Six different slices of 4 KB: more inputs than threads, each one's output told apart by its bytes.
    const inputs = Array.from({ length: 6 }, (_, i) =>
      Buffer.concat([sample.subarray(i * 500, i * 500 + 4096), Buffer.from(`#${i}`)]),
    );
    const together = await Promise.all(inputs.map((input) => zopfliGzip(input)));
    together.forEach((copy, i) => expect(gunzipSync(copy).equals(inputs[i]!)).toBe(true));
    const alone = await zopfliGzip(inputs[3]!);
    expect(alone.equals(together[3]!)).toBe(true);
  });

  it('compresses exactly a view’s bytes, not the rest of its buffer, and a string as its UTF-8 bytes', async () => {
    const view = sample.subarray(100, 900);
    expect(gunzipSync(await zopfliGzip(view)).equals(view)).toBe(true);
    const text = 'Erklärung – 声明';
    expect(gunzipSync(await zopfliGzip(text)).toString('utf8')).toBe(text);
  });
});
