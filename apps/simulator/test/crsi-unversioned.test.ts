import { loadDefinition } from '@taxcert/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimApp } from '../src/app';
import { formJourney } from './form-journey';
import { buildTestApp, signIn } from './helper';

/** The unversioned CRS individual self-certification (crsi) through the simulator's API. */
describe('crsi on the simulator (scenario all-forms)', () => {
  let app: SimApp;
  let journey: ReturnType<typeof formJourney>;
  beforeAll(async () => {
    app = await buildTestApp({ scenario: 'all-forms' });
    journey = formJourney(app, await signIn(app), 'crsi');
  });
  afterAll(() => app.close());

  it('is created pre-filled, checked, signed and printed as the CRS-I with "(2016)"', async () => {
    const def = (await loadDefinition('crsi'))!;
    const { id, data } = await journey.create();
    expect(data.crsName).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    const pdf = await journey.signed(
      id,
      def.sampleAnswers!(data, 'Jane Doe'),
      { printName: 'Jane Doe', capacity: '', signDate: '22-11-2026' },
      'crsi',
    );
    expect(pdf).toContain('CRS-I');
    expect(pdf).toContain('(2016)');
    expect(pdf).toContain('Sign Here Electronically signed by Jane Doe');
  });
});
