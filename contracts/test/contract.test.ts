import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/routes';

/** Every call of app-shell.md §7, as method and path under /api (ADR 0001 fixes the open ones). */
const specCalls = [
  'POST /api/authentaLink',
  'GET /api/language',
  'GET /api/language/:code',
  'GET /api/auth/state',
  'PUT /api/auth/sendpin',
  'PUT /api/auth/sendnoemailpin',
  'POST /api/validatepin',
  'GET /api/auth/login',
  'GET /api/auth/logout',
  'GET /api/auth/token',
  'GET /api/config/preload.json',
  'GET /api/config',
  'GET /api/config/specialrateprovisions/:id',
  'GET /api/config/otherarticles',
  'GET /api/config/jurisdictions',
  'GET /api/config/payment-types',
  'GET /api/config/igasubclassifications',
  'GET /api/config/stockmarkets',
  'GET /api/config/lobs',
  'POST /api/consolelog',
  'PUT /api/forms',
  'GET /api/forms/:id',
  'POST /api/forms/:formType/:id/validate',
  'PUT /api/forms/:id/confirm',
  'PUT /api/forms/:id/submit',
  'PUT /api/forms/:id/revert',
  'POST /api/forms/:id/certify',
  'POST /api/forms/:id/sign',
  'GET /api/forms/:id/pdf/download',
  'GET /api/forms/:id/pdf/preview',
  'POST /api/questionnaire/form/:id/validate',
  'POST /api/questionnaire/formgroup/:id/validate',
  'POST /api/formgroups',
  'GET /api/formgroups/:id',
  'POST /api/formgroups/:id/:formType/validate',
  'PUT /api/formgroups/:id/submit',
  'PUT /api/formgroups/:id/confirm',
  'PUT /api/formgroups/:id/revert',
  'POST /api/formgroups/:id/certify',
  'POST /api/formgroups/:id/sign',
  'GET /api/formgroups/:id/:formType/pdf/preview',
  'GET /api/formgroups/:id/:formType/pdf/download',
  'GET /api/formgroups/:id/supporting-docs',
  'GET /api/supportingdocs/:id/download',
  'POST /api/supportingdocs/preview',
  'GET /api/supportingdocs/:id/pdf/download',
  'GET /api/supportingdocs/:id/form/getLinkedCollectableDocId',
  'GET /api/supportingdocs/:id/formGroup/getLinkedCollectableDocId',
  'DELETE /api/supportingdocs/:id',
  'DELETE /api/file/upload/:id',
  'GET /api/customers/supporting-docs/:id',
  'PUT /api/supportingdocs/upload',
  'GET /api/keepalive',
];

describe('contract', () => {
  const routes = listRoutes();
  const calls = routes.map(({ route }) => `${route.method} ${route.path}`);

  it('has exactly the calls of app-shell.md §7', () => {
    expect([...calls].sort()).toEqual([...specCalls].sort());
  });

  it('names every route uniquely by domain and call', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('forms.sign');
    expect(names).toContain('auth.authenticationLink');
  });

  it('answers every error status with the {code, message} envelope', () => {
    for (const { name, route } of routes) {
      for (const status of [400, 401, 403, 429, 500, 503]) {
        expect(route.responses, `${name} ${status}`).toHaveProperty(String(status));
      }
    }
  });
});
