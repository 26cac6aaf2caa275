import { certificationText, evaluateForm, type Answers, type BlockAnswers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { rejectionCode } from '../src/domain/validation';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/** The CRS entity self-certification (crse) through the simulator's API: checked, previewed, signed and printed. */

const english = loadFixtures().catalogues.get('en') ?? {};

const person = (firstName: string, lastName: string, type: string): BlockAnswers => ({
  firstName,
  lastName,
  birthDate: '14-02-1975',
  birthCountry: 'LU',
  type,
  address: [{ line1: '3 Rue du Fort', country: 'LU' }],
  taxResidences: [{ country: 'LU', tin: '1975021412345' }],
});

describe('crse on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  const create = (formType = 'crse') => formJourney(app, auth, formType).create();

  /** Fills the definition's sample changed by `change`, checks it, certifies and signs; the signed PDF's text. */
  async function sign(change: (answers: Answers) => Answers, name: string, formType = 'crse'): Promise<string> {
    const def = (await loadDefinition(formType))!;
    const journey = formJourney(app, auth, formType);
    const { id, data } = await journey.create();
    return journey.signed(
      id,
      change(def.sampleAnswers!(data, 'Jane Doe')),
      { printName: 'Jane Doe', capacity: 'Director', signDate: '22-11-2026' },
      name,
    );
  }

  it('is created pre-filled with the customer’s name and address, and rejects exactly what the engine finds', async () => {
    const { id, data } = await create();
    expect(JSON.stringify(data)).toContain('1 Main Street');
    const expected = evaluateForm((await loadDefinition('crse'))!, data).failures;
    expect(expected.map((f) => `${f.blockId}.${f.questionId}`)).toContain('crsEntityType.entityType');
    expect(await formJourney(app, auth, 'crse').rejections(id, data)).toEqual(
      expected.map((f) => [rejectionCode(f.blockId, f.questionId, f.rule), `${f.blockId}.${f.questionId}`]),
    );
  });

  it('previews as a PDF with the form name and the declaration', async () => {
    const { id } = await create();
    const text = await formJourney(app, auth, 'crse').preview(id, 'crse-preview');
    expect(text).toContain('CRS-E');
    expect(text).toContain('I declare that all statements made in this declaration are');
    expect(text).not.toMatch(/(questionnaire|pdf)\.[a-z0-9_]+\./i);
  });

  it('a passive NFE with two controlling persons: signed, both persons printed in Part 2, the declaration directly above "Sign Here"', async () => {
    const pdf = await sign(
      (a) => ({
        ...a,
        controllingPersons: {
          controllingPersons: [person('Marie', 'Weber', 'CRS801'), person('Paul', 'Schmit', 'CRS805')],
        },
      }),
      'crse-passive',
    );
    const def = (await loadDefinition('crse'))!;
    const declaration = flat(english[certificationText(def, {}).introKey] ?? 'missing');
    expect(pdf).toContain(`${declaration} Sign Here`);
    expectInOrder(pdf, [
      'Part 1',
      'Part 2',
      english['questionnaire.crsEntityType.entityType.option.PassiveNFE'],
      'Marie',
      'Weber',
      'Paul',
      'Schmit',
      'Part 3',
      'Part 4',
      'Sign Here',
    ]);
    expect(pdf).toContain(english['questionnaire.controllingPerson.type.option.CRS805']);
    expect(pdf).toContain('Director');
    // A repeater inside a controlling person prints item by item under both titles, never as raw data.
    expect(pdf).toContain('Controlling person 2 — Current residence address — Country Luxembourg');
    expect(pdf).toContain('Controlling person 2 — Tax residence 1 — TIN 1975021412345');
    expect(pdf).not.toContain('[{');
  });

  it('a publicly traded active NFE choosing its exchange: the market printed, no controlling persons', async () => {
    const pdf = await sign(
      (a) => ({
        ...a,
        crsEntityType: {
          entityType: 'ActiveNFE',
          activeNffeType: 'PubliclyTraded',
          securitiesMarket: 'New York Stock Exchange',
        },
        controllingPersons: { controllingPersons: [] },
      }),
      'crse-listed',
    );
    expect(pdf).toContain(`${english['questionnaire.crsEntityType.securitiesMarket.label']} New York Stock Exchange`);
    expect(pdf).not.toContain(english['questionnaire.controllingPersons.title']);
    expect(pdf).not.toContain('Marie');
  });

  it('ucrse_2019: a related entity of a listed corporation in the template’s one box, with the market and the corporation printed', async () => {
    const type = {
      entityType: 'ActiveNFE',
      activeNffeType: 'ListedOrRelated',
      relatedEntity: 'Alder Group SA',
      securitiesMarket: 'New York Stock Exchange',
    };
    const pdf = await sign(
      (a) => ({ ...a, crsEntityType: type, controllingPersons: { controllingPersons: [] } }),
      'ucrse-related',
      'ucrse_2019',
    );
    expect(pdf).toContain('(2019)');
    expect(pdf).toContain(english['questionnaire.crsEntityType.activeNffeType.option.ListedOrRelated']);
    expect(pdf).toContain(`${english['questionnaire.crsEntityType.relatedEntity.ifRelatedLabel']} Alder Group SA`);
    expect(pdf).toContain(`${english['questionnaire.crsEntityType.securitiesMarket.label']} New York Stock Exchange`);
    expect(pdf).not.toContain(english['questionnaire.controllingPersons.title']);
  });

  it('a Financial Institution: its GIIN printed in the GIIN layout under the CRS label; an NFE is asked none', async () => {
    const pdf = await sign(
      (a) => ({
        ...a,
        crsEntityType: {
          entityType: 'FinancialInstitution',
          fiType: 'DepositoryCustodialInsurance',
          giin: '98Q96B00000LE250',
        },
        controllingPersons: { controllingPersons: [] },
      }),
      'crse-fi-giin',
    );
    expectInOrder(pdf, [
      'Part 2',
      english['questionnaire.crsEntityType.fiType.option.DepositoryCustodialInsurance'],
      `${english['questionnaire.crsEntityType.giin.label']} 98Q96B.00000.LE.250`,
      'Part 3',
    ]);
    const nfe = await sign((a) => a, 'crse-nfe-no-giin');
    expect(nfe).not.toContain(english['questionnaire.crsEntityType.giin.label']);
  });

  it('prints the CRS form’s own labels: the controlling-person guidance, the street and the town lines, not the W-8BEN’s or the W-9’s', async () => {
    for (const formType of ['crse', 'ucrse_2019']) {
      const pdf = await sign((a) => a, `${formType}-labels`, formType);
      // The guidance's short form prints as the persons' heading: natural persons, the senior managing official last.
      expect(english['questionnaire.crse.controllingPersons.label']).toMatch(
        /natural persons.*senior managing official/,
      );
      expect(pdf).toContain(flat(english['questionnaire.crse.controllingPersons.label'] ?? 'missing'));
      expect(pdf).toContain(`${english['pdf.crs.address.cityLine']} Springfield, IL, 62701`);
      expect(pdf).toContain(
        `Controlling person 1 — Current residence address — ${english['questionnaire.crs.address.line1.label']} 3 Rue du Fort`,
      );
      expect(pdf).not.toContain(english['pdf.address.international.cityLine']);
      expect(pdf).not.toContain(english['questionnaire.address.line1.label']);
    }
  });
});
