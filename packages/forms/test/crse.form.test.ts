import {
  clearHidden,
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type BlockAnswers,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crse, ucrse_2019 } from '../src/crse';
import { today } from './support';

const person = (firstName: string, type: string) => ({
  firstName,
  lastName: 'Weber',
  birthDate: '14-02-1975',
  birthCountry: 'LU',
  type,
  address: [{ line1: '3 Rue du Fort', country: 'LU' }],
  taxResidences: [{ country: 'LU', tin: '1975021412345' }],
});

/** A complete CRS-E of a passive NFE in Luxembourg with two controlling persons. */
const passiveNfe = (): Answers =>
  mergeAnswers(defaultAnswers(crse), {
    name: { name: 'Alder Holdings S.à r.l.', incorporationCountry: 'LU' },
    address: { line1: '12 Rue Erasme', line3: 'Luxembourg', postalCode: '1468', country: 'LU' },
    crsEntityType: { entityType: 'PassiveNFE' },
    controllingPersons: { controllingPersons: [person('Marie', 'CRS801'), person('Paul', 'CRS803')] },
    taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
    part4: { name: 'Marie Weber', capacity: 'Director', date: '15-06-2024' },
  });

/** The same entity with another entity type (and without controlling persons). */
const withType = (entityType: BlockAnswers): Answers => ({
  ...passiveNfe(),
  crsEntityType: entityType,
  controllingPersons: { controllingPersons: [{}] },
});

