// Generated from the contract by contracts/generate-client-routes.ts (npm run generate -w @taxcert/contracts):
// do not edit. test/client-routes.test.ts fails when it no longer matches src/contract.ts.
import type { Contract } from '../contract';

const table = {
  auth: {
    authenticationLink: { method: 'POST', path: '/api/authentaLink', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 410: null, 429: null, 500: null, 503: null } },
    state: { method: 'GET', path: '/api/auth/state', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    sendPin: { method: 'PUT', path: '/api/auth/sendpin', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    sendNoEmailPin: { method: 'PUT', path: '/api/auth/sendnoemailpin', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    validatePin: { method: 'POST', path: '/api/validatepin', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    login: { method: 'GET', path: '/api/auth/login', strictStatusCodes: true, responses: { 302: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    logout: { method: 'GET', path: '/api/auth/logout', strictStatusCodes: true, responses: { 302: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    token: { method: 'GET', path: '/api/auth/token', strictStatusCodes: true, responses: { 302: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
  },
  language: {
    list: { method: 'GET', path: '/api/language', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    get: { method: 'GET', path: '/api/language/:code', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
  },
  config: {
    preload: { method: 'GET', path: '/api/config/preload.json', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    get: { method: 'GET', path: '/api/config', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    specialRateProvisions: { method: 'GET', path: '/api/config/specialrateprovisions/:id', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    otherArticles: { method: 'GET', path: '/api/config/otherarticles', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    jurisdictions: { method: 'GET', path: '/api/config/jurisdictions', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    paymentTypes: { method: 'GET', path: '/api/config/payment-types', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    igaSubclassifications: { method: 'GET', path: '/api/config/igasubclassifications', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    stockMarkets: { method: 'GET', path: '/api/config/stockmarkets', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    lobs: { method: 'GET', path: '/api/config/lobs', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
  },
  system: {
    consoleLog: { method: 'POST', path: '/api/consolelog', strictStatusCodes: true, responses: { 204: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    keepAlive: { method: 'GET', path: '/api/keepalive', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
  },
  forms: {
    add: { method: 'PUT', path: '/api/forms', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    get: { method: 'GET', path: '/api/forms/:id', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    validate: { method: 'POST', path: '/api/forms/:formType/:id/validate', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 429: null, 500: null, 503: null } },
    confirm: { method: 'PUT', path: '/api/forms/:id/confirm', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    submit: { method: 'PUT', path: '/api/forms/:id/submit', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    revert: { method: 'PUT', path: '/api/forms/:id/revert', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 429: null, 500: null, 503: null } },
    certify: { method: 'POST', path: '/api/forms/:id/certify', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    sign: { method: 'POST', path: '/api/forms/:id/sign', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    pdfDownload: { method: 'GET', path: '/api/forms/:id/pdf/download', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    pdfPreview: { method: 'GET', path: '/api/forms/:id/pdf/preview', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
  },
  formGroups: {
    add: { method: 'POST', path: '/api/formgroups', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    get: { method: 'GET', path: '/api/formgroups/:id', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    validate: { method: 'POST', path: '/api/formgroups/:id/:formType/validate', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 429: null, 500: null, 503: null } },
    submit: { method: 'PUT', path: '/api/formgroups/:id/submit', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    confirm: { method: 'PUT', path: '/api/formgroups/:id/confirm', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    revert: { method: 'PUT', path: '/api/formgroups/:id/revert', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 429: null, 500: null, 503: null } },
    certify: { method: 'POST', path: '/api/formgroups/:id/certify', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    sign: { method: 'POST', path: '/api/formgroups/:id/sign', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 409: null, 422: null, 429: null, 500: null, 503: null } },
    pdfPreview: { method: 'GET', path: '/api/formgroups/:id/:formType/pdf/preview', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    pdfDownload: { method: 'GET', path: '/api/formgroups/:id/:formType/pdf/download', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    supportingDocs: { method: 'GET', path: '/api/formgroups/:id/supporting-docs', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
  },
  questionnaire: {
    validateForm: { method: 'POST', path: '/api/questionnaire/form/:id/validate', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    validateFormGroup: { method: 'POST', path: '/api/questionnaire/formgroup/:id/validate', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
  },
  supportingDocs: {
    download: { method: 'GET', path: '/api/supportingdocs/:id/download', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    view: { method: 'GET', path: '/api/customers/supporting-docs/:id', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    preview: { method: 'POST', path: '/api/supportingdocs/preview', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 429: null, 500: null, 503: null } },
    signedPdf: { method: 'GET', path: '/api/supportingdocs/:id/pdf/download', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    linkedCollectableDocForm: { method: 'GET', path: '/api/supportingdocs/:id/form/getLinkedCollectableDocId', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    linkedCollectableDocFormGroup: { method: 'GET', path: '/api/supportingdocs/:id/formGroup/getLinkedCollectableDocId', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    delete: { method: 'DELETE', path: '/api/supportingdocs/:id', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
    deleteFileUpload: { method: 'DELETE', path: '/api/file/upload/:id', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 429: null, 500: null, 503: null } },
  },
  upload: {
    supportingDoc: { method: 'PUT', path: '/api/supportingdocs/upload', contentType: 'multipart/form-data', strictStatusCodes: true, responses: { 200: null, 400: null, 401: null, 403: null, 404: null, 413: null, 415: null, 429: null, 500: null, 503: null } },
  },
} as const;

/**
 * The contract's routes without their zod schemas, for ts-rest's client in the browser (ADR 026): typed as the
 * contract, so every call keeps its request and response types, while the browser loads neither zod nor the
 * schemas. The client reads only method, path, content type, strict statuses and the statuses' names
 * (client-routes.ts); response validation on the client is therefore not available with this table.
 */
export const clientRoutes = table as unknown as Contract;
