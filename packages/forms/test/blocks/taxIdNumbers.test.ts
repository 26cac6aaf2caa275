import { describe, expect, it } from 'vitest';
import {
  clearHidden,
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  type Answers,
  type BlockAnswers,
  type ReferenceData,
} from '@taxcert/engine';
import { CH4_STATUSES, GIIN_SHOWN_CH4_STATUSES, taxIdNumbersBlock } from '../../src/blocks';
import { formatAnswer } from '../../src/printed/values';
import { form, today } from '../support';

const jurisdiction = (countryCodeAlpha: string, igaModel: number) => ({
  countryCodeAlpha,
  isoJurisdictionName: countryCodeAlpha,
  aliases: [],
  locales: [],
  igaModel,
});
const reference: ReferenceData = { jurisdictions: [jurisdiction('GB', 2), jurisdiction('JP', 4)] };
const opts = { today, reference };
const def = form(
  taxIdNumbersBlock({ title: 't', lines: { usTin: '8', giin: '9a', ftin: '9b', ftinNotRequired: '9c' } }),
);
const GIIN = '98Q96B00000LE826';
const EIN = '912781234';

const evaluate = (ids: BlockAnswers, ch4Status?: string, iga?: BlockAnswers) => {
  const answers: Answers = { taxIdNumbers: ids };
  if (ch4Status !== undefined) answers.entityType = { ch4Status };
  if (iga) answers.nonReportingIgaFfi = iga;
  return evaluateForm(def, answers, opts);
};
const messages = (ids: BlockAnswers, ch4Status?: string, iga?: BlockAnswers) =>
  evaluate(ids, ch4Status, iga).failures.map((f) => `${f.questionId}:${f.message}`);
const questions = (ids: BlockAnswers, ch4Status?: string, iga?: BlockAnswers) =>
  evaluate(ids, ch4Status, iga).blocks.taxIdNumbers?.questions;
const usTinRequired = (ch4Status?: string, iga?: BlockAnswers) =>
  questions({ ftinNotRequired: true }, ch4Status, iga)?.usTin?.required;

