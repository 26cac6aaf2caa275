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
