import {
  certificationText,
  clearHidden,
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
} from '@taxcert/engine';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { w8exp, w8exp_2023, w8expHeader, w8expNotFor } from '../src/w8exp';
import { today } from './support';

/**
 * Form W-8EXP Rev. October 2023 line by line (reference w8eci-w8exp-lines.md, ADR 056): the foreign government on line
 * 3 with lines 10a–10e, the withholding qualified holder (line 3's seventh box, alone or with one other status) with
 * line 15, line 13's section 512 note, line 19's (a)/(b), Part IV's statements and consent, the header and the "Do not
 * use this form for" rows.
 */
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

const base = (changes: Answers): Answers =>
  mergeAnswers(
    mergeAnswers(defaultAnswers(w8exp_2023), {
      name: { name: 'Ministry of Finance of Switzerland', country: 'CH' },
      address: { line1: 'Bundesgasse 3', line3: 'Bern', postalCode: '3003', country: 'CH' },
      part4: { capacityToSign: true, name: 'Anna Meier', date: '06-15-2024' },
    }),
    changes,
  );
const failures = (answers: Answers) =>
  evaluateForm(w8exp_2023, clearHidden(w8exp_2023, answers, { today }), { today }).failures.map(
    (f) => `${f.blockId}.${f.questionId}:${f.message}`,
  );
const visible = (answers: Answers) => {
  const evaluation = evaluateForm(w8exp_2023, answers, { today });
  return w8exp_2023.blocks.filter((b) => b.part === 'II' && evaluation.blocks[b.id]?.visible).map((b) => b.id);
};

describe('W-8EXP Rev. 2023: a foreign government (line 3, lines 10a–10e)', () => {
  const government = (part10: Answers[string]) => base({ entityType: { ch3Status: 'ForeignGovernment' }, part10 });

  it('is accepted on line 3 and opens line 10 only', () => {
    expect(visible(government({}))).toEqual(['part10']);
    expect(failures(government({ box10a: true, choice: '10b', integralPartOf: 'Switzerland' }))).toEqual([]);
  });

  it('ticks 10a, then 10b or 10c naming the government; 10a unticked or the country missing are refused', () => {
    expect(failures(government({ choice: '10b', integralPartOf: 'Switzerland' }))).toEqual([
      'part10.box10a:questionnaire.w8exp.box.errorMessage',
    ]);
    expect(failures(government({ box10a: true }))).toEqual(['part10.choice:questionnaire.w8exp.choice.errorMessage']);
    expect(failures(government({ box10a: true, choice: '10c' }))).toEqual([
      'part10.controlledEntityOf:questionnaire.w8exp.name.errorMessage',
      'part10.commercialActivities:questionnaire.w8exp_2023.part10.commercialActivities.errorMessage',
    ]);
  });

  it('a controlled entity (10c) certifies 10d or 10e; an integral part (10b) is not asked, and loses a 10d given before', () => {
    const controlled = government({ box10a: true, choice: '10c', controlledEntityOf: 'Switzerland' });
    expect(failures(mergeAnswers(controlled, { part10: { commercialActivities: '10d' } }))).toEqual([]);
    expect(failures(mergeAnswers(controlled, { part10: { commercialActivities: '10e' } }))).toEqual([]);
    const changed = mergeAnswers(controlled, { part10: { commercialActivities: '10d', choice: '10b' } });
    const cleared = clearHidden(w8exp_2023, changed, { today });
    expect(cleared.part10?.commercialActivities).toBeUndefined();
    expect(english['questionnaire.w8exp_2023.part10.commercialActivities.option.10d']).toMatch(
      /controlled entity of a foreign sovereign that is not engaged in commercial activities within or outside the United States\./,
    );
    expect(english['questionnaire.w8exp_2023.part10.commercialActivities.option.10e']).toMatch(
      /central bank of issue wholly owned by the foreign sovereign that is not engaged in commercial activities within the United States\./,
    );
  });
});

describe('W-8EXP Rev. 2023: a withholding qualified holder (line 3’s box, line 15)', () => {
  it('ticks the box alone: no chapter 3 status needed, line 15 opens and asks 15a or 15b', () => {
    const holder = base({ entityType: { withholdingQualifiedHolder: true } });
    expect(visible(holder)).toEqual(['part15']);
    expect(failures(holder)).toEqual(['part15.choice:questionnaire.w8exp_2023.part15.choice.errorMessage']);
    expect(failures(mergeAnswers(holder, { part15: { choice: '15b' } }))).toEqual([]);
    expect(failures(base({}))).toEqual(['entityType.ch3Status:questionnaire.w8exp_2023.line3.errorMessage']);
  });

  it('ticks it with one other status: both Part II lines open and are required', () => {
    const both = base({
      entityType: { ch3Status: 'TaxExemptOrganization', withholdingQualifiedHolder: true },
      part15: { choice: '15a' },
    });
    expect(visible(both)).toEqual(['part13', 'part15']);
    expect(failures(both)).toEqual(['part13.basis:questionnaire.w8exp.choice.errorMessage']);
    expect(failures(mergeAnswers(both, { part13: { basis: '13b' } }))).toEqual([]);
  });

  it('unticking the box clears line 15; a value outside the list is refused', () => {
    const unticked = base({
      entityType: { ch3Status: 'InternationalOrganization', withholdingQualifiedHolder: false },
      part11: { box11: true },
      part15: { choice: '15a' },
    });
    expect(clearHidden(w8exp_2023, unticked, { today }).part15?.choice).toBeUndefined();
    expect(failures(base({ entityType: { withholdingQualifiedHolder: true }, part15: { choice: '15c' } }))).toEqual([
      'part15.choice:questionnaire.answer.notAnOptionErrorMessage',
    ]);
  });

  it('is not in Rev. July 2017, whose line 3 has no such box', () => {
    const status = (def: typeof w8exp) => def.blocks.find((b) => b.id === 'entityType')?.questions.map((q) => q.id);
    expect(status(w8exp_2023)).toEqual(['ch3Status', 'withholdingQualifiedHolder', 'ch4Status']);
    expect(status(w8exp)).toEqual(['ch3Status', 'ch4Status']);
  });
});

