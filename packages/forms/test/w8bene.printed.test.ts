import { readFileSync } from 'node:fs';
import { defaultAnswers, evaluateForm, mergeAnswers, type Answers, type BlockAnswers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { CH4_CHOICE, CH4_STATUSES, ch4BoxId, ch4PartBlockId, ch4PartOf, type Ch4PartSpec } from '../src/blocks';
import { W8BENE_CH4_PARTS } from '../src/w8bene/statusParts';
import { printedForm } from '../src/printed/printed-form';
import { w8bene_2017, w8bene_2021 } from '../src/w8bene';
import { today } from './support';

/**
 * The W-8BEN-E as the PDF prints it, for each of the 32 chapter 4 statuses of line 5: Part I, then only the Part the
 * status opens with the words of its boxes as ticked, then Part XXX — no other Part ("the PDF lays out
 * Part I and only the Parts the answers open, in order"). The simulator's tests sign three of them end to end.
 */
const english = Object.assign(
  {},
  ...['questionnaire', 'pdf', 'renderer', 'w8bene-parts'].map(
    (name) =>
      JSON.parse(
        readFileSync(new URL(`../../../fixtures/languages/en/${name}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>,
  ),
) as Record<string, string>;
const t = (key: string, values?: Record<string, string | number>) =>
  (english[key] ?? `missing ${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

/** The Part filled in: its boxes ticked, the first box of its choice, its fields. */
function filled(spec: Ch4PartSpec): BlockAnswers {
  const answers: BlockAnswers = {};
  for (const line of [...(spec.all ?? []), ...(spec.optional ?? [])]) answers[ch4BoxId(line)] = true;
  if (spec.oneOf) answers[CH4_CHOICE] = spec.oneOf[0];
  for (const f of spec.fields ?? [])
    if (f.when === undefined || f.when === spec.oneOf?.[0])
      answers[f.id] = f.kind === 'date' ? '03-01-2024' : f.kind === 'market' ? 'XNYS' : 'Sponsor Ltd';
  return answers;
}

describe.each([w8bene_2021, w8bene_2017])('$formType printed for each chapter 4 status', (def) => {
  const sample = def.sampleAnswers!(defaultAnswers(def), 'Erika Mustermann');
  it.each([...CH4_STATUSES])('%s', (status) => {
    const spec = ch4PartOf(W8BENE_CH4_PARTS, status);
    const answers: Answers = mergeAnswers(sample, {
      entityType: { ch4Status: status },
      partXXV: {},
      ...(spec ? { [ch4PartBlockId(spec.part)]: filled(spec) } : {}),
    });
    const printed = printedForm(def, answers, evaluateForm(def, answers, { today }), t);
    expect(printed.parts.map((p) => p.part)).toEqual(['I', ...(spec ? [spec.part] : []), 'XXX']);
    const rows = printed.parts.flatMap((p) => p.rows.map((row) => `${row.line ?? ''} ${row.label} ${row.value}`));
    expect(rows).toContain(
      `5 ${t('questionnaire.entityType.ch4Status.label')} ${t(`questionnaire.entityType.ch4Status.option.${status}`)}`,
    );
    if (!spec) return;
    const key = (id: string) => `questionnaire.w8bene.part${spec.part}.${id}`;
    for (const line of spec.all ?? []) expect(rows).toContain(`${line} ${t(key(`box${line}.label`))} Yes`);
    if (spec.oneOf)
      expect(rows).toContain(
        `${spec.oneOf.join(', ')} ${t(key('choice.label'))} ${t(key(`choice.option.${spec.oneOf[0] ?? ''}`))}`,
      );
    expect(printed.parts.find((p) => p.part === spec.part)?.heading).toBe(
      `Part ${spec.part}   ${t(`questionnaire.w8bene.parts.${spec.part}`)}`,
    );
  });
});
