import { describe, expect, it } from 'vitest';
import { centralRedirect, configFailureTarget, describeFailure, errorBody, HttpResponseError, loginUrl } from './http-errors';

const failure = (status: number, body: unknown = { code: status, message: 'x' }) => ({ status, body, headers: new Headers() });
const t = (key: string) => `t(${key})`;

describe('centralRedirect (app-shell.md §8)', () => {
  it('sends 401 to /unauthorized', () => {
    expect(centralRedirect(failure(401))).toBe('/unauthorized');
  });
  it('tells a timed-out session (403 with body code 498) from a missing licence', () => {
    expect(centralRedirect(failure(403, { code: 498, message: 'timed out' }))).toBe('/sessiontimeout');
    expect(centralRedirect(failure(403))).toBe('/unlicensed');
    expect(centralRedirect(failure(403, 'not json'))).toBe('/unlicensed');
  });
  it('sends 429 and 503 to the unavailable page', () => {
    expect(centralRedirect(failure(429))).toBe('/unavailable');
    expect(centralRedirect(failure(503))).toBe('/unavailable');
  });
  it('reads failures wrapped in HttpResponseError too', () => {
    expect(centralRedirect(new HttpResponseError({ status: 403, body: { code: 498, message: '' } }))).toBe('/sessiontimeout');
    expect(errorBody(new HttpResponseError({ status: 422, body: { code: 4220, message: 'm' } }))).toEqual({ code: 4220, message: 'm' });
  });
  it('leaves everything else to the caller', () => {
    for (const status of [400, 404, 409, 422, 500, 502]) expect(centralRedirect(failure(status))).toBeNull();
    expect(centralRedirect(new TypeError('Failed to fetch'))).toBeNull();
    expect(centralRedirect(undefined)).toBeNull();
  });
});

describe('configFailureTarget (app-shell.md §2)', () => {
  it('maps each failure of the config call to its page', () => {
    expect(configFailureTarget(new TypeError('Failed to fetch'))).toEqual({ route: '/no-internet' });
    expect(configFailureTarget(failure(401))).toEqual({ external: 'login' });
    expect(configFailureTarget(failure(403))).toEqual({ route: '/unlicensed' });
    expect(configFailureTarget(failure(403, { code: 498, message: '' }))).toEqual({ route: '/sessiontimeout' });
    for (const status of [429, 502, 503]) expect(configFailureTarget(failure(status))).toEqual({ route: '/unavailable' });
    expect(configFailureTarget(failure(500))).toEqual({ route: '/server' });
    expect(configFailureTarget(new Error('parse'))).toEqual({ route: '/server' });
  });
  it('keeps the query string on the login URL', () => {
    expect(loginUrl('', '?a=1&b=2')).toBe('/api/auth/login?a=1&b=2');
    expect(loginUrl('https://api.example', '')).toBe('https://api.example/api/auth/login');
  });
});

describe('describeFailure (app-shell.md §8)', () => {
  it('uses the {code, message} envelope when there is one', () => {
    expect(describeFailure(failure(422, { code: 4220, message: 'name' }), t)).toEqual({ code: 4220, message: 'name' });
  });
  it('gives a network failure code 502 and the Network error title', () => {
    expect(describeFailure(new TypeError('Failed to fetch'), t)).toEqual({ code: 502, title: 't(errors.networkTitle)', message: 't(errors.network)' });
  });
  it('gives a missing body code 500, or the caller fallback (unexpected add failure -9999)', () => {
    expect(describeFailure(failure(500, ''), t)).toEqual({ code: 500, message: 't(errors.missingBody)' });
    expect(describeFailure(failure(500, null), t, { code: -9999, messageKey: 'errors.unexpectedAdd' })).toEqual({
      code: -9999,
      message: 't(errors.unexpectedAdd)',
    });
  });
  it('reads the envelope only', () => {
    expect(errorBody(failure(500, { oops: true }))).toBeNull();
    expect(errorBody(new Error('x'))).toBeNull();
  });
});
