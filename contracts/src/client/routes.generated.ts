// Generated from the contract by contracts/generate-client-routes.ts (npm run generate -w @taxcert/contracts):
// do not edit. test/client-routes.test.ts fails when it no longer matches src/contract.ts.
import type { Contract } from '../contract';

// The statuses routes answer, each distinct list once (a start-up file carries this table, ADR 075).
const S0 = '200 400 401 403 410 429 500 503';
const S1 = '200 400 401 403 429 500 503';
const S2 = '302 400 401 403 429 500 503';
const S3 = '200 400 401 403 404 429 500 503';
const S4 = '204 400 401 403 429 500 503';
const S5 = '200 400 401 403 404 409 429 500 503';
const S6 = '200 400 401 403 404 409 422 429 500 503';
const S7 = '200 400 401 403 404 413 415 429 500 503';

/** A route as ts-rest's client reads it: strict statuses unless `extra` says otherwise, each status named. */
const route = (
  method: string,
  path: string,
  statuses: string,
  extra?: { contentType?: string; strictStatusCodes?: boolean },
) => ({
  method,
  path,
  strictStatusCodes: true,
  ...extra,
  responses: Object.fromEntries(statuses.split(' ').map((status) => [status, null])),
});

const table = {
  auth: {
    authenticationLink: route('POST', '/api/authentaLink', S0),
    state: route('GET', '/api/auth/state', S1),
    sendPin: route('PUT', '/api/auth/sendpin', S1),
    sendNoEmailPin: route('PUT', '/api/auth/sendnoemailpin', S1),
    validatePin: route('POST', '/api/validatepin', S1),
    login: route('GET', '/api/auth/login', S2),
    logout: route('GET', '/api/auth/logout', S2),
    token: route('GET', '/api/auth/token', S2),
  },
  language: {
    list: route('GET', '/api/language', S1),
    get: route('GET', '/api/language/:code', S3),
  },
  config: {
    preload: route('GET', '/api/config/preload.json', S3),
    get: route('GET', '/api/config', S1),
    specialRateProvisions: route('GET', '/api/config/specialrateprovisions/:id', S3),
    otherArticles: route('GET', '/api/config/otherarticles', S1),
    jurisdictions: route('GET', '/api/config/jurisdictions', S1),
    paymentTypes: route('GET', '/api/config/payment-types', S1),
    igaSubclassifications: route('GET', '/api/config/igasubclassifications', S1),
    stockMarkets: route('GET', '/api/config/stockmarkets', S1),
    lobs: route('GET', '/api/config/lobs', S1),
  },
  system: {
    consoleLog: route('POST', '/api/consolelog', S4),
    keepAlive: route('GET', '/api/keepalive', S1),
  },
  forms: {
    add: route('PUT', '/api/forms', S1),
    get: route('GET', '/api/forms/:id', S3),
    validate: route('POST', '/api/forms/:formType/:id/validate', S5),
    confirm: route('PUT', '/api/forms/:id/confirm', S6),
    submit: route('PUT', '/api/forms/:id/submit', S6),
    revert: route('PUT', '/api/forms/:id/revert', S5),
    certify: route('POST', '/api/forms/:id/certify', S6),
    sign: route('POST', '/api/forms/:id/sign', S6),
    pdfDownload: route('GET', '/api/forms/:id/pdf/download', S3),
    pdfPreview: route('GET', '/api/forms/:id/pdf/preview', S3),
  },
  formGroups: {
    add: route('POST', '/api/formgroups', S1),
    get: route('GET', '/api/formgroups/:id', S3),
    validate: route('POST', '/api/formgroups/:id/:formType/validate', S5),
    submit: route('PUT', '/api/formgroups/:id/submit', S6),
    confirm: route('PUT', '/api/formgroups/:id/confirm', S6),
    revert: route('PUT', '/api/formgroups/:id/revert', S5),
    certify: route('POST', '/api/formgroups/:id/certify', S6),
    sign: route('POST', '/api/formgroups/:id/sign', S6),
    pdfPreview: route('GET', '/api/formgroups/:id/:formType/pdf/preview', S3),
    pdfDownload: route('GET', '/api/formgroups/:id/:formType/pdf/download', S3),
    supportingDocs: route('GET', '/api/formgroups/:id/supporting-docs', S3),
  },
  questionnaire: {
    validateForm: route('POST', '/api/questionnaire/form/:id/validate', S3),
    validateFormGroup: route('POST', '/api/questionnaire/formgroup/:id/validate', S3),
  },
  supportingDocs: {
    download: route('GET', '/api/supportingdocs/:id/download', S3),
    view: route('GET', '/api/customers/supporting-docs/:id', S3),
    preview: route('POST', '/api/supportingdocs/preview', S1),
    signedPdf: route('GET', '/api/supportingdocs/:id/pdf/download', S3),
    linkedCollectableDocForm: route('GET', '/api/supportingdocs/:id/form/getLinkedCollectableDocId', S3),
    linkedCollectableDocFormGroup: route('GET', '/api/supportingdocs/:id/formGroup/getLinkedCollectableDocId', S3),
    delete: route('DELETE', '/api/supportingdocs/:id', S3),
    deleteFileUpload: route('DELETE', '/api/file/upload/:id', S3),
  },
  upload: {
    supportingDoc: route('PUT', '/api/supportingdocs/upload', S7, { contentType: 'multipart/form-data' }),
  },
};

/**
 * The contract's routes without their zod schemas, for ts-rest's client in the browser (ADR 026): typed as the
 * contract, so every call keeps its request and response types, while the browser loads neither zod nor the
 * schemas. The client reads only method, path, content type, strict statuses and the statuses' names
 * (client-routes.ts); response validation on the client is therefore not available with this table.
 */
export const clientRoutes = table as unknown as Contract;
