import {
  defaultAnswers,
  evaluateForm,
  groupDefinition,
  joinGroupAnswers,
  mergeAnswers,
  type Answers,
  type FormEvaluation,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { usIndiciaChecks } from '../src/blocks/usIndicia';
import { crsi_2024 } from '../src/crsi';
import { definedFormTypes, groupChecks, hasDefinition, loadDefinition } from '../src/index';
import { w8ben_2021 } from '../src/w8ben';
import { today } from './support';

/** A German resident's W-8BEN as the definition's own sample completes it, with `change` on top. */
const w8ben = (change: Answers = {}): Answers => {
  const person = mergeAnswers(defaultAnswers(w8ben_2021), {
    name: { name: 'Anna Schmidt' },
    citizenship: { country: 'DE' },
    birthDetails: { birthDate: '07-04-1980' },
  });
  return mergeAnswers(w8ben_2021.sampleAnswers?.(person, 'Anna Schmidt') ?? person, change);
};

/** Her CRS-I: the same person, address (the W-8BEN sample's, in Berlin) and birth date, resident in Germany. */
const crsi = (change: Answers = {}): Answers => {
  const person = mergeAnswers(defaultAnswers(crsi_2024), {
    crsName: { title: 'Ms', firstName: 'Anna', lastName: 'Schmidt' },
    address: w8ben().address ?? {},
    birthDetails: { birthDate: '04-07-1980', birthTown: 'Köln', birthCountry: 'DE' },
  });
  const sample = crsi_2024.sampleAnswers?.(person, 'Anna Schmidt') ?? person;
  return mergeAnswers({ ...sample, taxResidences: { taxResidences: [{ country: 'DE', tin: '12345678901' }] } }, change);
};

/** What a customer reads: rejections and warnings as `field: message`. */
const findings = (evaluation: FormEvaluation) => ({
  rejections: evaluation.failures.map((f) => `${f.blockId}.${f.questionId}: ${f.message}`),
  warnings: evaluation.warnings.map((w) => `${w.field}: ${w.message}`),
});

describe('US indicia on Form W-8BEN', () => {
  it('a foreign individual with no US indicia passes clean', () => {
    expect(findings(evaluateForm(w8ben_2021, w8ben(), { today }))).toEqual({ rejections: [], warnings: [] });
  });

  it('rejects a US citizenship and sends the customer to Form W-9', () => {
    const evaluation = evaluateForm(w8ben_2021, w8ben({ citizenship: { country: 'US' } }), { today });
    expect(evaluation.valid).toBe(false);
    expect(findings(evaluation).rejections).toEqual([
      'citizenship.country: questionnaire.usIndicia.citizenship.errorMessage',
    ]);
    expect(evaluation.failures[0]?.check).toBe('US-CITIZEN');
    expect(evaluation.blocks.citizenship?.questions.country?.errors).toEqual([
      'questionnaire.usIndicia.citizenship.errorMessage',
    ]);
  });

  it('rejects a US permanent residence once, by line 3 rule', () => {
    const evaluation = evaluateForm(w8ben_2021, w8ben({ address: { country: 'US' } }), { today });
    expect(findings(evaluation).rejections).toEqual(['address.country: questionnaire.w8ben.address.usErrorMessage']);
  });

  it('warns of a US mailing address and leaves the form valid', () => {
    const evaluation = evaluateForm(w8ben_2021, w8ben({ mailingAddress: { line1: '1 Main St', country: 'US' } }), {
      today,
    });
    expect(evaluation.valid).toBe(true);
    expect(findings(evaluation)).toEqual({
      rejections: [],
      warnings: ['mailingAddress.country: questionnaire.usIndicia.mailingAddress.warning'],
    });
    expect(evaluation.warnings[0]?.check).toBe('US-MAILING-ADDRESS');
  });

  it('an entity form gets the checks by naming its fields: a US entity rejected, a US office a warning', () => {
    const checks = usIndiciaChecks('entity', {
      incorporation: 'org.country',
      residence: 'address.country',
      mailing: 'mail.country',
    });
    expect(checks.map((c) => [c.id, c.severity])).toEqual([
      ['US-ENTITY', 'rejection'],
      ['US-RESIDENCE', 'warning'],
      ['US-MAILING-ADDRESS', 'warning'],
    ]);
    const us: Answers = { org: { country: 'US' }, address: { country: 'US' }, mail: { country: 'DE' } };
    expect(checks.filter((c) => c.raised(us)).map((c) => c.id)).toEqual(['US-ENTITY', 'US-RESIDENCE']);
    expect(usIndiciaChecks('individual', { residence: 'address.country' })[0]?.severity).toBe('rejection');
  });
});

describe('the form a US person gives instead ("offer the W-9 where it applies")', () => {
  it('each W-8 rejection of a US person offers the W-9, a defined form type; no warning offers anything', async () => {
    const offers: string[] = [];
    for (const type of definedFormTypes()) {
      for (const check of (await loadDefinition(type))?.checks ?? []) {
        if (check.offer) offers.push(`${type} ${check.id} ${check.offer.formType}`);
        if (check.severity === 'warning') expect(check.offer, `${type} ${check.id}`).toBeUndefined();
      }
    }
    expect(offers.sort()).toEqual(
      [
        'w8ben US-CITIZEN',
        'w8ben_2021 US-CITIZEN',
        'w8bene_2017 US-ENTITY',
        'w8bene_2021 US-ENTITY',
        'w8eci US-ENTITY',
        'w8eci_2021 US-ENTITY',
        'w8exp US-ENTITY',
        'w8exp_2023 US-ENTITY',
        'w8imy_2017 US-ENTITY',
        'w8imy_2021 US-ENTITY',
      ]
        .map((line) => `${line} w9_2024`)
        .sort(),
    );
    expect(hasDefinition('w9_2024')).toBe(true);
  });
});

describe('the CRS-I + W-8BEN group compares its two forms', () => {
  const group = groupDefinition('crsiw8ben', [crsi_2024, w8ben_2021], groupChecks.crsiw8ben);
  const evaluate = (crs: Answers, w8: Answers) =>
    findings(evaluateForm(group, joinGroupAnswers({ crsi_2024: crs, w8ben_2021: w8 }), { today }));

  it('two forms that agree pass clean; the name may be written family name first', () => {
    expect(evaluate(crsi(), w8ben())).toEqual({ rejections: [], warnings: [] });
    expect(evaluate(crsi(), w8ben({ name: { name: 'SCHMIDT Anna' } }))).toEqual({ rejections: [], warnings: [] });
  });

  it('flags a German CRS residence beside a US address on the W-8BEN', () => {
    const result = evaluate(crsi(), w8ben({ address: { country: 'US' } }));
    expect(result.rejections).toEqual(['w8ben_2021/address.country: questionnaire.w8ben.address.usErrorMessage']);
    expect(result.warnings).toEqual([
      'w8ben_2021/address.country: questionnaire.group.crsiw8ben.residenceDiffers',
      'w8ben_2021/address.line1: questionnaire.group.crsiw8ben.addressDiffers',
    ]);
  });

  it('rejects a different name, birth date or treaty country; warns of a different street', () => {
    const result = evaluate(
      crsi(),
      w8ben({
        name: { name: 'Anne Schmidt' },
        birthDetails: { birthDate: '04-07-1980' },
        address: { line1: 'Unter den Linden 2' },
        treatyClaim: { claimed: 'Yes', country: 'FR' },
      }),
    );
    expect(result.rejections.filter((r) => r.includes('group.crsiw8ben'))).toEqual([
      'w8ben_2021/name.name: questionnaire.group.crsiw8ben.nameDiffers',
      'w8ben_2021/birthDetails.birthDate: questionnaire.group.crsiw8ben.birthDateDiffers',
      'w8ben_2021/treatyClaim.country: questionnaire.group.crsiw8ben.treatyCountryDiffers',
    ]);
    expect(result.warnings).toEqual(['w8ben_2021/address.line1: questionnaire.group.crsiw8ben.addressDiffers']);
  });

  it('warns of a US place of birth on the CRS-I, a US indicium for the W-8BEN; blank answers raise nothing', () => {
    expect(evaluate(crsi({ birthDetails: { birthCountry: 'US' } }), w8ben()).warnings).toEqual([
      'crsi_2024/birthDetails.birthCountry: questionnaire.usIndicia.birthCountry.warning',
    ]);
    // (A shared answer the CRS-I gives but the W-8BEN lacks is refused: crsiw8ben.shared.test.ts.)
    const blank = evaluate(
      crsi({
        crsName: { firstName: '', lastName: '' },
        birthDetails: { birthDate: '' },
        taxResidences: { taxResidences: [{}] },
      }),
      w8ben({ name: { name: '' }, birthDetails: { birthDate: '' } }),
    );
    expect(blank.rejections.filter((r) => r.includes('group.crsiw8ben'))).toEqual([]);
  });
});
