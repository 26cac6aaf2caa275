import {
  certificationText,
  clearHidden,
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type FormDefinition,
} from '@taxcert/engine';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validUntil } from '../src/validity';
import {
  W8ECI_CH3_STATUSES_2017,
  W8ECI_CH3_STATUSES_2021,
  W8ECI_UNCONFIRMED,
  w8eci,
  w8eci_2021,
  w8eciHeader,
  w8eciNotFor,
} from '../src/w8eci';
import { today } from './support';

/** A locale's questionnaire texts with those (w8eci-w8exp-lines.json), as the apps merge them. */
const catalogue = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...['questionnaire', 'w8eci-w8exp-lines'].map(
      (file) =>
        JSON.parse(
          readFileSync(new URL(`../../../fixtures/languages/${locale}/${file}.json`, import.meta.url), 'utf8'),
        ) as Record<string, string>,
    ),
  ) as Record<string, string>;
const english = catalogue('en');

/** A foreign company with effectively connected rents, its EIN, a German TIN, signed by a director. */
const company = (
  def: FormDefinition,
  signer: Answers[string] = def === w8eci_2021 ? { capacityToSign: true } : { capacity: 'Director' },
): Answers =>
  mergeAnswers(defaultAnswers(def), {
    name: { name: 'Example GmbH', country: 'DE' },
    entityType: { ch3Status: 'Corporation' },
    address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
    usAddress: { line1: '350 Fifth Avenue', line3: 'New York', line4: 'NY', postalCode: '10118' },
    usTin: { tinType: 'Ein', tin: '271234568' },
    foreignTin: { tin: 'DE123456789' },
    income: { items: 'Rents from the office building at 350 Fifth Avenue' },
    part2: { ...signer, name: 'Max Muster', date: '06-15-2024' },
  });

