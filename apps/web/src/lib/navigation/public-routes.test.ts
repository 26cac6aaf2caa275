import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-routes';

describe('isPublicPath', () => {
  it('treats the status pages, sign-in, links and unknown paths as public', () => {
    for (const path of [
      '/authentalink',
      '/confirmPin',
      '/sessiontimeout',
      '/no-internet',
      '/insufficient-information',
      '/links/privacy',
      '/uad/x',
      '/nope',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
  });
  it('treats the main routes as not public', () => {
    for (const path of [
      '/',
      '/form-selection',
      '/pre-qualifying-questionnaire',
      '/forms/w9_2024/1',
      '/forms/groups/crsiw8ben/2/success',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});