describe('tax identification numbers block', () => {
  it('requires the US TIN for the listed ch4 statuses, with the tax ID block message', () => {
    const required = [
      'ParticipatingFfi',
      'ReportingModel1Ffi',
      'ReportingModel2Ffi',
      'RegisteredDeemedCompliantFfi',
      'DirectReportingNffe',
      'SponsoredFfi',
      'SponsoredDirectReportingNffe',
    ];
    for (const status of CH4_STATUSES) expect(usTinRequired(status), status).toBe(required.includes(status));
    expect(usTinRequired()).toBe(false);
    expect(messages({ ftinNotRequired: true }, 'SponsoredFfi')).toEqual([
      'usTin:questionnaire.usTin.tin.requiredErrorMessage',
    ]);
  });

  it('requires the US TIN for the statuses a form names instead (the W-8BEN-E: none, the GIIN instead, ADR 016)', () => {
    const w8bene = form(taxIdNumbersBlock({ title: 't', usTinStatuses: [] }));
    for (const status of CH4_STATUSES) {
      const state = evaluateForm(
        w8bene,
        { taxIdNumbers: { ftinNotRequired: true }, entityType: { ch4Status: status } },
        opts,
      ).blocks.taxIdNumbers?.questions;
      expect(state?.usTin?.required, status).toBe(false);
    }
    const ffi = evaluateForm(
      w8bene,
      { taxIdNumbers: { ftinNotRequired: true }, entityType: { ch4Status: 'ParticipatingFfi' } },
      opts,
    );
    expect(ffi.failures.map((f) => `${f.questionId}:${f.message}`)).toEqual(['giin:questionnaire.giin.errorMessage']);
    const cfc = { country: 'GB', igaSubclassification: 'sponsored-investment-entity-cfc' };
    const iga = evaluateForm(
      w8bene,
      {
        taxIdNumbers: { ftinNotRequired: true },
        entityType: { ch4Status: 'NonReportingIgaFfi' },
        nonReportingIgaFfi: cfc,
      },
      opts,
    );
    expect(iga.blocks.taxIdNumbers?.questions.usTin?.required).toBe(true);
  });

  it('checks a US TIN as an EIN whether required or not', () => {
    expect(messages({ usTin: '12395', ftinNotRequired: true }, 'ActiveNffe')).toEqual([
      'usTin:questionnaire.usTin.tin.lengthErrorMessage',
    ]);
    expect(messages({ usTin: '071234567', ftinNotRequired: true })).toEqual([
      'usTin:questionnaire.usTin.tin.einErrorMessage',
    ]);
    expect(messages({ usTin: EIN, ftinNotRequired: true }, 'ActiveNffe')).toEqual([]);
    expect(questions({ ftinNotRequired: true }, 'ActiveNffe')?.usTin).toMatchObject({
      required: false,
      valid: undefined,
    });
  });

  it('shows and prints the US TIN as an EIN (12-3456789), the one format it accepts', () => {
    const usTin = taxIdNumbersBlock({ title: 't' }).questions.find((question) => question.id === 'usTin');
    expect(usTin?.props?.identifier).toBe('ein');
    expect(formatAnswer(usTin!, '981234567', {}, (key) => key)).toBe('98-1234567');
  });

  it('requires the US TIN for nonreporting IGA FFIs with the chosen subclassifications', () => {
    const iga = 'NonReportingIgaFfi';
    expect(usTinRequired(iga)).toBe(false);
    expect(usTinRequired(iga, { country: 'GB', igaSubclassification: 'governmental-entity' })).toBe(false);
    // Controlled foreign corporation: always.
    expect(usTinRequired(iga, { country: 'GB', igaSubclassification: 'sponsored-investment-entity-cfc' })).toBe(true);
    // Trustee-documented trust: only with a foreign trustee.
    expect(
      usTinRequired(iga, { country: 'GB', igaSubclassification: 'trustee-documented-trust', isUSTrustee: 'No' }),
    ).toBe(true);
    expect(
      usTinRequired(iga, { country: 'GB', igaSubclassification: 'trustee-documented-trust', isUSTrustee: 'Yes' }),
    ).toBe(false);
    // Local client base and collective vehicles: only under a Model 2 IGA.
    for (const sub of [
      'local-client-base-fi',
      'collective-investment-vehicle',
      'exempt-collective-investment-vehicle',
    ]) {
      expect(usTinRequired(iga, { country: 'JP', igaSubclassification: sub }), sub).toBe(true);
      expect(usTinRequired(iga, { country: 'GB', igaSubclassification: sub }), sub).toBe(false);
    }
    // The IGA answers count only for the nonreporting IGA FFI status.
    expect(
      usTinRequired('ActiveNffe', { country: 'GB', igaSubclassification: 'sponsored-investment-entity-cfc' }),
    ).toBe(false);
  });

  it('reads the other blocks under the ids it is given', () => {
    const custom = form(
      taxIdNumbersBlock({ title: 't', sources: { entityType: 'status', nonReportingIgaFfi: 'iga' } }),
    );
    const answers: Answers = {
      taxIdNumbers: { ftinNotRequired: true },
      status: { ch4Status: 'NonReportingIgaFfi' },
      iga: { igaSubclassification: 'sponsored-investment-entity-cfc' },
    };
    expect(evaluateForm(custom, answers, opts).blocks.taxIdNumbers?.questions.usTin?.required).toBe(true);
  });

  it('shows the GIIN only for certain ch4 statuses and requires it only for some', () => {
    for (const status of CH4_STATUSES)
      expect(questions({}, status)?.giin?.visible, status).toBe(GIIN_SHOWN_CH4_STATUSES.includes(status));
    expect(questions({})?.giin?.visible).toBe(false);
    expect(messages({ usTin: EIN, ftinNotRequired: true }, 'ParticipatingFfi')).toEqual([
      'giin:questionnaire.giin.errorMessage',
    ]);
    expect(messages({ usTin: EIN, ftinNotRequired: true }, 'SponsoredDirectReportingNffe')).toEqual([
      'giin:questionnaire.giin.errorMessage',
    ]);
    expect(messages({ usTin: EIN, ftinNotRequired: true }, 'SponsoredFfi')).toEqual([]);
    expect(messages({ ftinNotRequired: true }, 'NonReportingIgaFfi')).toEqual([]);
    expect(messages({ usTin: EIN, giin: 'ABC', ftinNotRequired: true }, 'SponsoredFfi')).toEqual([
      'giin:questionnaire.giin.lengthErrorMessage',
    ]);
    expect(messages({ usTin: EIN, giin: GIIN, ftinNotRequired: true }, 'ParticipatingFfi')).toEqual([]);
  });

  it('clears a GIIN that the ch4 status hides', () => {
    const answers: Answers = {
      entityType: { ch4Status: 'ParticipatingFfi' },
      taxIdNumbers: { usTin: EIN, giin: GIIN, ftin: 'X1' },
    };
    expect(clearHidden(def, { ...answers, entityType: { ch4Status: 'ActiveNffe' } }, opts).taxIdNumbers).toEqual({
      usTin: EIN,
      ftin: 'X1',
    });
  });

  it('requires the foreign TIN unless not required is ticked, which hides and clears it', () => {
    expect(messages({}, 'ActiveNffe')).toEqual(['ftin:questionnaire.foreignTin.tin.errorMessage']);
    expect(messages({ ftin: 'X'.repeat(51) }, 'ActiveNffe')).toEqual([
      'ftin:questionnaire.foreignTin.tin.lengthErrorMessage',
    ]);
    for (const ticked of [true, 'true', 'Yes'])
      expect(questions({ ftinNotRequired: ticked }, 'ActiveNffe')?.ftin?.visible).toBe(false);
    let state = initialiseQuestionnaire(
      QuestionnaireKind.Form,
      def,
      { entityType: { ch4Status: 'ActiveNffe' }, taxIdNumbers: { ftin: 'X1' } },
      opts,
    );
    expect(state.answers.taxIdNumbers).toMatchObject({ ftin: 'X1' });
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'taxIdNumbers',
      questionId: 'ftinNotRequired',
      value: true,
    });
    expect(state.answers.taxIdNumbers).toEqual({ ftinNotRequired: true });
    expect(state.valid).toBe(true);
  });

  it('can leave out the foreign TIN (W-8IMY)', () => {
    const imy = form(taxIdNumbersBlock({ title: 't', foreignTin: false }));
    expect(imy.blocks[0]?.questions.map((q) => q.id)).toEqual(['usTin', 'giin']);
  });
});
