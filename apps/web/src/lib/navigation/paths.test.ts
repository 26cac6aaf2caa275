import { describe, expect, it } from 'vitest';
import { paths, routeTable, STATUS_PATHS } from './paths';
import { isPublicPath } from './public-routes';

/** A concrete address for a pattern, with sample parameters. */
function sample(pattern: string): string {
  return pattern.replace(/:\w+/g, 'x1').replace('/*', '/some/link');
}

describe('paths builders', () => {
  it('build the main routes', () => {
    expect(paths.landing()).toBe('/');
    expect(paths.formSelection()).toBe('/form-selection');
    expect(paths.questionnaire()).toBe('/pre-qualifying-questionnaire');
    expect(paths.form({ formType: 'w9_2024', formId: 17 })).toBe('/forms/w9_2024/17');
    expect(paths.formSuccess({ formType: 'w9_2024', formId: '17' })).toBe('/forms/w9_2024/17/success');
    expect(paths.formGroup({ groupType: 'crsiw8ben', formGroupId: 2 })).toBe('/forms/groups/crsiw8ben/2');
    expect(paths.formGroupSuccess({ groupType: 'crsiw8ben', formGroupId: 2 })).toBe(
      '/forms/groups/crsiw8ben/2/success',
    );
  });

  it('build the public routes', () => {
    expect(paths.authentaLink()).toBe('/authentalink');
    expect(paths.confirmPin()).toBe('/confirmPin');
    expect(paths.insufficientInformation()).toBe('/insufficient-information');
    expect(paths.links('termsOfUse')).toBe('/links/termsOfUse');
    expect(paths.uad('a b/c')).toBe('/uad/a%20b/c');
    expect(paths.status('sessiontimeout')).toBe('/sessiontimeout');
    expect(paths.status('no-internet')).toBe('/no-internet');
  });

  it('encode parameters so that a value cannot add a segment or a query', () => {
    expect(paths.form({ formType: 'w8/../x', formId: '1?a=b#c' })).toBe('/forms/w8%2F..%2Fx/1%3Fa%3Db%23c');
    expect(paths.links('a/b')).toBe('/links/a%2Fb');
  });

  it('refuse an empty parameter rather than build a path of another route', () => {
    expect(() => paths.form({ formType: 'w9_2024', formId: '' })).toThrow(/:formId/);
  });

  it('build what the pattern matches', () => {
    expect(paths.form.pattern).toBe('/forms/:formType/:formId');
    expect(paths.formGroupSuccess.pattern).toBe('/forms/groups/:groupType/:formGroupId/success');
    expect(paths.links.pattern).toBe('/links/:pageType');
  });
});

describe('route table', () => {
  it('has one row per status page and every pattern once', () => {
    const patterns = routeTable.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const kind of STATUS_PATHS) expect(patterns).toContain(paths.status(kind));
  });

  it('lists the routes of app-shell.md §2', () => {
    expect(routeTable.map((route) => route.pattern).sort()).toEqual(
      [
        '*',
        '/',
        '/alreadyloggedin',
        '/authentalink',
        '/confirmPin',
        '/form-selection',
        '/forms/:formType/:formId',
        '/forms/:formType/:formId/success',
        '/forms/groups/:groupType/:formGroupId',
        '/forms/groups/:groupType/:formGroupId/success',
        '/insufficient-information',
        '/links/:pageType',
        '/loggedout',
        '/no-internet',
        '/pre-qualifying-questionnaire',
        '/server',
        '/sessiontimeout',
        '/uad/*',
        '/unauthorized',
        '/unavailable',
        '/unlicensed',
        '/unsupported',
      ].sort(),
    );
  });

  it('keeps the main routes of app-shell.md §2 not public: /, form selection, the questionnaire and the form screens', () => {
    const main = routeTable.filter((route) => !route.isPublic).map((route) => route.name);
    expect(main.sort()).toEqual(
      ['form', 'formGroup', 'formGroupSuccess', 'formSuccess', 'formSelection', 'landing', 'questionnaire'].sort(),
    );
  });
});

describe('isPublicPath reads the table', () => {
  it('treats every route marked public as public', () => {
    for (const route of routeTable.filter((r) => r.isPublic))
      expect(isPublicPath(sample(route.pattern)), route.pattern).toBe(true);
  });

  it('treats every main route as not public, with or without a trailing slash', () => {
    for (const route of routeTable.filter((r) => !r.isPublic)) {
      expect(isPublicPath(sample(route.pattern)), route.pattern).toBe(false);
      if (route.pattern !== '/') expect(isPublicPath(`${sample(route.pattern)}/`), route.pattern).toBe(false);
    }
  });

  it('treats what the builders build as the table says', () => {
    expect(isPublicPath(paths.form({ formType: 'w9_2024', formId: 1 }))).toBe(false);
    expect(isPublicPath(paths.formGroupSuccess({ groupType: 'crsiw8ben', formGroupId: 2 }))).toBe(false);
    expect(isPublicPath(paths.status('server'))).toBe(true);
    expect(isPublicPath(paths.links('privacy'))).toBe(true);
  });

  it('treats an address no route matches (not-found) as public', () => {
    expect(isPublicPath('/nope')).toBe(true);
    expect(isPublicPath('/form-selection/extra')).toBe(true);
  });
});