describe('W-8EXP Rev. 2023: lines 13 and 19', () => {
  it('line 13 leads with the section 512 note: a statement identifying the unrelated business taxable income', () => {
    expect(english['questionnaire.w8exp_2023.part13.basis.label']).toMatch(
      /^If any of the income is includible under section 512 in computing the organization's unrelated business taxable income, attach a statement identifying those amounts\./,
    );
  });

  it('line 19, the exempt retirement plan, ticks its box and (a), (b) or both', () => {
    const plan = (part19: Answers[string]) =>
      failures(
        base({
          entityType: { ch3Status: 'ForeignGovernment', ch4Status: 'ExemptRetirementPlans' },
          part10: { box10a: true, choice: '10b', integralPartOf: 'Switzerland' },
          part19,
        }),
      );
    expect(plan({ box19: true })).toEqual(['part19.box19b:questionnaire.w8exp_2023.part19.beneficiaries.errorMessage']);
    expect(plan({ box19: true, box19a: true })).toEqual([]);
    expect(plan({ box19: true, box19b: true })).toEqual([]);
    expect(plan({ box19: true, box19a: true, box19b: true })).toEqual([]);
    expect(plan({ box19a: true })).toEqual(['part19.box19:questionnaire.w8exp.box.errorMessage']);
    expect(english['questionnaire.w8exp_2023.part19.box19a.label']).toMatch(/^\(a\) current or former employees/);
    expect(english['questionnaire.w8exp_2023.part19.box19b.label']).toMatch(
      /^\(b\) persons who are not current or former employees .* personal services performed for the sponsor\.$/,
    );
  });
});

describe('W-8EXP Part IV, header and "Do not use" rows', () => {
  it('Rev. 2023 certifies beneficial ownership and non-U.S. status and/or the withholding qualified holder, then its own consent', () => {
    const cert = certificationText(w8exp_2023, {});
    const items = cert.items.map((i) => english[i.key] ?? '');
    expect(items[0]).toMatch(/beneficial owner of the income and other payments .* not a U\.S\. person; and\/or$/);
    expect(items[1]).toMatch(/withholding qualified holder/);
    expect(items[1]).toContain('Regulations section 1.897(l)-1(d)');
    expect(items[1]).toContain('held, directly or indirectly, by qualified holders');
    expect(items[1]).toContain('Regulations section 1.1445-1(g)(11)');
    expect(english[cert.noteKey ?? '']).toMatch(/authorize .* custody of the income and other payments .* 30 days/);
    expect(cert.consentKey).toBe('certification.w8exp_2023.consent');
    expect(english[cert.consentKey ?? '']).toMatch(
      /foreign government, international organization, .* chapter 4 status/,
    );
  });

  it('Rev. July 2017 certifies beneficial owner, not a U.S. person and the two commercial-activity statements', () => {
    expect(certificationText(w8exp, {}).items.map((i) => i.key)).toEqual([
      'certification.w8exp.item1',
      'certification.w8exp.notUsPerson',
      'certification.w8exp.controlledEntity',
      'certification.w8exp.centralBank',
    ]);
    expect(certificationText(w8exp, {}).consentKey).toBe('certification.w8exp.consent');
  });

  it('carries the header and the five "Do not use" rows with the forms to use instead, by revision', () => {
    expect(w8exp_2023.header).toEqual(w8expHeader('2023'));
    expect(w8exp_2023.header).toMatchObject({
      formNumber: 'W-8EXP',
      omb: '1545-1621',
      catalogueNumber: 'Cat. No. 25401F',
    });
    expect(english[w8exp_2023.header?.notes[0] ?? '']).toMatch(/governments of U\.S\. territories\.\)$/);
    expect(english[w8exp.header?.notes[0] ?? '']).toMatch(/governments of U\.S\. possessions\.\)$/);
    expect(w8exp_2023.notFor).toEqual(w8expNotFor('2023'));
    expect(w8exp_2023.notFor?.map((row) => row.useInstead)).toEqual([
      ['w8bene_2021', 'w8eci_2021'],
      ['w8ben_2021', 'w8bene_2021'],
      ['w8bene_2021', 'w8imy_2021'],
      ['w8eci_2021'],
      ['w8imy_2021'],
    ]);
    expect(english[w8exp_2023.notFor?.[2]?.text ?? '']).toMatch(
      /other than a withholding qualified holder under section 1445/,
    );
    expect(english[w8exp.notFor?.[2]?.text ?? '']).toBe('A foreign partnership or a foreign trust');
    for (const locale of ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant']) {
      const messages = catalogue(locale);
      const keys = [w8exp, w8exp_2023].flatMap((def) => [
        ...(def.header?.notes ?? []),
        ...(def.notFor ?? []).map((row) => row.text),
      ]);
      expect(
        keys.filter((k) => !messages[k]),
        locale,
      ).toEqual([]);
    }
  });
});
