import {
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  settleChange,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import {
  CH4_CHOICE,
  CH4_STATUSES,
  ch4BoxId,
  ch4PartBlockId,
  ch4PartOf,
  IGA_SUBCLASSIFICATIONS,
  type Ch4PartSpec,
} from '../src/blocks';
import { printedForm } from '../src/printed/printed-form';
import { w8bene_2017, w8bene_2021 } from '../src/w8bene';
import { W8BENE_CH4_PARTS } from '../src/w8bene/statusParts';
import { englishCatalogue, fixture, today } from './support';

/**
 * W-8BEN-E Parts IV–XXVIII on the real definitions of both revisions, generated from the table
 * (w8bene/statusParts.ts): each chapter 4 status opens exactly its Part with exactly its lines, a choice opens the
 * fields of the chosen box only, and a status change clears the Part. Then what the line-by-line reading found
 * (w8bene-lines.md): the statements' conditions and limits, Part XII's IGA model, the sponsored FFI's GIIN.
 */
const reference = fixture<ReferenceData>('reference/static-data.json');
const { english, t } = englishCatalogue(['questionnaire', 'pdf', 'renderer', 'w8bene-parts']);
const text = (part: string, id: string) => english[`questionnaire.w8bene.part${part}.${id}`] ?? '';

const revisions = [w8bene_2021, w8bene_2017];
const partIds = W8BENE_CH4_PARTS.map((spec) => ch4PartBlockId(spec.part));

/** The answers of a signed sample with the chapter 4 status `status` (Part XXV of the sample emptied). */
const withStatus = (def: FormDefinition, status: string, part: Answers = {}): Answers =>
  mergeAnswers(def.sampleAnswers!(defaultAnswers(def), 'Jane Doe'), {
    entityType: { ch3Status: 'Corporation', ch4Status: status },
    partXXV: {},
    ...part,
  });
const evaluate = (def: FormDefinition, answers: Answers) => evaluateForm(def, answers, { today, reference });

/** The shown questions of a Part as `id@line`, in order. */
function shownLines(def: FormDefinition, answers: Answers, spec: Ch4PartSpec): string[] {
  const id = ch4PartBlockId(spec.part);
  const state = evaluate(def, answers).blocks[id];
  const block = def.blocks.find((b) => b.id === id);
  return (block?.questions ?? []).filter((q) => state?.questions[q.id]?.visible).map((q) => `${q.id}@${q.line ?? ''}`);
}

/** What the table says a Part shows, with `chosen` the box of its choice (if any). */
function expectedLines(spec: Ch4PartSpec, chosen?: string): string[] {
  const fields = spec.fields ?? [];
  return [
    ...fields.filter((f) => f.when === undefined).map((f) => `${f.id}@${f.line}`),
    ...(spec.all ?? []).map((line) => `${ch4BoxId(line)}@${line}`),
    ...(spec.oneOf ? [`${CH4_CHOICE}@${spec.oneOf.join(', ')}`] : []),
    ...fields.filter((f) => f.when !== undefined && f.when === chosen).map((f) => `${f.id}@${f.line}`),
    ...(spec.optional ?? []).map((line) => `${ch4BoxId(line)}@${line}`),
    ...(spec.iga
      ? [`country@${spec.all?.[0] ?? ''}`, ...(spec.igaModel ? [`igaModel@${spec.all?.[0] ?? ''}`] : [])]
      : []),
  ];
}

describe.each(revisions)('$formType: the status Parts, generated from the table', (def) => {
  it.each([...CH4_STATUSES])('%s opens exactly its Part, with exactly its lines', (status) => {
    const spec = ch4PartOf(W8BENE_CH4_PARTS, status);
    const answers = withStatus(def, status);
    const blocks = evaluate(def, answers).blocks;
    expect(partIds.filter((id) => blocks[id]?.visible)).toEqual(spec ? [ch4PartBlockId(spec.part)] : []);
    if (!spec) return;
    expect(shownLines(def, answers, spec)).toEqual(expectedLines(spec));
    for (const chosen of spec.oneOf ?? [])
      expect(
        shownLines(def, withStatus(def, status, { [ch4PartBlockId(spec.part)]: { [CH4_CHOICE]: chosen } }), spec),
      ).toEqual(expectedLines(spec, chosen));
  });

  it.each(W8BENE_CH4_PARTS.map((spec) => [spec.part, spec] as const))(
    'Part %s clears when the status changes, and stays clear when it comes back',
    (_part, spec) => {
      const id = ch4PartBlockId(spec.part);
      const boxes = Object.fromEntries([...(spec.all ?? []), ...(spec.optional ?? [])].map((l) => [ch4BoxId(l), true]));
      const answers = withStatus(def, spec.status, {
        [id]: { ...boxes, ...(spec.oneOf ? { choice: spec.oneOf[0] } : {}) },
      });
      const other = spec.status === 'ActiveNffe' ? 'PassiveNffe' : 'ActiveNffe';
      const changed = settleChange(
        def,
        answers,
        'entityType',
        { ch3Status: 'Corporation', ch4Status: other },
        {
          today,
          reference,
        },
      ).answers;
      expect(changed[id] ?? {}).toEqual({});
      const back = settleChange(
        def,
        changed,
        'entityType',
        { ch3Status: 'Corporation', ch4Status: spec.status },
        {
          today,
          reference,
        },
      );
      expect(Object.values(back.answers[id] ?? {}).filter((v) => v === true || typeof v === 'string')).toEqual([]);
    },
  );

  it('prints every Part the same in both revisions (w8bene-lines.md: no difference in Parts IV–XXIX)', () => {
    const parts = (d: FormDefinition) =>
      d.blocks
        .filter((b) => partIds.includes(b.id))
        .map((b) => b.questions.map((q) => `${b.id}.${q.id}@${q.line ?? ''}:${q.label}`));
    expect(parts(def)).toEqual(parts(w8bene_2021));
  });

  it('a sponsored FFI is not complete without its own GIIN on line 9a', () => {
    const answers = withStatus(def, 'SponsoredFfi', {
      partIV: { sponsorName: 'Sponsor Bank AG', choice: '17a' },
    });
    const failures = (a: Answers) => evaluate(def, a).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
    expect(failures(answers)).toContain('taxIdNumbers.giin:questionnaire.giin.errorMessage');
    expect(failures(mergeAnswers(answers, { taxIdNumbers: { giin: '98Q96B00001SP276' } }))).toEqual([]);
  });

  describe('Part XII: the IGA model and the subclassification in words', () => {
    const part = (partXII: BlockAnswers) => withStatus(def, 'NonReportingIgaFfi', { partXII });
    const failures = (a: Answers) =>
      evaluate(def, a)
        .failures.filter((f) => f.blockId === 'partXII')
        .map((f) => `${f.questionId}:${f.message}`);
    const filled = { box26: true, country: 'GB', igaModel: 'Model1', igaSubclassification: 'governmental-entity' };

    it('asks Model 1 or Model 2, and refuses the model the country’s IGA is not (GB Model 1, JP Model 2)', () => {
      expect(failures(part(filled))).toEqual([]);
      expect(failures(part({ ...filled, igaModel: undefined }))).toEqual([
        'igaModel:questionnaire.ch4Part.igaModel.errorMessage',
      ]);
      expect(failures(part({ ...filled, igaModel: 'Model2' }))).toEqual([
        'igaModel:questionnaire.ch4Part.igaModel.mismatchErrorMessage',
      ]);
      expect(failures(part({ ...filled, country: 'JP', igaModel: 'Model2' }))).toEqual([]);
    });

    it('clears the model when the country changes', () => {
      const answers = part(filled);
      const changed = settleChange(def, answers, 'partXII', { ...filled, country: 'JP' }, { today, reference });
      expect(changed.answers.partXII?.igaModel).toBeUndefined();
    });

    it('prints the model and the subclassification in words, never an option id', () => {
      const answers = part({
        ...filled,
        igaSubclassification: 'trustee-documented-trust',
        sponsorTrusteeName: 'T AG',
        isUSTrustee: 'No',
      });
      const printed = printedForm(def, answers, evaluate(def, answers), t);
      const rows = printed.parts.find((p) => p.part === 'XII')?.rows.map((r) => `${r.line ?? ''} ${r.value}`) ?? [];
      expect(rows).toEqual([
        '26 Yes',
        '26 United Kingdom',
        '26 a Model 1 IGA',
        '26 Trustee-documented trust',
        '26 T AG',
        '26 Foreign',
      ]);
      expect(
        IGA_SUBCLASSIFICATIONS.filter(
          (v) => !english[`questionnaire.nonReportingIgaFfi.igaSubclassification.option.${v}`],
        ),
      ).toEqual([]);
    });
  });
});

describe('the statements say what the form certifies, no more and no less (w8bene-lines.md)', () => {
  it('Part VII line 21: the sponsor on line 20 fulfils the due diligence, withholding and reporting; 20 or fewer individuals', () => {
    const box = text('VII', 'box21.label');
    expect(box).toContain('Regulations section 1.1471-5(e)(4)');
    expect(box).toContain(
      'will have all of its due diligence, withholding, and reporting responsibilities (determined as if it were a participating FFI) fulfilled by the sponsoring entity identified on line 20',
    );
    expect(box).toContain('20 or fewer individuals');
    expect(box).toMatch(
      /disregarding debt interests owned by U\.S\. financial institutions.*100% of the equity interests/,
    );
  });

  it('Part X: the note, 24a’s seven points, 24b’s statement and documentation, 24c’s auditor’s letter signed within 4 years', () => {
    expect(text('X', 'box24a.label')).toMatch(
      /^Note: this status applies only if .* has agreed that it will treat the FFI as an owner-documented FFI/,
    );
    expect(text('X', 'box24a.label')).toContain(
      'does not hold, as a substantial portion of its business, financial assets for the account of others',
    );
    expect(text('X', 'box24a.label')).toContain('not exceeding $50,000');
    expect(text('X', 'choice.option.24b')).toContain('Regulations section 1.1471-3(d)(6)(iii)');
    expect(text('X', 'choice.option.24c')).toContain('signed within 4 years of the date of payment');
    expect(text('X', 'choice.option.24c')).toContain('with a location in the United States');
    expect(text('X', 'choice.option.24c')).toContain('Regulations section 1.1471-3(d)(6)(iv)(A)(2)');
  });

  it('Part XI: the AML duty, the asset and revenue limits, sales after December 31, 2011', () => {
    const box = text('XI', 'box25a.label');
    for (const limit of [
      'at least 30 customers',
      'less than half',
      'anti-money laundering',
      'FATF-compliant',
      '$175 million',
      '$7 million',
      '$500 million',
      '$20 million',
    ])
      expect(box).toContain(limit);
    expect(text('XI', 'choice.label')).toContain('after December 31, 2011');
    expect(text('XI', 'choice.option.25c')).toContain('Regulations section 1.1471-4(c)');
  });

  it('Part XVI: direct holders are exempt beneficial owners (a depository institution for a loan), never a U.S. person', () => {
    const box = text('XVI', 'box30.label');
    expect(box).not.toMatch(/U\.S\. person/);
    expect(box).toContain(
      'each direct holder of an equity interest in the investment entity is an exempt beneficial owner',
    );
    expect(box).toContain(
      'either a depository institution (with respect to a loan made to the entity) or an exempt beneficial owner',
    );
    expect(box).toContain('1.1471-6(b), (c), (d), (e), (f), and/or (g)');
  });

  it('Part XVIII, XX and XXVII: the custodial limit, the five-year passive-NFFE condition, the five statements', () => {
    expect(text('XVIII', 'box32.label')).toContain(
      'is not a depository or custodial institution (other than for members of its expanded affiliated group)',
    );
    expect(text('XX', 'box34.label')).toContain(
      'during the past 5 years has not been engaged in business as a financial institution or acted as a passive NFFE',
    );
    const box41 = text('XXVII', 'box41.label');
    expect(box41.split('; ')).toHaveLength(5);
    expect(box41).toContain(
      'does not make withholdable payments to any person that is not a member of its expanded affiliated group',
    );
    expect(box41).toContain(
      'other than a depository account in the country in which it is operating to pay for expenses',
    );
    expect(box41).toContain('Regulations section 1.1471-4(d)(2)(ii)(C)');
  });
});
