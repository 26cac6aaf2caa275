import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { chooseEncoding } from '../src/plugins/response-check';
import { buildTestApp, signIn } from './helper';

/** The web app's files go precompressed, large API answers compressed, small ones and PDFs as they are. */
describe('compressed answers', () => {
  let app: SimApp;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxcert-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Taxcert</title><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'app-1a2b.js'), script);
    // What the build writes beside it (vite-plugin-compression2); marked so the test sees which copy was sent.
    writeFileSync(join(root, 'assets', 'app-1a2b.js.br'), brotliCompressSync(Buffer.from(`${script}//br`)));
    writeFileSync(join(root, 'assets', 'app-1a2b.js.gz'), gzipSync(Buffer.from(`${script}//gz`)));
    app = await buildTestApp({ webRoot: root });
  });
  afterAll(() => app.close());

  it("serves a built asset's brotli or gzip copy to a browser that accepts it, immutable; the file itself otherwise", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}//gz`);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a large JSON answer (a language catalogue) and leaves a small one as it is', async () => {
    const catalogue = await app.inject({
      method: 'GET',
      url: '/api/language/en',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(catalogue.rawPayload).toString()) as {
      locale: string;
      messages: Record<string, string>;
    };
    expect(json.locale).toBe('en');
    expect(catalogue.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 3);
    const small = await app.inject({ method: 'GET', url: '/api/auth/state', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('authState');
  });

  it('sends a catalogue compressed once at the highest brotli and gzip levels: the same JSON, the same bytes each time, right headers', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/language/de' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await app.inject({
      method: 'GET',
      url: '/api/language/de',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('application/json');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Smaller than @fastify/compress's own brotli (quality 4) of the same JSON.
    const quality4 = brotliCompressSync(Buffer.from(plain.body), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.rawPayload.length).toBeLessThan(quality4.length * 0.9);
    const again = await app.inject({ method: 'GET', url: '/api/language/de', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await app.inject({
      method: 'GET',
      url: '/api/language/de',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/language/de',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('lets the browser keep a catalogue: ETag and no-cache, 304 without a body when the tag still matches; the config stays no-store', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/language/fr', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/api/language/fr',
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${String(tag)}` },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(tag);
    expect(unchanged.headers['cache-control']).toBe('no-cache');
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.headers['content-length']).toBeUndefined();
    // Another tag (a catalogue a scenario changed, another language's) gets the whole answer.
    const stale = await app.inject({
      method: 'GET',
      url: '/api/language/fr',
      headers: { 'accept-encoding': 'br', 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
    const german = await app.inject({ method: 'GET', url: '/api/language/de' });
    expect(german.headers.etag).not.toBe(tag);
    const auth = await signIn(app);
    const config = await app.inject({ method: 'GET', url: '/api/config', headers: auth });
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.headers.etag).toBeUndefined();
  });

  it("sends a session's own config compressed once at @fastify/compress's level (not the highest: a new session must not wait)", async () => {
    const auth = await signIn(app);
    const plain = await app.inject({ method: 'GET', url: '/api/config', headers: auth });
    const br = await app.inject({ method: 'GET', url: '/api/config', headers: { ...auth, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const highest = brotliCompressSync(Buffer.from(plain.body), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(br.rawPayload.length).toBeGreaterThan(highest.length);
    const again = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { ...auth, 'accept-encoding': 'br' },
    });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('chooses brotli over gzip, honours q=0 and takes * and x-gzip', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('deflate, zstd')).toBeUndefined();
  });

  it('sends PDFs as they are (already compressed inside)', async () => {
    const auth = await signIn(app);
    const added = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    const { formId } = added.json<{ formId: number }>();
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/forms/${formId}/pdf/preview`,
      headers: { ...auth, 'accept-encoding': 'gzip, br' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
