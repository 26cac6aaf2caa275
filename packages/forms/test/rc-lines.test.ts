import { readdirSync, readFileSync } from 'node:fs';
import {
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type FormDefinition,
  type QuestionDef,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { printedForm } from '../src/index';
import { rc518_2024 } from '../src/rc/rc518';
import { rc519_2024 } from '../src/rc/rc519';
import { RC518_NOTES, RC519_NOTES, RC_OUR_WORDING } from '../src/rc/texts';
import { today } from './support';

/**
 * RC518 and RC519 read line by line against the notes (crs-canada-lines.md §2–§4,
 * canada-rc518-rc519.md): the CRA's introductory notes as the header's notes, RC518's controlling-person type, the
 * CRA's address labels on screen and on paper, the entity's EIN and "applied for", the business number as the BN9 or
 * the program account (ADR 064), and the place of effective management of an entity resident nowhere.
 */

const languages = new URL('../../../fixtures/languages/', import.meta.url);
/** Every text of a locale, its files merged as the simulator merges them. */
function messages(locale: string): Record<string, string> {
  const folder = new URL(`${locale}/`, languages);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;
}
const en = messages('en');
const fr = messages('fr');
const LOCALES = readdirSync(languages, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sample = (def: FormDefinition, patch: Answers = {}): Answers =>
  mergeAnswers(def.sampleAnswers!(defaultAnswers(def), 'Marie Tremblay'), {
    name: { name: 'Érable Holdings Inc.' },
    crsName: { lastName: 'Tremblay', firstName: 'Marie' },
    birthDetails: { birthDate: '1980-07-04' },
    address: {
      line1: '100 Rue Sainte-Catherine',
      line3: 'Montréal',
      line4: 'QC',
      postalCode: 'H2X 1Z4',
      country: 'CA',
    },
    signature: { date: '2024-06-15' },
    ...patch,
  });
const evaluate = (def: FormDefinition, answers: Answers) => evaluateForm(def, answers, { today });
const failures = (def: FormDefinition, answers: Answers) =>
  evaluate(def, answers).failures.map((f) => `${[f.blockId, ...f.path].join('.')}:${f.message}`);
/** The printed rows as "label = value", the labels as message keys. */
const printed = (def: FormDefinition, answers: Answers) =>
  printedForm(def, answers, evaluate(def, answers), (key) => key).parts.flatMap((part) =>
    part.rows.map((row) => `${row.label} = ${row.value}`),
  );
const questionOf = (def: FormDefinition, block: string, id: string): QuestionDef | undefined =>
  def.blocks.find((b) => b.id === block)?.questions.find((q) => q.id === id);

describe('the CRA’s introductory notes, the header of both forms (our wording)', () => {
  it('RC518: purpose, sharing, joint accounts, 90 days, controlling persons, residence folio, in that order', () => {
    expect(rc518_2024.header).toEqual({ formNumber: 'RC518', notes: RC518_NOTES });
    const text = RC518_NOTES.map((key) => en[key] ?? `missing ${key}`);
    expect(text[0]).toMatch(/Part XVIII .* Part XIX .* Income Tax Act/);
    expect(text[1]).toMatch(
      /share .* other jurisdictions .* U\.S\. citizen or a U\.S\. tax resident, with the United States/,
    );
    expect(text[2]).toMatch(/^Joint accounts: each account holder fills out a separate declaration/);
    expect(text[3]).toMatch(/up to 90 days/);
    expect(text[4]).toMatch(/entity’s account number in Section 1 .* type of controlling person/);
    expect(text[5]).toContain('S5-F1-C1');
  });

  it('RC519: the same rules worded for an entity, and an RC518 per controlling person', () => {
    expect(rc519_2024.header).toEqual({ formNumber: 'RC519', notes: RC519_NOTES });
    const text = RC519_NOTES.map((key) => en[key] ?? `missing ${key}`);
    expect(text.join(' ')).not.toMatch(/Joint accounts/);
    expect(text[2]).toMatch(/up to 90 days/);
    expect(text[3]).toMatch(/RC518.* entity’s account number/);
  });

  it('is in every language, the CRA’s French in French, and listed with the certification as our wording', () => {
    for (const locale of LOCALES) {
      const texts = messages(locale);
      for (const key of [...RC518_NOTES, ...RC519_NOTES]) expect(texts[key], `${locale} ${key}`).toBeTruthy();
    }
    expect(fr[RC518_NOTES[2]!]).toMatch(/^Comptes joints/);
    expect(fr[RC518_NOTES[3]!]).toMatch(/90 jours/);
    expect(RC_OUR_WORDING.rc518).toEqual(['certification.rc518.statement', ...RC518_NOTES]);
    expect(RC_OUR_WORDING.rc519).toEqual(['certification.rc519.statement', ...RC519_NOTES]);
  });
});

describe('RC518: filled out as a controlling person of an entity', () => {
  it('asks the type of controlling person in Section 1, optional, with the CRS types CRS801–CRS813', () => {
    const type = questionOf(rc518_2024, 'controllingPersonType', 'type');
    expect(rc518_2024.blocks.find((b) => b.id === 'controllingPersonType')?.part).toBe('1');
    expect(type?.props?.options?.map((o) => o.value)).toEqual(Array.from({ length: 13 }, (_, i) => `CRS${801 + i}`));
    expect(failures(rc518_2024, sample(rc518_2024))).toEqual([]);
    expect(en['questionnaire.rc518.accountNumber.hint']).toMatch(/entity’s account number/);
  });

  it('warns of a type without the entity’s account number, at the account number; refuses a type not offered', () => {
    const as = (type: string, accountNumber: string) =>
      evaluate(rc518_2024, sample(rc518_2024, { controllingPersonType: { type }, accountNumber: { accountNumber } }));
    expect(as('CRS805', '').warnings).toEqual([
      {
        check: 'RC-CONTROLLING-PERSON-ACCOUNT',
        field: 'accountNumber.accountNumber',
        message: 'questionnaire.rc518.controllingPersonType.noAccountWarning',
      },
    ]);
    expect(as('CRS805', '').valid).toBe(true);
    expect(as('CRS805', 'ENT-2024-0042').warnings).toEqual([]);
    expect(as('', '').warnings).toEqual([]);
    expect(as('CRS899', 'ENT-2024-0042').failures.map((f) => f.questionId)).toEqual(['type']);
  });

  it('prints the type under its label, and nothing for an account holder who leaves it blank', () => {
    const rows = printed(
      rc518_2024,
      sample(rc518_2024, { controllingPersonType: { type: 'CRS805' }, accountNumber: { accountNumber: 'ENT-42' } }),
    );
    expect(rows).toContain(
      'questionnaire.rc518.controllingPersonType.label = questionnaire.controllingPerson.type.option.CRS805',
    );
    expect(rows).toContain('questionnaire.rc.accountNumber.label = ENT-42');
    expect(printed(rc518_2024, sample(rc518_2024))).toContain('questionnaire.rc518.controllingPersonType.label = ');
  });
});

describe('the CRA’s address labels, on screen and on paper', () => {
  const labels = (questions: readonly QuestionDef[] | undefined) => questions?.map((q) => q.label);
  const RC = [
    'questionnaire.rc.address.line1.label',
    'questionnaire.address.line2.label',
    'questionnaire.rc.address.line3.label',
    'questionnaire.rc.address.line4.label',
    'questionnaire.rc.address.postalCode.label',
    'questionnaire.rc.address.country.label',
  ];

  it.each([rc518_2024, rc519_2024])('$formType: both addresses and a controlling person’s', (def) => {
    for (const id of ['address', 'mailingAddress'])
      expect(labels(def.blocks.find((b) => b.id === id)?.questions), id).toEqual(RC);
    const person = questionOf(def, 'controllingPersons', 'controllingPersons')?.items?.questions;
    if (person) {
      expect(labels(person.find((q) => q.id === 'address')?.items?.questions)).toEqual(RC);
      expect(labels(person.find((q) => q.id === 'mailingAddress')?.items?.questions)).toEqual(RC);
    }
    expect(en['questionnaire.rc.address.line4.label']).toBe('Province, territory, state or sovereign entity');
  });

  it.each([rc518_2024, rc519_2024])(
    '$formType prints street, city, province, postal code, country, not the W-8BEN’s line',
    (def) => {
      const rows = printed(def, sample(def));
      const form = def.formType.slice(0, 5);
      const at = rows.indexOf(`questionnaire.${form}.address.title = 100 Rue Sainte-Catherine`);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(rows.slice(at, at + 5)).toEqual([
        `questionnaire.${form}.address.title = 100 Rue Sainte-Catherine`,
        'questionnaire.rc.address.line3.label = Montréal',
        'questionnaire.rc.address.line4.label = QC',
        'questionnaire.rc.address.postalCode.label = H2X 1Z4',
        'questionnaire.rc.address.country.label = Canada',
      ]);
      expect(rows.join('\n')).not.toContain('pdf.address.international.cityLine');
    },
  );
});

describe('RC519: the entity’s identifiers and residence', () => {
  it('asks the U.S. TIN as the entity’s EIN, and "applied for" of the entity; a controlling person in the third person', () => {
    expect(questionOf(rc519_2024, 'usTaxResident', 'tin')?.label).toBe('questionnaire.rc519.usTin.label');
    expect(questionOf(rc519_2024, 'usTaxResident', 'tin')?.props?.identifier).toBe('ein');
    expect(questionOf(rc519_2024, 'usTaxResident', 'appliedFor')?.label).toBe('questionnaire.rc519.usAppliedFor.label');
    const person = questionOf(rc519_2024, 'controllingPersons', 'controllingPersons')?.items?.questions;
    const us = person?.find((q) => q.id === 'cpUsTaxResident')?.items?.questions;
    expect(us?.find((q) => q.id === 'tin')?.props?.identifier).toBe('ssn');
    expect(us?.find((q) => q.id === 'appliedFor')?.label).toBe('questionnaire.rcControllingPerson.usAppliedFor.label');
  });

  it('prints the BN9 as nine digits and a program account as the CRA writes it (ADR 064), the EIN NN-NNNNNNN', () => {
    const canada = (businessNumber: string) =>
      printed(
        rc519_2024,
        sample(rc519_2024, {
          canadianTaxResident: { isCanadianTaxResident: 'Yes', businessNumber },
          usTaxResident: { isUsTaxResident: 'Yes', tin: '271234568', appliedFor: 'No' },
        }),
      );
    expect(canada('123456782')).toContain('questionnaire.rcEntityCanadianTaxResident.businessNumber.label = 123456782');
    expect(canada('123456782RC0001')).toContain(
      'questionnaire.rcEntityCanadianTaxResident.businessNumber.label = 123456782 RC 0001',
    );
    expect(canada('123456782')).toContain('questionnaire.rc519.usTin.label = 27-1234568');
  });

  it('asks the place of effective management only of an entity resident nowhere, and needs it there', () => {
    const nowhere = sample(rc519_2024, {
      canadianTaxResident: { isCanadianTaxResident: 'No' },
      usTaxResident: { isUsTaxResident: 'No' },
    });
    const visible = (answers: Answers) => evaluate(rc519_2024, answers).blocks.effectiveManagement?.visible;
    expect(visible(sample(rc519_2024))).toBe(false);
    expect(visible(nowhere)).toBe(true);
    expect(failures(rc519_2024, nowhere)).toEqual([
      'effectiveManagement.country:questionnaire.rc519.effectiveManagement.errorMessage',
    ]);
    const inFrance = mergeAnswers(nowhere, { taxResidences: { taxResidences: [{ country: 'FR', tin: 'FR123' }] } });
    expect(visible(inFrance)).toBe(false);
    expect(failures(rc519_2024, inFrance)).toEqual([]);
    const managed = mergeAnswers(nowhere, { effectiveManagement: { country: 'GB' } });
    expect(failures(rc519_2024, managed)).toEqual([]);
    expect(printed(rc519_2024, managed)).toContain('questionnaire.rc519.effectiveManagement.label = United Kingdom');
  });
});