const failures = (def: FormDefinition, answers: Answers) =>
  evaluateForm(def, answers, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const lines = (def: FormDefinition) => [
  ...new Set(def.blocks.flatMap((b) => b.questions.map((q) => q.line)).filter((l) => l !== undefined)),
];

describe('W-8ECI Rev. October 2021', () => {
  it('lays lines 1–12 out in the official order, Part I then Part II (part2), with no chapter 4 status', () => {
    expect(lines(w8eci_2021)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8a', '8b', '9', '10', '11', '12']);
    expect(w8eci_2021.blocks.map((b) => b.part)).toEqual([...Array(10).fill('I'), 'II']);
    expect(w8eci_2021.signatureSection).toBe('part2');
    expect(w8eci_2021.blocks.flatMap((b) => b.questions.map((q) => q.id))).not.toContain('ch4Status');
  });

  it('offers line 4’s 13 boxes of 2021: two foreign-government boxes, no disregarded entity, no single Government box', () => {
    const options = w8eci_2021.blocks
      .find((b) => b.id === 'entityType')
      ?.questions[0]?.props?.options?.map((o) => o.value);
    expect(options).toEqual([...W8ECI_CH3_STATUSES_2021]);
    expect(options).toHaveLength(13);
    expect(options).toEqual(
      expect.arrayContaining(['ForeignGovernmentControlledEntity', 'ForeignGovernmentIntegralPart']),
    );
    expect(options).not.toContain('DisregardedEntity');
    expect(options).not.toContain('Government');
    expect(
      failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { entityType: { ch3Status: 'Government' } })),
    ).toEqual(['entityType.ch3Status:questionnaire.entityType.ch3Status.errorMessage']);
  });

  it('evaluates the foreign company as valid, and lists what an empty form lacks', () => {
    expect(failures(w8eci_2021, company(w8eci_2021))).toEqual([]);
    const empty = clearHidden(w8eci_2021, defaultAnswers(w8eci_2021), { today });
    expect(
      evaluateForm(w8eci_2021, empty, { today }).failures.map((f) => `${f.blockId}.${f.questionId}:${f.rule}`),
    ).toEqual([
      'name.name:required',
      'name.country:required',
      'entityType.ch3Status:required',
      'address.line1:required',
      'address.country:required',
      'usAddress.line1:required',
      'usAddress.line3:required',
      'usAddress.line4:required',
      'usAddress.postalCode:required',
      'usTin.tin:required',
      'foreignTin.tin:required',
      'income.items:required',
      'part2.capacityToSign:custom',
      'part2.name:required',
    ]);
  });

  it('requires the U.S. TIN (line 7) as an SSN/ITIN or an EIN, with no "applied for" — not even one an API client sends', () => {
    const questions = evaluateForm(w8eci_2021, company(w8eci_2021), { today }).blocks.usTin?.questions;
    expect([questions?.tinType?.visible, questions?.tin?.required]).toEqual([true, true]);
    expect(w8eci_2021.blocks.find((b) => b.id === 'usTin')?.questions.map((q) => q.id)).toEqual(['tinType', 'tin']);
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { usTin: { tin: '' } }))).toEqual([
      'usTin.tin:questionnaire.usTin.tin.errorMessage',
    ]);
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { usTin: { tin: '', appliedFor: 'Yes' } }))).toEqual([
      'usTin.tin:questionnaire.usTin.tin.errorMessage',
    ]);
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { usTin: { tin: '071234567' } }))).toEqual([
      'usTin.tin:questionnaire.usTin.tin.einErrorMessage',
    ]);
    expect(
      failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { usTin: { tinType: 'Ssn', tin: '912781234' } })),
    ).toEqual([]);
  });

  it('takes line 8b "FTIN not legally required" instead of a foreign TIN', () => {
    expect(
      failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { foreignTin: { tin: '', notRequired: true } })),
    ).toEqual([]);
  });

  it('line 6 is a U.S. address with a city, a state and a 5-digit or ZIP+4 code', () => {
    const zip = (postalCode: string) =>
      failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { usAddress: { postalCode } }));
    expect(zip('10118-0110')).toEqual([]);
    for (const bad of ['1011', '101180', 'SW1A 1AA', '10118-01'])
      expect(zip(bad)).toEqual(['usAddress.postalCode:questionnaire.w8eci.usAddress.zipFormatErrorMessage']);
  });

  it('line 6, the U.S. business address, refuses a P.O. box or in-care-of address on either street line', () => {
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { usAddress: { line1: 'P.O. Box 1234' } }))).toEqual([
      'usAddress.line1:questionnaire.w8eci.usAddress.poBoxErrorMessage',
    ]);
    expect(
      failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { usAddress: { line2: 'c/o Registered Agents Inc.' } })),
    ).toEqual(['usAddress.line2:questionnaire.w8eci.usAddress.inCareOfErrorMessage']);
    expect(english['questionnaire.w8eci.line6.title']).toMatch(/Do not use a P\.O\. box or in-care-of address\.$/);
  });

  it('line 5 refuses a P.O. box or in-care-of address, each with its own message', () => {
    expect(
      failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { address: { line1: 'Postfach 10 20 30' } })),
    ).toEqual(['address.line1:questionnaire.w8eci.address.poBoxErrorMessage']);
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { address: { line2: 'c/o Anna Schmidt' } }))).toEqual(
      ['address.line2:questionnaire.w8eci.address.inCareOfErrorMessage'],
    );
  });

  it('asks the date of birth (line 10) of an individual only, and then requires it', () => {
    const individual = mergeAnswers(company(w8eci_2021), { entityType: { ch3Status: 'Individual' } });
    expect(evaluateForm(w8eci_2021, company(w8eci_2021), { today }).blocks.birthDetails?.visible).toBe(false);
    expect(failures(w8eci_2021, individual)).toEqual([
      'birthDetails.birthDate:questionnaire.birthDetails.birthDate.errorMessage',
    ]);
    expect(failures(w8eci_2021, mergeAnswers(individual, { birthDetails: { birthDate: '07-04-1980' } }))).toEqual([]);
  });

  it('line 11 is required and holds at most 1,000 characters', () => {
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { income: { items: 'x'.repeat(1000) } }))).toEqual(
      [],
    );
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { income: { items: 'x'.repeat(1001) } }))).toEqual([
      'income.items:questionnaire.w8eci.line11.lengthErrorMessage',
    ]);
  });

  it('line 12, the securities dealer’s box, is optional and states its three certifications in full', () => {
    expect(failures(w8eci_2021, mergeAnswers(company(w8eci_2021), { securitiesDealer: { isDealer: true } }))).toEqual(
      [],
    );
    const line12 = english['questionnaire.w8eci.line12.statement'] ?? '';
    // A dealer in securities (section 475(c)(1)); the transferor of a PTP interest claiming the exception of
    // Regulations section 1.1446(f)-4(b)(6); the gain effectively connected without regard to section 864(c)(8).
    expect(line12).toMatch(/dealer in securities \(as defined in section 475\(c\)\(1\)\)/);
    expect(line12).toMatch(/transferor of an interest in a publicly traded partnership/);
    expect(line12).toContain('Regulations section 1.1446(f)-4(b)(6)');
    expect(line12).toMatch(/effectively connected .* without regard to section 864\(c\)\(8\)\.$/);
  });

  it('Part II: four bullets, the authorization with the 30-day undertaking, the consent naming non-U.S. status and ECI', () => {
    const cert = certificationText(w8eci_2021, {});
    expect(cert.items.map((i) => i.key)).toEqual([
      'certification.w8eci.beneficialOwner',
      'certification.w8eci.effectivelyConnected',
      'certification.w8eci.includible',
      'certification.w8eci.notUsPerson',
    ]);
    expect(english['certification.w8eci.beneficialOwner']).toMatch(/beneficial owner of all the payments/);
    expect(english['certification.w8eci.includible']).toMatch(/includible in my gross income.*for the taxable year/);
    expect(english['certification.w8eci.notUsPerson']).toMatch(/not a U\.S\. person/);
    const authorization = english[cert.noteKey ?? ''] ?? '';
    expect(authorization).toMatch(/any withholding agent that has control, receipt, or custody of the payments/);
    expect(authorization).toMatch(/or that can disburse or pay those amounts/);
    expect(authorization).toMatch(/new form within 30 days/);
    expect(english[cert.consentKey ?? '']).toMatch(
      /status as a non-U\.S\. person and that your income is effectively connected/,
    );
  });

  it('carries its header (OMB 1545-1621, the tax-return note) and its "Do not use" rows with the forms to use instead', () => {
    expect(w8eci_2021.header).toEqual(w8eciHeader);
    expect(w8eci.header).toEqual(w8eciHeader);
    expect(w8eciHeader).toMatchObject({ formNumber: 'W-8ECI', omb: '1545-1621', catalogueNumber: 'Cat. No. 25045D' });
    expect(english[w8eciHeader.notes.at(-1) ?? '']).toMatch(/must file an annual U\.S\. income tax return/);
    expect(w8eci_2021.notFor?.map((row) => row.useInstead)).toEqual([
      ['w8ben_2021', 'w8bene_2021'],
      ['w8exp_2023'],
      ['w8bene_2021', 'w8imy_2021'],
      ['w8imy_2021'],
      [],
    ]);
    expect(w8eciNotFor).toBe(w8eci_2021.notFor);
    expect(english['notFor.w8eci.exemptOrganization']).toMatch(/115\(2\), 501\(c\), 892, 895, or 1443\(b\)\. Note: /);
    for (const locale of ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant']) {
      const messages = catalogue(locale);
      const keys = [...w8eciHeader.notes, ...w8eciNotFor.map((row) => row.text)];
      expect(
        keys.filter((k) => !messages[k]),
        locale,
      ).toEqual([]);
    }
  });

  it('is valid to the end of the third calendar year after signing', () => {
    expect(validUntil('w8eci_2021', new Date('2026-11-22T00:00:00Z'))).toBe('2029-12-31');
    expect(validUntil('w8eci', new Date('2026-01-01T00:00:00Z'))).toBe('2029-12-31');
  });
});

