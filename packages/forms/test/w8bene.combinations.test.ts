import { readFileSync } from 'node:fs';
import {
  defaultAnswers,
  evaluateForm,
  translateValues,
  type Failure,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { CH3_STATUSES, CH3_STATUSES_2017, CH4_STATUSES } from '../src/blocks';
import { w8bene_2017, w8bene_2021 } from '../src/w8bene';
import { defaultCh3Ch4Combinations } from '../src/w8bene/combinations';
import { w8imy_2021 } from '../src/w8imy';
import { defaultW8imyCombinations } from '../src/w8imy/combinations';

const combos = defaultCh3Ch4Combinations(CH3_STATUSES);
const ch4Of = (ch3: string) => combos.filter((c) => c.ch3Status === ch3).map((c) => c.ch4Status);
const ch3Of = (ch4: string) => combos.filter((c) => c.ch4Status === ch4).map((c) => c.ch3Status);

describe('default chapter 3 / chapter 4 combinations of the W-8BEN-E', () => {
  it('gives every line 4 box at least one line 5 status, and every line 5 status a line 4 box', () => {
    for (const ch3 of CH3_STATUSES) expect(ch4Of(ch3).length, ch3).toBeGreaterThan(0);
    for (const ch4 of CH4_STATUSES) expect(ch3Of(ch4).length, ch4).toBeGreaterThan(0);
  });

  it('keeps the government, central bank and international organization statuses to their own boxes', () => {
    expect(ch3Of('InternationalOrganization')).toEqual(['InternationalOrganization']);
    expect(ch4Of('InternationalOrganization')).toEqual(['NonReportingIgaFfi', 'InternationalOrganization']);
    expect(ch3Of('ForeignGovernment')).toEqual([
      'ForeignGovernmentControlledEntity',
      'CentralBankOfIssue',
      'ForeignGovernmentIntegralPart',
    ]);
    expect(ch4Of('CentralBankOfIssue')).toEqual(['NonReportingIgaFfi', 'ForeignGovernment']);
    expect(ch3Of('Organization501C')).toEqual(['TaxExemptOrganization', 'PrivateFoundation']);
  });

  it('lets a corporation take the FFI and NFFE statuses but not a government’s', () => {
    expect(ch4Of('Corporation')).toHaveLength(29);
    expect(ch4Of('Corporation')).not.toContain('ForeignGovernment');
    expect(ch4Of('Corporation')).toContain('ParticipatingFfi');
  });

  it('gives the single Government box of Rev. July 2017 what the two 2021 government boxes share', () => {
    const rev2017 = defaultCh3Ch4Combinations(['Corporation', 'Government']);
    expect(rev2017.filter((c) => c.ch3Status === 'Government').map((c) => c.ch4Status)).toContain('ForeignGovernment');
  });
});

describe('the simulator configuration fixture', () => {
  it('ships these defaults for w8bene_2021 and, with its 12 line 4 boxes, for w8bene_2017', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../../fixtures/config/online-config.json', import.meta.url), 'utf8'),
    ) as { validCh3Ch4Combinations: Record<string, unknown> };
    expect(config.validCh3Ch4Combinations.w8bene_2021).toEqual(combos);
    expect(config.validCh3Ch4Combinations.w8bene_2017).toEqual(defaultCh3Ch4Combinations(CH3_STATUSES_2017));
  });
});

/** A catalogue of fixtures/languages, and a message worded in it the way the apps word one (values translated first). */
const catalogueOf = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/languages/${locale}/questionnaire.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'zh', 'zh-hant'];
function worded(locale: string, failure: Failure | undefined): string {
  const messages = catalogueOf(locale);
  const t = (key: string) => messages[key] ?? key;
  const values = translateValues(failure?.values, t);
  return t(failure?.message ?? '').replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => String(values[name] ?? whole));
}
const refused = (def: FormDefinition, reference: ReferenceData, ch3Status: string, ch4Status: string) =>
  evaluateForm(def, { ...defaultAnswers(def), entityType: { ch3Status, ch4Status } }, { reference }).failures.find(
    (f) => f.message === 'questionnaire.entityType.combination.errorMessage',
  );

describe('a combination the configuration refuses', () => {
  it('is a field error on line 5 that names both statuses, by their short names, in the language it is worded in', () => {
    const failure = refused(
      w8bene_2021,
      { validCh3Ch4Combinations: combos },
      'ForeignGovernmentIntegralPart',
      'PassiveNffe',
    );
    expect(failure).toMatchObject({
      blockId: 'entityType',
      questionId: 'ch4Status',
      values: {
        ch4: { key: 'questionnaire.entityType.ch4Status.name.PassiveNffe' },
        ch3: { key: 'questionnaire.entityType.ch3Status.name.ForeignGovernmentIntegralPart' },
      },
    });
    expect(worded('en', failure)).toBe(
      'Chapter 4 status “Passive NFFE” cannot be combined with chapter 3 status “Foreign Government – Integral Part”. Choose one of the chapter 4 statuses offered for “Foreign Government – Integral Part”, or change the chapter 3 status.',
    );
    expect(worded('de', failure)).toMatch(
      /^Der Status nach Kapitel 4 „Passiver NFFE“ kann nicht mit dem Status nach Kapitel 3 „Ausländische Regierung – integraler Bestandteil“ kombiniert werden\./,
    );
  });

  it('names Rev. July 2017’s single Government box when the configuration refuses a pair with it', () => {
    const onlyGovernment = [{ ch3Status: 'Government', ch4Status: 'ForeignGovernment' }];
    expect(
      worded('en', refused(w8bene_2017, { validCh3Ch4Combinations: onlyGovernment }, 'Government', 'PassiveNffe')),
    ).toMatch(/^Chapter 4 status “Passive NFFE” cannot be combined with chapter 3 status “Government”\./);
  });

  it('names the W-8IMY’s own boxes (its territory financial institution takes only that chapter 4 status)', () => {
    const failure = refused(
      w8imy_2021,
      { validCh3Ch4Combinations: defaultW8imyCombinations() },
      'TerritoryFinancialInstitution',
      'ActiveNffe',
    );
    expect(failure?.values).toEqual({
      ch4: { key: 'questionnaire.w8imy.ch4Status.name.ActiveNffe' },
      ch3: { key: 'questionnaire.w8imy.ch3Status.name.TerritoryFinancialInstitution' },
    });
    expect(worded('en', failure)).toMatch(
      /^Chapter 4 status “Active NFFE” cannot be combined with chapter 3 status “Territory financial institution”\./,
    );
  });

  it('has a short name for every box of both lines of both forms in all nine languages, without the box’s instruction to complete a Part', () => {
    for (const def of [w8bene_2021, w8bene_2017, w8imy_2021]) {
      const boxes =
        def.blocks
          .find((b) => b.id === 'entityType')
          ?.questions.flatMap((q) => (q.id === 'hybridEntity' ? [] : (q.props?.options ?? []))) ?? [];
      expect(boxes.length, def.formType).toBeGreaterThan(30);
      for (const locale of LOCALES) {
        const messages = catalogueOf(locale);
        for (const box of boxes) {
          const name = box.name ? messages[box.name] : undefined;
          expect(name?.trim(), `${locale} ${box.name ?? box.value}`).toBeTruthy();
          expect(name, `${locale} ${box.value}`).not.toMatch(
            /Part [IVXL]+|Teil [IVXL]+|Partie [IVXL]+|Parte [IVXL]+|deel [IVXL]+|część [IVXL]+|第 ?[IVXL]+ ?部分/,
          );
        }
      }
    }
  });
});
