import { describe, expect, it } from 'vitest';
import { addressBlock, evaluateForm } from '../../src/index';
import { form, today } from '../support';

const def = form(
  addressBlock({ id: 'address', title: 't' }),
  addressBlock({ id: 'mailingAddress', title: 't', optional: true, linkBlock: 'address' }),
);
const messages = (answers: Parameters<typeof evaluateForm>[1]) =>
  evaluateForm(def, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const home = { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' };

describe('address block', () => {
  it('requires line1 and country with the spec messages', () => {
    expect(messages({ address: {} })).toEqual([
      'address.line1:questionnaire.address.1.errorMessage',
      'address.country:questionnaire.address.country.errorMessage',
    ]);
    expect(messages({ address: home })).toEqual([]);
  });

  it('as an optional block, requires nothing while blank', () => {
    const state = evaluateForm(def, { address: home, mailingAddress: {} }, { today }).blocks.mailingAddress;
    expect(state?.valid).toBe(true);
    expect(state?.questions.line1?.required).toBe(false);
  });

  it('as an optional block, requires line1 and country once any part is filled', () => {
    expect(messages({ address: home, mailingAddress: { postalCode: '75002' } })).toEqual([
      'mailingAddress.line1:questionnaire.address.1.errorMessage',
      'mailingAddress.country:questionnaire.address.country.errorMessage',
    ]);
    expect(messages({ address: home, mailingAddress: { line1: 'BP 12' } })).toEqual([
      'mailingAddress.country:questionnaire.address.country.errorMessage',
    ]);
  });

  it('links the mailing address to the permanent one', () => {
    expect(def.blocks[1]?.linkBlock).toBe('address');
  });
});
