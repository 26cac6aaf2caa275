import { describe, expect, it } from 'vitest';
import {
  capacityLabelKey,
  clearHidden,
  defaultAnswers,
  signatureCapacityOptions,
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  signerBlock,
} from '../../src/index';
import { form, today } from '../support';

const individual = form(
  signerBlock({ id: 'part3', title: 't', signer: 'individualOnly', dateFormat: 'MM-dd-yyyy', capacityToSign: true }),
);
const entity = form(signerBlock({ id: 'part3', title: 't', signer: 'entityOnly', dateFormat: 'dd-MM-yyyy' }));
const messages = (def: typeof individual, part3: Record<string, unknown>) =>
  evaluateForm(def, { part3: part3 as never }, { today }).failures.map((f) => f.message);

describe('signer block', () => {
  it('defaults an individual to signing on own behalf', () => {
    expect(defaultAnswers(individual).part3).toMatchObject({
      capacity: 'Signing on Own Behalf',
      capacityToSign: false,
      signature: 'NOT YET REQUESTED',
    });
    expect(defaultAnswers(entity).part3?.capacity).toBeUndefined();
  });

  it('requires the name, and the capacity-to-sign box when asked', () => {
    expect(messages(individual, { capacity: 'Signing on Own Behalf' })).toEqual([
      'questionnaire.signer.capacityToSign.errorMessage',
      'questionnaire.signer.name.errorMessage',
    ]);
    expect(messages(individual, { capacityToSign: true, name: 'Jane', capacity: 'Signing on Own Behalf' })).toEqual([]);
  });

  it('asks no capacity when the form has none (W-8BEN Rev. 2021: the capacity-to-sign box instead)', () => {
    const noCapacity = form(
      signerBlock({
        id: 'part3',
        title: 't',
        signer: 'individualOnly',
        dateFormat: 'MM-dd-yyyy',
        capacityToSign: true,
        capacity: false,
      }),
    );
    expect(noCapacity.blocks[0]?.questions.map((q) => q.id)).toEqual(['capacityToSign', 'name', 'signature', 'date']);
    expect(defaultAnswers(noCapacity).part3).not.toHaveProperty('capacity');
  });

  it('requires the capacity for entities', () => {
    expect(messages(entity, { name: 'Jane' })).toEqual(['questionnaire.signer.capacity.errorMessage']);
    expect(messages(entity, { name: 'Jane', capacity: 'Director' })).toEqual([]);
  });

  it('shows and requires otherCapacity for Other, and clears it for any other capacity', () => {
    expect(messages(entity, { name: 'J', capacity: 'Other' })).toEqual([
      'questionnaire.signer.otherCapacity.errorMessage',
    ]);
    const answers = { part3: { name: 'J', capacity: 'Director', otherCapacity: 'Liquidator' } };
    expect(clearHidden(entity, answers, { today }).part3).toEqual({ name: 'J', capacity: 'Director' });
  });

  it('offers the capacities of its signer option, and disables signature and date', () => {
    const capacity = individual.blocks[0]?.questions.find((q) => q.id === 'capacity');
    expect(capacity?.props?.options?.map((o) => o.value)).toEqual([
      'Signing on Own Behalf',
      'Power of Attorney',
      'Executor',
      'Administrator',
      'Legal Guardian',
      'Trustee',
      'Other',
    ]);
    const states = evaluateForm(individual, {}, { today }).blocks.part3?.questions;
    expect([states?.signature?.disabled, states?.date?.disabled]).toEqual([true, true]);
  });
});

describe('signer block: generateAffidavit and capacity', () => {
  const withAffidavit = form(
    signerBlock({ id: 'part3', title: 't', signer: 'entityOnly', dateFormat: 'dd-MM-yyyy', generateAffidavit: true }),
  );

  it('asks generateAffidavit as an optional checkbox, unticked by default, only when asked', () => {
    const question = withAffidavit.blocks[0]?.questions.find((q) => q.id === 'generateAffidavit');
    expect(question).toMatchObject({
      widget: 'checkbox',
      default: false,
      label: 'questionnaire.signer.generateAffidavit.label',
    });
    expect(defaultAnswers(withAffidavit).part3?.generateAffidavit).toBe(false);
    expect(entity.blocks[0]?.questions.some((q) => q.id === 'generateAffidavit')).toBe(false);
    const states = evaluateForm(
      withAffidavit,
      { part3: { name: 'J', capacity: 'Director', generateAffidavit: true } },
      { today },
    );
    expect(states.valid).toBe(true);
    expect(states.blocks.part3?.questions.generateAffidavit).toMatchObject({ visible: true, required: false });
  });

  it('marks the capacity required for entity signers only', () => {
    const capacity = (def: typeof entity) =>
      evaluateForm(def, { part3: {} }, { today }).blocks.part3?.questions.capacity?.required;
    expect(capacity(entity)).toBe(true);
    expect(capacity(individual)).toBe(false);
    expect(messages(individual, { capacityToSign: true, name: 'J', capacity: '' })).toEqual([]);
  });

  it('clears otherCapacity when another capacity is chosen in the questionnaire', () => {
    let state = initialiseQuestionnaire(
      QuestionnaireKind.Form,
      entity,
      { part3: { name: 'J', capacity: 'Other', otherCapacity: 'Liquidator' } },
      { today },
    );
    expect(state.evaluation.blocks.part3?.questions.otherCapacity).toMatchObject({
      visible: true,
      required: true,
      valid: true,
    });
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'part3',
      questionId: 'capacity',
      value: 'Director',
    });
    expect(state.answers.part3).toEqual({ name: 'J', capacity: 'Director' });
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'part3',
      questionId: 'capacity',
      value: 'Other',
    });
    expect(state.evaluation.failures.map((f) => f.message)).toEqual([
      'questionnaire.signer.otherCapacity.errorMessage',
    ]);
  });

  it("words a chosen capacity by its option label, from the form's signature section only; a typed one has none", () => {
    const signed = { ...entity, signatureSection: 'part3' };
    expect(capacityLabelKey(signed, 'Director')).toBe('questionnaire.signer.capacity.option.Director');
    expect(capacityLabelKey(signed, 'Attorney in fact')).toBeNull();
    expect(capacityLabelKey(signed, 'director')).toBeNull();
    expect(signatureCapacityOptions(signed).map((o) => o.value)).toContain('Authorised Officer');
    // The block is not the form's signature section (the helper's is 'signer'), or the form asks no capacity.
    expect(capacityLabelKey(entity, 'Director')).toBeNull();
    const noCapacity = form(
      signerBlock({ id: 'signer', title: 't', signer: 'individualOnly', dateFormat: 'MM-dd-yyyy', capacity: false }),
    );
    expect(signatureCapacityOptions(noCapacity)).toEqual([]);
  });
});
