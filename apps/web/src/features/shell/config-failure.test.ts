import { describe, expect, it } from 'vitest';
import { configFailureRoute } from './config-failure';

const failure = (status: number, code = status) => ({ status, body: { code, message: '' }, headers: new Headers() });

describe('configFailureRoute', () => {
  it('maps each failure of the config call to its status page', () => {
    expect(configFailureRoute(new TypeError('Failed to fetch'))).toBe('/no-internet');
    expect(configFailureRoute(failure(403))).toBe('/unlicensed');
    expect(configFailureRoute(failure(403, 498))).toBe('/sessiontimeout');
    expect(configFailureRoute(failure(429))).toBe('/unavailable');
    expect(configFailureRoute(failure(502))).toBe('/unavailable');
    expect(configFailureRoute(failure(503))).toBe('/unavailable');
    expect(configFailureRoute(failure(500))).toBe('/server');
    expect(configFailureRoute(new Error('parse'))).toBe('/server');
  });
});
