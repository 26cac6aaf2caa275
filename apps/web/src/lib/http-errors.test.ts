import { describe, expect, it } from 'vitest';
import { centralRedirect, errorBody, HttpResponseError, isRetryable } from './http-errors';

const failure = (status: number, body: unknown = { code: status, message: 'x' }) => ({ status, body, headers: new Headers() });

describe('centralRedirect', () => {
  it('sends 401 to the sign-in screen', () => {
    expect(centralRedirect(failure(401))).toBe('/authentalink');
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
    for (const status of [400, 404, 409, 422, 500]) expect(centralRedirect(failure(status))).toBeNull();
    expect(centralRedirect(new TypeError('Failed to fetch'))).toBeNull();
    expect(centralRedirect(undefined)).toBeNull();
  });
});

describe('errorBody', () => {
  it('reads the {code, message} envelope only', () => {
    expect(errorBody(failure(422, { code: 4220, message: 'name' }))).toEqual({ code: 4220, message: 'name' });
    expect(errorBody(failure(500, { oops: true }))).toBeNull();
    expect(errorBody(new Error('x'))).toBeNull();
  });
});

describe('isRetryable', () => {
  it('retries network errors and the transient statuses only', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(failure(503))).toBe(true);
    expect(isRetryable(failure(408))).toBe(true);
    expect(isRetryable(failure(500))).toBe(false);
    expect(isRetryable(failure(401))).toBe(false);
  });
});
