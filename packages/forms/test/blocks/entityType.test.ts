import { describe, expect, it } from 'vitest';
import { clearHidden, evaluateForm, type ReferenceData } from '@taxcert/engine';
import { CH3_STATUSES, CH3_STATUSES_2017, CH4_STATUSES, entityTypeBlock } from '../../src/blocks';
import { form, today } from '../support';

const reference: ReferenceData = {
  validCh3Ch4Combinations: [
    { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' },
    { ch3Status: 'Corporation', ch4Status: 'PassiveNffe' },
    { ch3Status: 'Corporation', ch4Status: 'ParticipatingFfi' },
    { ch3Status: 'Partnership', ch4Status: 'PassiveNffe' },
    { ch3Status: 'DisregardedEntity', ch4Status: 'ParticipatingFfi' },
  ],
};
const def = form(entityTypeBlock({ title: 't', lines: { ch3Status: '4', ch4Status: '5' } }));
const evaluate = (entityType: Record<string, unknown>, ref: ReferenceData = reference) =>
  evaluateForm(def, { entityType: entityType as never }, { today, reference: ref });
const questions = (entityType: Record<string, unknown>, ref: ReferenceData = reference) =>
  evaluate(entityType, ref).blocks.entityType?.questions;
const messages = (entityType: Record<string, unknown>, ref: ReferenceData = reference) =>
  evaluate(entityType, ref).failures.map((f) => `${f.questionId}:${f.message}`);

describe('entity type block', () => {
  it('offers the W-8BEN-E chapter 3 (13) and chapter 4 (32) statuses', () => {
    const [ch3, ch4] = def.blocks[0]?.questions ?? [];
    expect(ch3?.props?.options?.map((o) => o.value)).toEqual([...CH3_STATUSES]);
    expect(CH3_STATUSES).toHaveLength(13);
    expect(ch4?.props?.options?.map((o) => o.value)).toEqual([...CH4_STATUSES]);
    expect(CH4_STATUSES).toHaveLength(32);
    expect(ch3?.props?.options?.[0]?.label).toBe('questionnaire.entityType.ch3Status.option.Corporation');
    expect([ch3?.line, ch4?.line]).toEqual(['4', '5']);
  });

  it('requires both statuses', () => {
    expect(messages({})).toEqual([
      'ch3Status:questionnaire.entityType.ch3Status.errorMessage',
      'ch4Status:questionnaire.entityType.ch4Status.errorMessage',
    ]);
    expect(messages({ ch3Status: 'Corporation', ch4Status: 'ActiveNffe' })).toEqual([]);
  });

  it('filters each status by the valid combinations of the form type', () => {
    expect(questions({})?.ch3Status?.options).toEqual(['Corporation', 'Partnership', 'DisregardedEntity']);
    expect(questions({})?.ch4Status?.options).toEqual(['ActiveNffe', 'PassiveNffe', 'ParticipatingFfi']);
    expect(questions({ ch3Status: 'Corporation' })?.ch4Status?.options).toEqual([
      'ActiveNffe',
      'PassiveNffe',
      'ParticipatingFfi',
    ]);
    expect(questions({ ch3Status: 'Partnership' })?.ch4Status?.options).toEqual(['PassiveNffe']);
    expect(questions({ ch4Status: 'ParticipatingFfi' })?.ch3Status?.options).toEqual([
      'Corporation',
      'DisregardedEntity',
    ]);
  });

  it('rejects a pair that is not a valid combination, or a status the form type does not know', () => {
    expect(messages({ ch3Status: 'Partnership', ch4Status: 'ActiveNffe', hybridEntity: 'No' })).toEqual([
      'ch4Status:questionnaire.entityType.combination.errorMessage',
    ]);
    expect(messages({ ch3Status: 'Estate', ch4Status: 'PassiveNffe' })).toEqual([
      'ch3Status:questionnaire.entityType.ch3Status.errorMessage',
      'ch4Status:questionnaire.entityType.combination.errorMessage',
    ]);
  });

  it('offers the Rev. July 2017 boxes (one Government box) and refuses a 2021 government box there', () => {
    const rev2017 = form(entityTypeBlock({ title: 't', ch3Statuses: CH3_STATUSES_2017 }));
    expect(rev2017.blocks[0]?.questions[0]?.props?.options?.map((o) => o.value)).toEqual([...CH3_STATUSES_2017]);
    expect(CH3_STATUSES_2017).toHaveLength(12);
    const check = (ch3Status: string) =>
      evaluateForm(rev2017, { entityType: { ch3Status, ch4Status: 'ForeignGovernment' } }, { today }).failures.map(
        (f) => `${f.questionId}:${f.message}`,
      );
    expect(check('Government')).toEqual([]);
    expect(check('ForeignGovernmentIntegralPart')).toEqual([
      'ch3Status:questionnaire.entityType.ch3Status.errorMessage',
    ]);
    expect(messages({ ch3Status: 'Government', ch4Status: 'ForeignGovernment' }, {})).toEqual([
      'ch3Status:questionnaire.entityType.ch3Status.errorMessage',
    ]);
  });

  it('offers every status and accepts any pair without combinations', () => {
    expect(questions({}, {})?.ch3Status?.options).toBeUndefined();
    expect(messages({ ch3Status: 'Estate', ch4Status: 'PassiveNffe' }, {})).toEqual([]);
  });

  it('shows and requires hybridEntity only for DisregardedEntity, Partnership, SimpleTrust and GrantorTrust', () => {
    for (const ch3 of ['DisregardedEntity', 'Partnership', 'SimpleTrust', 'GrantorTrust'])
      expect(questions({ ch3Status: ch3 }, {})?.hybridEntity).toMatchObject({ visible: true, required: true });
    for (const ch3 of ['Corporation', 'ComplexTrust', 'Estate'])
      expect(questions({ ch3Status: ch3 }, {})?.hybridEntity?.visible).toBe(false);
    expect(messages({ ch3Status: 'Partnership', ch4Status: 'PassiveNffe' })).toEqual([
      'hybridEntity:questionnaire.entityType.hybridEntity.errorMessage',
    ]);
    expect(messages({ ch3Status: 'Partnership', ch4Status: 'PassiveNffe', hybridEntity: 'Yes' })).toEqual([]);
  });

  it('clears hybridEntity when the chapter 3 status no longer asks it', () => {
    const answers = { entityType: { ch3Status: 'Corporation', ch4Status: 'PassiveNffe', hybridEntity: 'Yes' } };
    expect(clearHidden(def, answers, { today, reference }).entityType).toEqual({
      ch3Status: 'Corporation',
      ch4Status: 'PassiveNffe',
    });
    const partnership = { entityType: { ...answers.entityType, ch3Status: 'Partnership' } };
    expect(clearHidden(def, partnership, { today, reference }).entityType).toEqual(partnership.entityType);
  });
});
