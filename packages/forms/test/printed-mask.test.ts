import { readFileSync } from 'node:fs';
import { defaultAnswers, evaluateForm } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crsi_2024 } from '../src/crsi/crsi_2024';
import { printedForm } from '../src/printed/printed-form';
import { w9_2024 } from '../src/w9/w9_2024';

/**
 * A screen shows tax identifiers masked to their last four (`printedForm(..., { mask: true })`, the
 * review); the PDF (no mask) prints them whole. A `tin` widget and a text field declared `identifier` are masked,
 * nothing else.
 */
const english = Object.assign(
  {},
  ...['questionnaire', 'pdf', 'renderer'].map(
    (name) =>
      JSON.parse(
        readFileSync(new URL(`../../../fixtures/languages/en/${name}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>,
  ),
) as Record<string, string>;
const t = (key: string) => english[key] ?? key;
const values = (printed: ReturnType<typeof printedForm>) =>
  printed.parts.flatMap((part) => part.rows.map((row) => row.value));

describe('printedForm masks tax identifiers on request', () => {
  it('W-9: the SSN as its last four when masked, whole otherwise; the name untouched', () => {
    const answers = w9_2024.sampleAnswers!(defaultAnswers(w9_2024), 'Jane Doe');
    const evaluation = evaluateForm(w9_2024, answers);
    const masked = values(printedForm(w9_2024, answers, evaluation, t, 'en', { mask: true }));
    const whole = values(printedForm(w9_2024, answers, evaluation, t, 'en'));
    const tin = whole.find((value) => /^\d{3}-\d{2}-\d{4}$/.test(value));
    expect(tin).toBeDefined();
    expect(masked).toContain(`•••-••-${tin!.slice(-4)}`);
    expect(masked).not.toContain(tin);
    expect(masked).toContain('Jane Doe');
  });

  it('CRS-I: a tax residence’s TIN (a text field declared identifier) is masked; its country is not', () => {
    const answers = crsi_2024.sampleAnswers!(defaultAnswers(crsi_2024), 'Jane Doe');
    const evaluation = evaluateForm(crsi_2024, answers);
    const whole = values(printedForm(crsi_2024, answers, evaluation, t, 'en'));
    const masked = values(printedForm(crsi_2024, answers, evaluation, t, 'en', { mask: true }));
    const changed = whole.filter((value, index) => masked[index] !== value);
    expect(changed.length).toBeGreaterThan(0);
    for (const value of changed)
      expect(masked[whole.indexOf(value)]).toMatch(new RegExp(`^[•\\W]*${value.replace(/[\W_]/g, '').slice(-4)}$`));
    expect(masked.filter((value) => value.includes('•')).length).toBe(changed.length);
  });
});