const shown = (answers: Answers) => {
  const evaluation = evaluateForm(crse, answers, { today });
  const type = evaluation.blocks.crsEntityType?.questions ?? {};
  return {
    questions: Object.entries(type)
      .filter(([, q]) => q.visible)
      .map(([id]) => id),
    controllingPersons: evaluation.blocks.controllingPersons?.visible,
    failures: evaluation.failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`),
  };
};

describe('CRS entity self-certification (crse)', () => {
  it('lays out Part 1 (entity, addresses), Part 2 (entity type, controlling persons), Part 3 (tax residences), Part 4 (signer)', () => {
    expect(crse.blocks.map((b) => [b.id, b.part])).toEqual([
      ['name', '1'],
      ['address', '1'],
      ['mailingAddress', '1'],
      ['crsEntityType', '2'],
      ['controllingPersons', '2'],
      ['taxResidences', '3'],
      ['part4', '4'],
    ]);
    expect(crse.signatureSection).toBe('part4');
    expect(crse.dateFormat).toBe('dd-MM-yyyy');
  });

  it('asks a controlling person’s addresses with the international labels, each new person with one address and one tax residence', () => {
    const items = crse.blocks.find((b) => b.id === 'controllingPersons')?.questions[0]?.items?.questions ?? [];
    const address = items.find((q) => q.id === 'address')?.items?.questions.map((q) => q.label);
    expect(address).toContain('questionnaire.address.international.postalCode.label');
    expect(address).not.toContain('questionnaire.address.postalCode.label');
    expect(defaultAnswers(crse).controllingPersons).toEqual({
      controllingPersons: [{ address: [{}], taxResidences: [{}] }],
    });
  });

  it('a passive NFE with two controlling persons is complete', () => {
    expect(shown(passiveNfe())).toEqual({ questions: ['entityType'], controllingPersons: true, failures: [] });
  });

  it('asks a Financial Institution its sub-type (and its GIIN, optional); only an investment entity managed by another FI needs controlling persons', () => {
    expect(shown(withType({ entityType: 'FinancialInstitution' })).questions).toEqual(['entityType', 'fiType', 'giin']);
    expect(shown(withType({ entityType: 'FinancialInstitution' })).failures).toEqual([
      'crsEntityType.fiType:questionnaire.crsEntityType.fiType.errorMessage',
    ]);
    for (const fiType of ['OtherInvestmentEntity', 'DepositoryCustodialInsurance']) {
      expect(shown(withType({ entityType: 'FinancialInstitution', fiType }))).toEqual({
        questions: ['entityType', 'fiType', 'giin'],
        controllingPersons: false,
        failures: [],
      });
    }
    const managed = shown(withType({ entityType: 'FinancialInstitution', fiType: 'ManagedInvestmentEntity' }));
    expect(managed.controllingPersons).toBe(true);
    expect(managed.failures).toContain(
      'controllingPersons.controllingPersons.0.firstName:questionnaire.controllingPerson.firstName.errorMessage',
    );
  });

  it('asks an active NFE its sub-type, the market for a listed corporation, the corporation and market for a related entity; never controlling persons', () => {
    const cases: [BlockAnswers, string[]][] = [
      [
        { entityType: 'ActiveNFE', activeNffeType: 'PubliclyTraded', securitiesMarket: 'New York Stock Exchange' },
        ['entityType', 'activeNffeType', 'securitiesMarket'],
      ],
      [
        {
          entityType: 'ActiveNFE',
          activeNffeType: 'RelatedEntity',
          relatedEntity: 'Alder Group SA',
          securitiesMarket: 'New York Stock Exchange',
        },
        ['entityType', 'activeNffeType', 'relatedEntity', 'securitiesMarket'],
      ],
      [{ entityType: 'ActiveNFE', activeNffeType: 'Governmental' }, ['entityType', 'activeNffeType']],
      [{ entityType: 'ActiveNFE', activeNffeType: 'InternationalOrganisation' }, ['entityType', 'activeNffeType']],
      [{ entityType: 'ActiveNFE', activeNffeType: 'Other' }, ['entityType', 'activeNffeType']],
    ];
    for (const [type, questions] of cases)
      expect(shown(withType(type))).toEqual({ questions, controllingPersons: false, failures: [] });
  });

  it('requires the sub-type answers it shows, each with its own message', () => {
    expect(shown(withType({ entityType: 'ActiveNFE' })).failures).toEqual([
      'crsEntityType.activeNffeType:questionnaire.crsEntityType.activeNffeType.errorMessage',
    ]);
    expect(shown(withType({ entityType: 'ActiveNFE', activeNffeType: 'RelatedEntity' })).failures).toEqual([
      'crsEntityType.relatedEntity:questionnaire.crsEntityType.relatedEntity.errorMessage',
      'crsEntityType.securitiesMarket:questionnaire.crsEntityType.securitiesMarket.errorMessage',
    ]);
    expect(shown(withType({})).failures).toEqual([
      'crsEntityType.entityType:questionnaire.crsEntityType.entityType.errorMessage',
    ]);
  });

  it('drops the sub-type answers that no longer apply when the entity type changes', () => {
    const listed = withType({
      entityType: 'ActiveNFE',
      activeNffeType: 'RelatedEntity',
      relatedEntity: 'Alder Group SA',
      securitiesMarket: 'New York Stock Exchange',
    });
    const cleared = clearHidden(
      crse,
      { ...listed, crsEntityType: { ...listed.crsEntityType, entityType: 'PassiveNFE' } },
      { today },
    );
    expect(cleared.crsEntityType).toEqual({ entityType: 'PassiveNFE' });
  });

  it('refuses a reason B without an explanation, for the entity and for a controlling person', () => {
    const answers = mergeAnswers(passiveNfe(), {
      taxResidences: {
        taxResidences: [
          { country: 'LU', tin: 'B123456' },
          { country: 'AE', reason: 'B' },
        ],
      },
    });
    const cp = passiveNfe();
    (cp.controllingPersons?.controllingPersons as BlockAnswers[])[0] = {
      ...person('Marie', 'CRS801'),
      taxResidences: [{ country: 'AE', reason: 'B' }],
    };
    expect(shown(answers).failures).toEqual([
      'taxResidences.taxResidences.1.reasonExplanation:questionnaire.taxResidence.reasonExplanation.errorMessage',
    ]);
    expect(shown(cp).failures).toEqual([
      'controllingPersons.controllingPersons.0.taxResidences.0.reasonExplanation:questionnaire.taxResidence.reasonExplanation.errorMessage',
    ]);
  });

  it('keeps within the limits of questionnaire-and-forms.md §9: tax residences 1–3, controlling persons 1–3', () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ country: ['LU', 'DE', 'IT', 'ES', 'NL', 'BE'][i], tin: '1' }));
    expect(shown(mergeAnswers(passiveNfe(), { taxResidences: { taxResidences: four } })).failures).toEqual([
      'taxResidences.taxResidences:questionnaire.taxResidence.maxItemsErrorMessage',
    ]);
    const people = ['A', 'B', 'C', 'D'].map((name) => person(name, 'CRS801'));
    expect(shown(mergeAnswers(passiveNfe(), { controllingPersons: { controllingPersons: people } })).failures).toEqual([
      'controllingPersons.controllingPersons:questionnaire.controllingPerson.controllingPersons.maxItemsErrorMessage',
    ]);
    expect(shown(mergeAnswers(passiveNfe(), { taxResidences: { taxResidences: [] } })).failures.length).toBeGreaterThan(
      0,
    );
  });

  it('signs as an entity: the capacity is required, the date (set on signing) is dd-MM-yyyy', () => {
    expect(shown(mergeAnswers(passiveNfe(), { part4: { capacity: '' } })).failures).toEqual([
      'part4.capacity:questionnaire.signer.capacity.errorMessage',
    ]);
    const date = crse.blocks.find((b) => b.id === 'part4')?.questions.find((q) => q.id === 'date');
    expect([date?.props?.format, date?.disabled]).toEqual(['dd-MM-yyyy', true]);
  });
});

describe('CRS entity self-certification, 2019 template (ucrse_2019)', () => {
  const listed = (type: BlockAnswers): Answers => ({
    ...passiveNfe(),
    crsEntityType: type,
    controllingPersons: { controllingPersons: [{}] },
  });
  const check = (answers: Answers) => {
    const evaluation = evaluateForm(ucrse_2019, answers, { today });
    const questions = evaluation.blocks.crsEntityType?.questions ?? {};
    return {
      shown: Object.entries(questions)
        .filter(([, q]) => q.visible)
        .map(([id]) => id),
      failures: evaluation.failures.map((f) => `${f.questionId}:${f.message}`),
    };
  };

  it('has the CRS-E’s blocks and signer, revision 2019', () => {
    expect(ucrse_2019.blocks.map((b) => b.id)).toEqual(crse.blocks.map((b) => b.id));
    expect([ucrse_2019.formType, ucrse_2019.revision, ucrse_2019.signatureSection]).toEqual([
      'ucrse_2019',
      '2019',
      'part4',
    ]);
  });

  it('offers the listed corporation and its related entity as one box: the market required, the corporation’s name optional', () => {
    const options = ucrse_2019.blocks
      .find((b) => b.id === 'crsEntityType')
      ?.questions.find((q) => q.id === 'activeNffeType')
      ?.props?.options?.map((o) => o.value);
    expect(options).toEqual(['ListedOrRelated', 'Governmental', 'InternationalOrganisation', 'Other']);
    expect(check(listed({ entityType: 'ActiveNFE', activeNffeType: 'ListedOrRelated' }))).toEqual({
      shown: ['entityType', 'activeNffeType', 'relatedEntity', 'securitiesMarket'],
      failures: ['securitiesMarket:questionnaire.crsEntityType.securitiesMarket.errorMessage'],
    });
    expect(
      check(
        listed({
          entityType: 'ActiveNFE',
          activeNffeType: 'ListedOrRelated',
          securitiesMarket: 'New York Stock Exchange',
        }),
      ).failures,
    ).toEqual([]);
    expect(check(listed({ entityType: 'ActiveNFE', activeNffeType: 'Governmental' })).shown).toEqual([
      'entityType',
      'activeNffeType',
    ]);
  });

  it('keeps the CRS-E’s controlling persons for a passive NFE', () => {
    expect(evaluateForm(ucrse_2019, passiveNfe(), { today }).failures).toEqual([]);
    expect(
      evaluateForm(ucrse_2019, listed({ entityType: 'PassiveNFE' }), { today }).blocks.controllingPersons?.visible,
    ).toBe(true);
  });
});

describe('the pre-qualifying outcomes open the CRS entity and controlling-person forms with carried answers', () => {
  it('a CRS entity: its name and residence country; a controlling person: the name in parts and the residence country', async () => {
    const { carryAnswers } = await import('../src/prequal');
    const { crscp } = await import('../src/crscp');
    const residency = { isNonUsResident: 'Yes', residenceCountry: 'LU' };
    const entity: Answers = {
      holder: { accountHolderType: 'Entity' },
      status: { isCrsParticipatingEntity: 'Yes' },
      residency,
      holderName: { entityName: 'Alder Holdings' },
    };
    expect(carryAnswers(entity, crse)).toEqual({
      name: { name: 'Alder Holdings' },
      taxResidences: { taxResidences: [{ country: 'LU' }] },
      address: { country: 'LU' },
    });
    const person: Answers = {
      holder: { accountHolderType: 'Individual' },
      status: { isControllingPerson: 'Yes' },
      residency,
      holderName: { firstName: 'Marie', lastName: 'Weber' },
    };
    expect(carryAnswers(person, crscp)).toEqual({
      crsName: { firstName: 'Marie', lastName: 'Weber' },
      taxResidences: { taxResidences: [{ country: 'LU' }] },
      address: { country: 'LU' },
    });
  });
});