describe('W-8ECI, the revision before October 2021 (w8eci)', () => {
  it('has line 8 alone (no 8b), no line 12, and the "capacity in which acting" instead of the capacity-to-sign box', () => {
    expect(lines(w8eci)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    const signer = w8eci.blocks.find((b) => b.id === 'part2')?.questions.map((q) => q.id);
    expect(signer).toContain('capacity');
    expect(signer).not.toContain('capacityToSign');
    expect(certificationText(w8eci, {}).items).toHaveLength(4);
    expect(w8eci.revision).toBe('Rev. July 2017');
  });

  it('offers the first list of the reference (disregarded entity, one Government box), and an optional foreign TIN', () => {
    expect(w8eci.blocks.find((b) => b.id === 'entityType')?.questions[0]?.props?.options?.map((o) => o.value)).toEqual([
      ...W8ECI_CH3_STATUSES_2017,
    ]);
    expect(
      failures(
        w8eci,
        mergeAnswers(company(w8eci), { entityType: { ch3Status: 'Government' }, foreignTin: { tin: '' } }),
      ),
    ).toEqual([]);
    expect(
      failures(w8eci, mergeAnswers(company(w8eci), { entityType: { ch3Status: 'ForeignGovernmentIntegralPart' } })),
    ).toEqual(['entityType.ch3Status:questionnaire.entityType.ch3Status.errorMessage']);
    expect(failures(w8eci, mergeAnswers(company(w8eci), { part2: { capacity: '' } }))).toEqual([
      'part2.capacity:questionnaire.signer.capacity.errorMessage',
    ]);
  });
});

describe('W-8ECI texts', () => {
  it('lists exactly the texts that are our wording, unconfirmed against the official PDF', () => {
    expect([...W8ECI_UNCONFIRMED]).toEqual([
      'certification.w8eci.intro',
      'certification.w8eci.beneficialOwner',
      'certification.w8eci.effectivelyConnected',
      'certification.w8eci.includible',
      'certification.w8eci.notUsPerson',
      'certification.w8eci.authorization',
      'certification.w8eci.consentEci',
      'questionnaire.w8eci.line12.statement',
    ]);
    const cert = certificationText(w8eci_2021, {});
    const shown = [cert.introKey, ...cert.items.map((i) => i.key), cert.noteKey, cert.consentKey].filter(
      (k): k is string => k !== null,
    );
    // Every official text of Part II is one of them: none of it is the IRS's wording yet.
    expect(shown.filter((k) => !(W8ECI_UNCONFIRMED as readonly string[]).includes(k))).toEqual([]);
    for (const k of W8ECI_UNCONFIRMED) expect(english[k], k).toBeTruthy();
    expect(english['certification.w8eci.consentEci']).toMatch(
      /effectively connected with the conduct of a trade or business in the United States\.$/,
    );
  });

  it.each(['de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'])(
    '%s keeps the certification texts in English (ADR 006) beside a translated explanation',
    (locale) => {
      const messages = catalogue(locale);
      expect(W8ECI_UNCONFIRMED.filter((k) => messages[k] !== english[k])).toEqual([]);
      expect(messages['certification.w8eci.summary']).toBeTruthy();
      expect(messages['certification.w8eci.summary']).not.toBe(english['certification.w8eci.summary']);
    },
  );
});
