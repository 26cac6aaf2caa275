import type { Checker } from './client';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** The calls any deployment answers without a form: languages, auth state, config, reference data, system. */
export async function publicReads(c: Checker): Promise<Json> {
  await c.call('language.list', { path: '/api/language', expect: [200] });
  await c.call('language.get', { path: '/api/language/en', expect: [200] });
  await c.call('auth.state', { path: '/api/auth/state', expect: [200] });
  await c.call('config.preload', { path: '/api/config/preload.json', expect: [200, 404] });
  const config = await c.call('config.get', { path: '/api/config', expect: [200] });
  await c.call('config.specialRateProvisions', {
    path: '/api/config/specialrateprovisions/GB?hasPensionClaim=false',
    expect: [200],
  });
  await c.call('config.otherArticles', { path: '/api/config/otherarticles', expect: [200] });
  await c.call('config.jurisdictions', { path: '/api/config/jurisdictions', expect: [200] });
  await c.call('config.paymentTypes', { path: '/api/config/payment-types', expect: [200] });
  await c.call('config.igaSubclassifications', { path: '/api/config/igasubclassifications', expect: [200] });
  await c.call('config.stockMarkets', { path: '/api/config/stockmarkets', expect: [200] });
  await c.call('config.lobs', { path: '/api/config/lobs', expect: [200] });
  await c.call('system.keepAlive', { path: `/api/keepalive?t=${Date.now()}`, expect: [200] });
  await c.call('auth.login', { path: '/api/auth/login', expect: [302] });
  if (!c.checked.has('auth.token')) {
    // Without a link to open, an unknown token: the API redirects to its error page.
    await c.call('auth.token', { path: '/api/auth/token?token=contract-check-unknown-token', expect: [302] });
  }
  return obj(config.json);
}

/** The GETs of an existing form: the form, its PDFs, its signed collectable document and first supporting document. */
export async function formReads(
  c: Checker,
  formId: number,
  skip: (name: string, reason: string) => void,
): Promise<void> {
  const form = await c.call('forms.get', { path: `/api/forms/${formId}`, expect: [200] });
  await c.call('forms.pdfPreview', { path: `/api/forms/${formId}/pdf/preview`, expect: [200] });
  await c.call('forms.pdfDownload', { path: `/api/forms/${formId}/pdf/download`, expect: [200] });
  const linked = await c.call('supportingDocs.linkedCollectableDocForm', {
    path: `/api/supportingdocs/${formId}/form/getLinkedCollectableDocId`,
    expect: [200],
  });
  const docId = obj(linked.json).linkedCollectableSupportingDocId;
  if (typeof docId === 'number' && docId > 0)
    await c.call('supportingDocs.signedPdf', { path: `/api/supportingdocs/${docId}/pdf/download`, expect: [200] });
  else skip('supportingDocs.signedPdf', `form ${formId} has no signed collectable document`);
  const doc = (obj(form.json).supportingDocs as Json[] | undefined)?.[0];
  if (typeof doc?.id === 'number') {
    await c.call('supportingDocs.download', { path: `/api/supportingdocs/${doc.id}/download`, expect: [200] });
    await c.call('supportingDocs.view', { path: `/api/customers/supporting-docs/${doc.id}`, expect: [200] });
  } else {
    for (const name of ['supportingDocs.download', 'supportingDocs.view'])
      skip(name, `form ${formId} has no supporting document`);
  }
}

/** The GETs of an existing group: the group, its first form's PDFs, its documents and linked collectable document. */
export async function groupReads(c: Checker, groupId: number): Promise<void> {
  const group = await c.call('formGroups.get', { path: `/api/formgroups/${groupId}`, expect: [200] });
  const formType = (obj(group.json).forms as Json[] | undefined)?.[0]?.formType;
  const first = typeof formType === 'string' ? formType : '';
  await c.call('formGroups.pdfPreview', { path: `/api/formgroups/${groupId}/${first}/pdf/preview`, expect: [200] });
  await c.call('formGroups.pdfDownload', { path: `/api/formgroups/${groupId}/${first}/pdf/download`, expect: [200] });
  await c.call('formGroups.supportingDocs', { path: `/api/formgroups/${groupId}/supporting-docs`, expect: [200] });
  await c.call('supportingDocs.linkedCollectableDocFormGroup', {
    path: `/api/supportingdocs/${groupId}/formGroup/getLinkedCollectableDocId`,
    expect: [200],
  });
}
