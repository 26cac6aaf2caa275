import { certificationText, evaluateForm } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { rejectionCode } from '../src/domain/validation';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/** The CRS controlling person self-certification (crscp) through the simulator's API: checked, previewed, signed, printed. */

const english = loadFixtures().catalogues.get('en') ?? {};

describe('crscp on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let journey: ReturnType<typeof formJourney>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    journey = formJourney(app, await signIn(app), 'crscp');
  });
  afterAll(() => app.close());

  it('is created pre-filled (name parts, address, birth date dd-MM-yyyy) and rejects exactly what the engine finds', async () => {
    const { id, data } = await journey.create();
    expect(data.crsName).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(data.birthDetails?.birthDate).toMatch(/^\d\d-\d\d-\d{4}$/);
    const expected = evaluateForm((await loadDefinition('crscp'))!, data).failures;
    expect(expected.map((f) => `${f.blockId}.${f.questionId}`)).toContain('entities.entities.0.entityName');
    expect(await journey.rejections(id, data)).toEqual(
      expected.map((f) => [rejectionCode(f.blockId, f.questionId, f.rule), `${f.blockId}.${f.questionId}`]),
    );
  });

  it('signed: the entities with the type of control in Part 2, the declaration directly above "Sign Here"', async () => {
    const def = (await loadDefinition('crscp'))!;
    const { id, data } = await journey.create();
    const answers = {
      ...def.sampleAnswers!(data, 'Jane Doe'),
      entities: {
        entities: [
          { entityName: 'Alder Holdings', control: 'LegalPerson', nature: 'CRS801' },
          { entityName: 'Birch Trust', control: 'Trust', nature: 'CRS805' },
        ],
      },
    };
    const pdf = await journey.signed(
      id,
      answers,
      { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' },
      'crscp-signed',
    );
    expect(pdf).toContain('CRS-CP');
    expect(pdf).toContain(`${flat(english[certificationText(def, {}).introKey] ?? 'missing')} Sign Here`);
    expectInOrder(pdf, [
      'Part 1',
      'Last or family name Doe',
      'Part 2',
      'Entity 1 — Legal name of the entity Alder Holdings',
      english['questionnaire.controllingPerson.type.option.CRS801'],
      'Entity 2 — Legal name of the entity Birch Trust',
      english['questionnaire.controllingPerson.type.option.CRS805'],
      'Part 3',
      'Part 4',
      'Sign Here',
    ]);
  });
});
