import { certificationText, evaluateForm, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { rejectionCode } from '../src/domain/validation';
import { loadFixtures } from '../src/fixtures/load';
import { expectInOrder, flat, formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/** The combined FATCA/CRS individual self-certification (fatca_crsi_2023) through the simulator's API. */

const english = loadFixtures().catalogues.get('en') ?? {};

describe('fatca_crsi_2023 on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let journey: ReturnType<typeof formJourney>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    journey = formJourney(app, await signIn(app), 'fatca_crsi_2023');
  });
  afterAll(() => app.close());

  it('is created pre-filled and rejects exactly what the engine finds (the FATCA answers among them)', async () => {
    const { id, data } = await journey.create();
    expect(data.crsName).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    const expected = evaluateForm((await loadDefinition('fatca_crsi_2023'))!, data).failures;
    expect(expected.map((f) => `${f.blockId}.${f.questionId}`)).toEqual(
      expect.arrayContaining(['usPerson.isUsCitizen', 'usPerson.isUsResident']),
    );
    expect(await journey.rejections(id, data)).toEqual(
      expected.map((f) => [rejectionCode(f.blockId, f.questionId, f.rule), `${f.blockId}.${f.questionId}`]),
    );
  });

  it('a US citizen: signed with the US TIN printed in Part 2 (as 123-45-6780), the combined declaration directly above "Sign Here"', async () => {
    const def = (await loadDefinition('fatca_crsi_2023'))!;
    const { id, data } = await journey.create();
    const pdf = await journey.signed(
      id,
      def.sampleAnswers!(data, 'Jane Doe'),
      { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' },
      'fatca-crsi-us-citizen',
    );
    expect(pdf).toContain('FATCA/CRS');
    // The declaration, then the US person's statement; the other one crossed out, said so directly above "Sign Here".
    expect(pdf).toContain(flat(english[certificationText(def, {}).introKey] ?? 'missing'));
    expect(pdf).toContain('Crossed out: item 2 of the certification. Sign Here');
    expectInOrder(pdf, [
      'Part 1',
      'Part 2',
      `${english['questionnaire.usPerson.isUsCitizen.label']} Yes`,
      `${english['questionnaire.usPerson.usTin.label']} 123-45-6780`,
      'Part 3',
      'France',
      'Part 4',
      'Sign Here Electronically signed by Jane Doe 22-11-2026',
    ]);
  });
});

describe('fatca_crse_2022 and fatca_crse_2023 on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    auth = await signIn(app);
  });
  afterAll(() => app.close());

  it.each(['fatca_crse_2022', 'fatca_crse_2023'])(
    '%s: a passive NFFE with two controlling persons, checked, signed and printed in the form’s order',
    async (formType) => {
      const def = (await loadDefinition(formType))!;
      const journey = formJourney(app, auth, formType);
      const { id, data } = await journey.create();
      expect((await journey.rejections(id, data)).map(([, field]) => field)).toEqual(
        evaluateForm(def, data).failures.map((f) => `${f.blockId}.${f.questionId}`),
      );
      const sample = def.sampleAnswers!(data, 'Jane Doe');
      const first = (sample.controllingPersons?.controllingPersons as Answers[string][])[0]!;
      const answers = {
        ...sample,
        controllingPersons: { controllingPersons: [first, { ...first, firstName: 'Paul', lastName: 'Schmit' }] },
      };
      const pdf = await journey.signed(
        id,
        answers,
        { printName: 'Jane Doe', capacity: 'Director', signDate: '22-11-2026' },
        formType,
      );
      expect(pdf).toContain(`(${def.revision})`);
      expect(pdf).toContain(`${flat(english[certificationText(def, {}).introKey] ?? 'missing')} Sign Here`);
      expectInOrder(pdf, [
        'Part 1',
        'Part 2',
        `${english['questionnaire.fatcaEntity.status.label']} ${english['questionnaire.fatcaEntity.status.option.PassiveNffe']}`,
        'Part 3',
        'Controlling person 1 — First or given name Marie',
        'Controlling person 2 — First or given name Paul',
        'Part 4',
        'Part 5',
        'Sign Here',
      ]);
    },
  );
});
