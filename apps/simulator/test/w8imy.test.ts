import { ErrorCodes } from '@taxcert/contracts';
import { certificationText, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney, pdfText } from './form-journey';
import { buildTestApp, expectContract, signIn } from './helper';

/**
 * Form W-8IMY (Rev. October 2021) through the simulator's API (scenario all-forms), as the browser drives it: the
 * typical customer — a qualified intermediary that does not assume primary withholding responsibility and uploads its
 * pooled withholding statement from the questionnaire — checked, previewed, signed and printed with only the Parts its
 * statuses open and no expiry; and the refusals: no statement, or one no longer linked to the form.
 */
const english = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string): string => english[key] ?? `missing ${key}`;
const SIGNATURE = { printName: 'Erika Mustermann', capacity: '', signDate: '11-24-2026' };
const boundary = '----taxcert-w8imy';

describe('W-8IMY on the simulator', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  let journey: ReturnType<typeof formJourney>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms', now: () => new Date('2026-11-24T10:00:00Z') });
    auth = await signIn(app);
    journey = formJourney(app, auth, 'w8imy_2021');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  /** The questionnaire uploader's call: one PDF of `docType` linked to the form; the new document's id. */
  async function upload(formId: number, docType: string, name: string): Promise<number> {
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.7\n%withholding statement\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/supportingdocs/upload?docCategory=supportingdocument&docType=${docType}&id=${formId}&linkType=form&category=questionnaire`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expectContract('upload.supportingDoc', res);
    const docs = res.json<{ id: number; originalFileName: string }[]>();
    return docs.find((doc) => doc.originalFileName === name)?.id ?? -1;
  }

  /** The typical customer's answers: a QI (QI-EIN, GIIN) not assuming primary withholding, with its pooled statement. */
  const qualifiedIntermediary = (current: Answers, statement: string): Answers => ({
    ...current,
    name: { name: 'Beispiel Custody AG', country: 'DE' },
    entityType: { ch3Status: 'QualifiedIntermediary', ch4Status: 'ParticipatingFfi' },
    address: { line1: 'Neue Mainzer Straße 1', line3: 'Frankfurt am Main', postalCode: '60311', country: 'DE' },
    taxIdNumbers: { usTin: '981234567', usTinType: 'QiEin', giin: '98Q96B00000LE276' },
    partIII: {
      qiCertification: true,
      entity: 'Qi',
      responsibility: '2',
      noForm1099: true,
      chapter4RatePool: true,
      pooledWhdStatement: statement,
    },
    part29: { ...current.part29, capacityToSign: true, name: SIGNATURE.printName },
  });

  it('signs the qualified intermediary with its uploaded pooled withholding statement: Parts I, III and XXIX only, the statement attached, no expiry', async () => {
    const def = (await loadDefinition('w8imy_2021'))!;
    const { id, data } = await journey.create();
    const docId = await upload(id, 'pooledwhdstatement', 'pools-2026.pdf');
    const pdf = await journey.signed(id, qualifiedIntermediary(data, String(docId)), SIGNATURE, 'w8imy-qi-signed');
    const cert = certificationText(def, {});
    expect(pdf).toContain('W-8IMY');
    expectInOrder(pdf, [
      'Part I',
      `${text('questionnaire.w8imy.line1.label')} Beispiel Custody AG`,
      text('questionnaire.w8imy.ch3Status.option.QualifiedIntermediary'),
      '98-1234567 — QI-EIN',
      `Part III ${text('questionnaire.w8imy.parts.III')}`,
      `14 ${flat(text('questionnaire.w8imy.partIII.qiCertification.label')).slice(0, 60)}`,
      `15a ${flat(text('questionnaire.w8imy.partIII.responsibility.label')).slice(0, 40)}`,
      flat(text('questionnaire.w8imy.partIII.responsibility.option.2')),
      `15g ${flat(text('questionnaire.w8imy.partIII.noForm1099.label')).slice(0, 40)}`,
      `15h ${flat(text('questionnaire.w8imy.partIII.chapter4RatePool.label')).slice(0, 40)}`,
      `${text('questionnaire.w8imy.partIII.pooledWhdStatement.label')} ${text('pdf.w8imy.attached')}`,
      `Part XXIX ${text('questionnaire.w8imy.parts.XXIX')}`,
      flat(text(cert.introKey)),
      ...cert.items.map((item) => `${item.marker} ${flat(text(item.key))}`),
      flat(text('certification.w8.consent')),
      'Erika Mustermann',
    ]);
    for (const part of ['II', 'IV', 'V', 'VII', 'IX', 'XXVI'])
      expect(pdf, part).not.toContain(`Part ${part} ${text(`questionnaire.w8imy.parts.${part}`)}`);
    expect(pdf).not.toMatch(/valid until/i);
    const form = (await call('GET', `/api/forms/${id}`)).json<{ supportingDocs: { id: number; type: string }[] }>();
    expect(form.supportingDocs).toEqual([expect.objectContaining({ id: docId, type: 'pooledwhdstatement' })]);
  });

  it('refuses to sign without the statement: the Check names the upload, the signature answers {code 4091, message}', async () => {
    const { id, data } = await journey.create();
    expect(await journey.rejections(id, qualifiedIntermediary(data, ''))).toEqual([
      ['E-PARTIII-POOLEDWHDSTATEMENT-REQUIRED', 'partIII.pooledWhdStatement'],
    ]);
    await call('PUT', `/api/forms/${id}/confirm`, {});
    await call('POST', `/api/forms/${id}/certify`);
    const signed = await call('POST', `/api/forms/${id}/sign`, SIGNATURE);
    expect(signed.statusCode).toBe(409);
    expect(signed.json()).toEqual({
      code: ErrorCodes.SupportingDocumentMissing,
      message:
        'This form cannot be signed without its Pooled withholding statement (Part III). Upload it in the questionnaire, then sign.',
    });
  });

  it('refuses on line 8 a TIN type that is not the status’s (a QI gives its QI-EIN), with the message naming the right box', async () => {
    const { id, data } = await journey.create();
    const docId = await upload(id, 'pooledwhdstatement', 'pools.pdf');
    const answers = qualifiedIntermediary(data, String(docId));
    const wrong = { ...answers, taxIdNumbers: { ...answers.taxIdNumbers, usTinType: 'WpEin' } };
    const result = (await call('POST', `/api/forms/w8imy_2021/${id}/validate`, wrong)).json<{
      rejections: { code: string; codeDescription: string; field: string }[];
    }>();
    expect(result.rejections.map((r) => [r.field, r.codeDescription])).toEqual([
      ['taxIdNumbers.usTinType', text('questionnaire.w8imy.usTinType.qiEinErrorMessage')],
    ]);
    expect(await journey.rejections(id, answers)).toEqual([]);
  });

  it('refuses a statement deleted since, or uploaded as another type, or of another form', async () => {
    const { id, data } = await journey.create();
    const other = await journey.create();
    const wrongType = await upload(id, 'simplewhdstatement', 'accounts.pdf');
    const elsewhere = await upload(other.id, 'pooledwhdstatement', 'other-form.pdf');
    for (const docId of [wrongType, elsewhere]) {
      expect(await journey.rejections(id, qualifiedIntermediary(data, String(docId)))).toEqual([
        ['E-PARTIII-POOLEDWHDSTATEMENT-NOTLINKED', 'partIII.pooledWhdStatement'],
      ]);
    }
    const docId = await upload(id, 'pooledwhdstatement', 'pools.pdf');
    expect(await journey.rejections(id, qualifiedIntermediary(data, String(docId)))).toEqual([]);
    await call('PUT', `/api/forms/${id}/confirm`, {});
    await call('POST', `/api/forms/${id}/certify`);
    expect((await call('DELETE', `/api/supportingdocs/${docId}`)).statusCode).toBe(200);
    const signed = await call('POST', `/api/forms/${id}/sign`, SIGNATURE);
    expect(signed.statusCode).toBe(409);
    expect(signed.json()).toEqual({
      code: ErrorCodes.SupportingDocumentMissing,
      message:
        'The Pooled withholding statement (Part III) the form names is no longer linked to it. Upload it again in the questionnaire, then sign.',
    });
  });

  it('previews a withholding foreign partnership (no statement) with Part VII and no other status Part', async () => {
    const def = (await loadDefinition('w8imy_2021'))!;
    const { id, data } = await journey.create();
    const answers = def.sampleAnswers!(data, 'Erika Mustermann');
    expect(await journey.rejections(id, answers)).toEqual([]);
    const preview = flat(pdfText((await call('GET', `/api/forms/${id}/pdf/preview`)).rawPayload, 'w8imy-wp-preview'));
    expectInOrder(preview, [
      'Part I',
      `Part VII ${text('questionnaire.w8imy.parts.VII')}`,
      flat(text('questionnaire.w8imy.partVII.agreement.label')),
      'Part XXIX',
    ]);
    expect(preview).not.toContain(`Part III ${text('questionnaire.w8imy.parts.III')}`);
  });

  it('signs Rev. June 2017: a nonqualified intermediary with its detailed statement, the GIIN on line 9, no line 9b, the capacity in which acting', async () => {
    const imy2017 = formJourney(app, auth, 'w8imy_2017');
    const { id, data } = await imy2017.create();
    const docId = await upload(id, 'detailedwhdstatement', 'payees.xlsx.pdf');
    const answers: Answers = {
      ...data,
      name: { name: 'Beispiel Nominees GmbH', country: 'DE' },
      entityType: { ch3Status: 'NonQualifiedIntermediary', ch4Status: 'ParticipatingFfi' },
      address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
      taxIdNumbers: { giin: '98Q96B00000LE276' },
      partIV: {
        nqiCertification: true,
        transmitsDocumentation: true,
        isAltStatement: 'No',
        detailedWhdStatement: String(docId),
      },
      part29: { ...data.part29, name: SIGNATURE.printName, capacity: 'Director' },
    };
    const pdf = await imy2017.signed(id, answers, { ...SIGNATURE, capacity: 'Director' }, 'w8imy-2017-signed');
    expectInOrder(pdf, [
      '(Rev. June 2017)',
      '9 GIIN 98Q96B.00000.LE.276',
      `Part IV ${text('questionnaire.w8imy.parts.IV')}`,
      `${text('questionnaire.w8imy.partIV.detailedWhdStatement.label')} ${text('pdf.w8imy.attached')}`,
      `Part XXIX ${text('questionnaire.w8imy.parts.XXIX')}`,
      'Director',
    ]);
    expect(pdf).not.toContain(text('questionnaire.w8imy.ftin.label'));
    expect(pdf).not.toContain(text('questionnaire.signer.capacityToSign.label'));
    expect(pdf).not.toMatch(/valid until/i);
  });
});
