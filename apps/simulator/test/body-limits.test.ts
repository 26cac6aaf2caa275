import { BODY_LIMITS } from '@taxcert/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { buildTestApp, signIn, XRW } from './helper';

const JSON_XRW = { ...XRW, 'content-type': 'application/json' };
const VALIDATE = '/api/forms/w9_2024/1/validate';

/** `{"b":{"q":[0,0,…]}}` of about 1 MB: the body that blocked the event loop for 4 s. */
const hugeArray = `{"b":{"q":[${'0,'.repeat(498_999)}0]}}`;
/** 5,000 nested lists: the body that overflowed the stack in the request check. */
const deepNesting = `{"b":{"q":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
/** An answer nested `levels` levels deep. */
const nested = (levels: number): unknown => (levels === 0 ? 'x' : [nested(levels - 1)]);

describe('bounded request bodies', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  const post = (payload: string | object, headers: Record<string, string> = JSON_XRW, url = VALIDATE) =>
    app.inject({
      method: 'POST',
      url,
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('refuses the worst bodies with 400 {code, message} naming the limit, before the session check', async () => {
    expect(hugeArray.length).toBeGreaterThan(990_000);
    const array = await post(hugeArray);
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({
      code: 400,
      message: 'The request body has a list of more than 200 items (at "b.q").',
    });
    const deep = await post(deepNesting);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      code: 400,
      message: 'The request body is nested too deep: a request body nests at most 9 levels (at "b.q.0.0.0.0.0.0.0").',
    });
    // The same limits hold on every JSON call, signed in or not.
    const signedIn = await post(hugeArray, { ...auth, 'content-type': 'application/json' }, '/api/forms/1/confirm');
    expect(signedIn.statusCode).toBe(400);
  });

  it('checks the limits on the text before parsing it: the breach is found even when the rest is not JSON', async () => {
    const res = await post(`{"b":{"q":[${'0,'.repeat(300)}<not json>`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'The request body has a list of more than 200 items (at "b.q").',
    });
    const broken = await post(`{"b":{"q":[${'0,'.repeat(10)}<not json>`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: 400,
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });

  it('names the keys of a breach as the body means them, escaped or not', async () => {
    // "b\u002Eq" is the key `b.q`, `x\"y` the key `x"y`; a key without an escape is taken as written.
    const res = await post(`{"plain":{"b\\u002Eq":{"x\\"y":[${'0,'.repeat(200)}0]}}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: 'The request body has a list of more than 200 items (at "plain.b.q.x"y").',
    });
  });

  it('lets a body within the limits through to the session check (401 without a session)', async () => {
    const res = await post({ b: { q: Array.from({ length: BODY_LIMITS.arrayItems }, () => nested(4)) } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses each limit of form data one past it, and accepts it at the limit', async () => {
    const form = await app.inject({
      method: 'PUT',
      url: '/api/forms',
      headers: auth,
      payload: { isOnline: true, accountId: 5001, formType: 'w9_2024' },
    });
    const url = `/api/forms/w9_2024/${form.json<{ formId: number }>().formId}/validate`;
    const send = (data: object) => post(data, { ...auth, 'content-type': 'application/json' }, url);
    const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0]));

    const cases: [object, number, string][] = [
      [
        { b: { q: nested(6) } },
        400,
        'body field "b.q.0.0.0.0.0" is invalid: The form data is nested too deep: answers nest at most 5 levels.',
      ],
      [
        { b: { q: Array.from({ length: 201 }, () => 0) } },
        400,
        'The request body has a list of more than 200 items (at "b.q").',
      ],
      [{ b: manyKeys(201) }, 400, 'The request body has an object with more than 200 keys (at "b").'],
      [{ b: { q: 'x'.repeat(4001) } }, 400, 'The request body has a text longer than 4000 characters (at "b.q").'],
      [
        Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`b${i}`, manyKeys(150)])),
        400,
        'The request body holds more than 20000 values (at "b132.k66").',
      ],
    ];
    for (const [data, status, message] of cases) {
      const res = await send(data);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ code: status, message });
    }
    for (const data of [
      { b: { q: nested(5) } },
      { b: { q: Array.from({ length: 200 }, () => 0) } },
      { b: manyKeys(200) },
      { b: { q: 'x'.repeat(4000) } },
    ]) {
      expect((await send(data)).statusCode).toBe(200);
    }
  });

  // The event loop's freedom under the worst bodies (50 ms at most; 4 s per body before the limits) is a
  // speed figure: `npm run bench` measures it (bench/bodies.ts, a client in a worker, over HTTP). The test
  // above shows the mechanism: the limits are found on the text, before any parsing.
});
