import { ErrorCodes } from '@taxcert/contracts';
import { ANSWER_MAX_LENGTH, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { formJourney, pdfText } from './form-journey';
import { signedInApp, validW9 } from './helper';

/**
 * One check of an answer set before any rule runs, on every call that receives or acts on answers.
 * The cases of the issue, tried through the API as a careless or hostile client would: a hidden answer obeyed, a
 * single choice sent as a list or as an option that does not exist, a Partnership certifying as a publicly traded
 * corporation, 4,000-character texts, a question the form does not have.
 */
describe('the one check of an answer set (default configuration)', () => {
  const session = signedInApp();
  const SIGN = { printName: 'Jane Doe', capacity: '', signDate: '11-22-2026' };

  const journey = (formType: string) => formJourney(session.app, session.auth, formType);
  const rejections = async (formType: string, id: number, answers: Answers, locale = 'en') => {
    const res = await session.app.inject({
      method: 'POST',
      url: `/api/forms/${formType}/${id}/validate`,
      headers: { ...session.auth, 'accept-language': locale },
      payload: answers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ rejections: { code: string; codeDescription: string; field: string }[] }>().rejections;
  };
  /** Confirms `answers` as the confirmation dialog does, then certifies and signs: each answer. */
  const confirmCertifySign = async (id: number, answers: Answers) => {
    const confirm = await session.call('PUT', `/api/forms/${id}/confirm`, 'forms.confirm', { data: answers });
    const certify = await session.call('POST', `/api/forms/${id}/certify`, 'forms.certify');
    const sign = await session.call('POST', `/api/forms/${id}/sign`, 'forms.sign', SIGN);
    return { confirm, certify, sign };
  };

  it('W-8ECI: line 7 has no "applied for": one sent is refused as an unknown question and cannot excuse an empty TIN', async () => {
    const def = (await loadDefinition('w8eci_2021'))!;
    const form = journey('w8eci_2021');
    const { id, data } = await form.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    const answers = { ...sample, usTin: { ...sample.usTin, tin: '', appliedFor: 'Yes' } };
    expect((await rejections('w8eci_2021', id, answers)).map((r) => [r.code, r.field])).toEqual([
      ['E-USTIN-TIN-REQUIRED', 'usTin.tin'],
      ['E-UNKNOWN-QUESTION', 'usTin.appliedFor'],
    ]);
    // Confirming such answers is refused, and the form is never signed.
    const { confirm, certify, sign } = await confirmCertifySign(id, answers);
    expect([confirm.statusCode, certify.statusCode, sign.statusCode]).toEqual([422, 409, 409]);
  });

  it('W-8BEN-E Part XXVI: one choice sent as a list, or an option that does not exist, is refused on its field', async () => {
    const def = (await loadDefinition('w8bene_2021'))!;
    const form = journey('w8bene_2021');
    const { id, data } = await form.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    const passive = (choice: unknown): Answers => ({
      ...sample,
      entityType: { ch3Status: 'Corporation', ch4Status: 'PassiveNffe' },
      partXXV: {},
      partXXVI: { box40a: true, choice: choice as string },
    });
    expect(await rejections('w8bene_2021', id, passive('40b'))).toEqual([]);
    for (const choice of [['40b', '40c'], '40z']) {
      const found = await rejections('w8bene_2021', id, passive(choice));
      expect(found, JSON.stringify(choice)).toEqual([
        {
          code: 'E-PARTXXVI-CHOICE-OPTION',
          codeDescription: 'This is not one of the choices offered for this question.',
          field: 'partXXVI.choice',
        },
      ]);
    }
    // In the request's language.
    expect((await rejections('w8bene_2021', id, passive('40z'), 'de'))[0]?.codeDescription).toBe(
      'Dies ist keine der für diese Frage angebotenen Auswahlmöglichkeiten.',
    );
    // Confirmed anyway: refused before any stage moves, naming the field — never signed, never printed as JSON.
    const confirm = await session.call('PUT', `/api/forms/${id}/confirm`, 'forms.confirm', {
      data: passive(['40b', '40c']),
    });
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json()).toEqual({
      code: ErrorCodes.AnswersRefused,
      message:
        'The answers cannot be accepted: partXXVI.choice: This is not one of the choices offered for this question.',
    });
    const preview = pdfText(
      (await session.call('GET', `/api/forms/${id}/pdf/preview`, 'forms.pdfPreview')).rawPayload,
      'w8bene-part-xxvi',
    );
    expect(preview).not.toContain('["40b","40c"]');
  });

  it('W-8BEN-E Part XXIII: a Partnership cannot certify as a publicly traded corporation', async () => {
    const def = (await loadDefinition('w8bene_2021'))!;
    const form = journey('w8bene_2021');
    const { id, data } = await form.create();
    const sample = def.sampleAnswers!(data, 'Jane Doe');
    const traded = (ch3Status: string): Answers => ({
      ...sample,
      entityType: { ch3Status, ch4Status: 'PubliclyTradedNffeorNffeAffiliate', hybridEntity: 'No' },
      partXXV: {},
      partXXIII: { choice: '37a', securitiesMarket: 'Deutsche Boerse Xetra' },
    });
    expect(await rejections('w8bene_2021', id, traded('Corporation'))).toEqual([]);
    expect((await rejections('w8bene_2021', id, traded('Partnership'))).map((r) => [r.code, r.field])).toEqual([
      ['E-PARTXXIII-CHOICE-CUSTOM', 'partXXIII.choice'],
    ]);
    const { sign } = await confirmCertifySign(id, traded('Partnership'));
    expect(sign.statusCode).toBe(409);
    expect(sign.json<{ message: string }>().message).toContain('partXXIII.choice');
  });

  it('W-9: 4,000 characters in every text are refused on each field with the box’s length, and never signed', async () => {
    const form = journey('w9_2024');
    const { id, data } = await form.create();
    const valid = validW9(data) as Answers;
    expect(await rejections('w9_2024', id, valid)).toEqual([]);
    const long = 'x'.repeat(4_000);
    const flooded: Answers = {
      ...valid,
      name: { ...valid.name, name: long, businessName: long },
      address: { ...valid.address, line1: long, line3: long },
    };
    const found = await rejections('w9_2024', id, flooded);
    expect(found.map((r) => r.field)).toEqual(['name.name', 'name.businessName', 'address.line1', 'address.line3']);
    expect(new Set(found.map((r) => r.codeDescription))).toEqual(
      new Set([`This answer is too long for its box on the form (at most ${ANSWER_MAX_LENGTH.text} characters).`]),
    );
    const { confirm, certify, sign } = await confirmCertifySign(id, flooded);
    expect(confirm.statusCode).toBe(422);
    expect(confirm.json<{ code: number }>().code).toBe(ErrorCodes.AnswersRefused);
    expect([certify.statusCode, sign.statusCode]).toEqual([409, 409]);
  });

  it('refuses an answer to a question or a block the form does not have, and a tick that is not a tick', async () => {
    const form = journey('w9_2024');
    const { id, data } = await form.create();
    const valid = validW9(data) as Answers;
    const found = await rejections('w9_2024', id, {
      ...valid,
      name: { ...valid.name, nickname: 'JD' },
      extra: { anything: 'x' },
      certification: { ...valid.certification, subjectToBackupWhd: ['true'] },
    });
    expect(found.map((r) => [r.code, r.field])).toEqual([
      ['E-CERTIFICATION-SUBJECTTOBACKUPWHD-ANSWERTYPE', 'certification.subjectToBackupWhd'],
      ['E-UNKNOWN-QUESTION', 'name.nickname'],
      ['E-UNKNOWN-QUESTION', 'extra'],
    ]);
  });
});
