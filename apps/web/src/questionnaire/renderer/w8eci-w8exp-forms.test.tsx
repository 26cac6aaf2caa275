import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseCountry } from '../../testing/form-actions';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * The typical customers completed in the rendered form (the IRS forms exist in English only, ADR 006): a
 * foreign company with effectively connected income on Form W-8ECI, and a foreign central bank of issue on Form W-8EXP,
 * whose chapter 3 and chapter 4 statuses each open their one line of Parts II and III. What was typed and clicked is
 * what the form holds, and the form then has nothing left to complete.
 */

afterEach(cleanup);

let i18n: I18n;
let t: I18n['t'];
beforeAll(async () => {
  i18n = await formI18n('en');
  t = i18n.t.bind(i18n);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The accessible name of a question on line `line`: "Line 6 Address …" (exactly). */
const line = (n: string, key: string) => new RegExp(`^${escape(`${t('form.line')} ${n} ${t(key)}`)}$`);
/** The same, followed by the value a list shows after its name. */
const lineList = (n: string, key: string) => new RegExp(`^${escape(`${t('form.line')} ${n} ${t(key)}`)}( |$)`);
const type = (name: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const tick = (name: RegExp | string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const choose = (group: RegExp | string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: t(option) }));
const check = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => `${[f.blockId, ...f.path].join('.')}`);

/** What the customer record pre-fills: the entity's name and registered address. */
const prefilled = (def: FormDefinition, name: string, address: Answers[string]): Answers => ({
  ...defaultAnswers(def),
  name: { name },
  address,
});

describe('The typical customers completed in the rendered form', () => {
  it('W-8ECI: a German company with rents from a U.S. building it runs, its EIN and German TIN', async () => {
    const def = (await loadDefinition('w8eci_2021'))!;
    const view = renderForm(
      i18n,
      def,
      prefilled(def, 'Example GmbH', {
        line1: 'Unter den Linden 1',
        line3: 'Berlin',
        postalCode: '10117',
        country: 'DE',
      }),
      'Irs',
    );
    await chooseCountry(
      t,
      screen.getByRole('combobox', { name: lineList('2', 'questionnaire.w8eci.line2.label') }),
      'Germany',
    );
    fireEvent.change(screen.getByRole('combobox', { name: line('4', 'questionnaire.w8eci.line4.label') }), {
      target: { value: 'Corporation' },
    });
    // Line 10 asks an individual's date of birth: not this company's.
    expect(screen.queryByRole('group', { name: line('10', 'questionnaire.birthDetails.birthDate.label') })).toBeNull();
    type(line('6', 'questionnaire.address.line1.label'), '350 Fifth Avenue');
    type(line('6', 'questionnaire.address.line3.label'), 'New York');
    type(line('6', 'questionnaire.address.line4.label'), 'NY');
    type(line('6', 'questionnaire.address.postalCode.label'), '10118');
    choose(t('questionnaire.usTin.tinType.label'), 'questionnaire.usTin.tinType.option.Ein');
    const [first] = within(
      screen.getByRole('group', { name: line('7', 'questionnaire.usTin.tin.label') }),
    ).getAllByRole('textbox');
    fireEvent.paste(first!, { clipboardData: { getData: () => '27-1234568' } });
    type(line('8a', 'questionnaire.foreignTin.tin.label'), 'DE123456789');
    type(
      line('11', 'questionnaire.w8eci.line11.label'),
      'Rents from the office building at 350 Fifth Avenue, New York',
    );
    tick(t('questionnaire.signer.capacityToSign.label'));
    type(t('questionnaire.signer.name.label'), 'Max Muster');
    const data = view.form().readData();
    expect(data.name).toEqual({ name: 'Example GmbH', country: 'DE' });
    expect(data.entityType).toEqual({ ch3Status: 'Corporation' });
    expect(data.usAddress).toEqual({ line1: '350 Fifth Avenue', line3: 'New York', line4: 'NY', postalCode: '10118' });
    expect(data.usTin).toMatchObject({ tinType: 'Ein', tin: '271234568' });
    expect(data.income).toEqual({ items: 'Rents from the office building at 350 Fifth Avenue, New York' });
    expect(data.securitiesDealer).toEqual({ isDealer: false });
    expect(check(view)).toEqual([]);
  });

  it('W-8EXP: a foreign central bank of issue, whose statuses open line 12 of Part II and line 18 of Part III', async () => {
    const def = (await loadDefinition('w8exp_2023'))!;
    const view = renderForm(
      i18n,
      def,
      prefilled(def, 'Example Central Bank', {
        line1: 'Börsenstrasse 15',
        line3: 'Zürich',
        postalCode: '8001',
        country: 'CH',
      }),
      'Stacked',
    );
    await chooseCountry(
      t,
      screen.getByRole('combobox', { name: lineList('2', 'questionnaire.w8exp.line2.label') }),
      'Switzerland',
    );
    expect(
      screen.queryByRole('checkbox', { name: line('12', 'questionnaire.w8exp_2023.part12.box12.label') }),
    ).toBeNull();
    // Rev. 2023's line 3 is a list that can be emptied again (a withholding qualified holder may tick its box alone).
    fireEvent.change(screen.getByRole('combobox', { name: line('3', 'questionnaire.w8exp_2023.line3.label') }), {
      target: { value: 'CentralBankOfIssue' },
    });
    tick(line('12', 'questionnaire.w8exp_2023.part12.box12.label'));
    fireEvent.change(screen.getByRole('combobox', { name: line('4', 'questionnaire.w8exp.line4.label') }), {
      target: { value: 'ForeignGovernment' },
    });
    tick(line('18', 'questionnaire.w8exp_2023.part18.box18.label'));
    // No other line of Parts II and III is shown: neither the international organization's (11) nor the 501(c)'s (20).
    expect(
      screen.queryByRole('checkbox', { name: line('11', 'questionnaire.w8exp_2023.part11.box11.label') }),
    ).toBeNull();
    expect(
      screen.queryByRole('checkbox', { name: line('20', 'questionnaire.w8exp_2023.part20.box20.label') }),
    ).toBeNull();
    tick(t('questionnaire.signer.capacityToSign.label'));
    type(t('questionnaire.signer.name.label'), 'Anna Meier');
    const data = view.form().readData();
    expect(data.entityType).toEqual({
      ch3Status: 'CentralBankOfIssue',
      withholdingQualifiedHolder: false,
      ch4Status: 'ForeignGovernment',
    });
    expect(data.part12).toEqual({ box12: true });
    expect(data.part18).toEqual({ box18: true });
    expect(check(view)).toEqual([]);
  });

  it('W-8EXP: a withholding qualified holder ticks line 3’s box alone, and line 15 asks 15a or 15b', async () => {
    const def = (await loadDefinition('w8exp_2023'))!;
    const view = renderForm(
      i18n,
      def,
      prefilled(def, 'Example Pension Partnership', {
        line1: 'Herengracht 1',
        line3: 'Amsterdam',
        postalCode: '1015 BA',
        country: 'NL',
      }),
      'Stacked',
    );
    await chooseCountry(
      t,
      screen.getByRole('combobox', { name: lineList('2', 'questionnaire.w8exp.line2.label') }),
      'Netherlands',
    );
    expect(
      screen.queryByRole('radiogroup', { name: line('15a, 15b', 'questionnaire.w8exp_2023.part15.choice.label') }),
    ).toBeNull();
    tick(line('3', 'questionnaire.w8exp_2023.line3.withholdingQualifiedHolder.label'));
    choose(
      line('15a, 15b', 'questionnaire.w8exp_2023.part15.choice.label'),
      'questionnaire.w8exp_2023.part15.choice.option.15b',
    );
    tick(t('questionnaire.signer.capacityToSign.label'));
    type(t('questionnaire.signer.name.label'), 'Pieter de Vries');
    const data = view.form().readData();
    expect(data.entityType).toMatchObject({ withholdingQualifiedHolder: true });
    expect(data.entityType?.ch3Status ?? '').toBe('');
    expect(data.part15).toEqual({ choice: '15b' });
    expect(check(view)).toEqual([]);
  });

  it('W-8EXP: a foreign government’s controlled entity (10c) is asked 10d or 10e; an integral part (10b) is not', async () => {
    const def = (await loadDefinition('w8exp_2023'))!;
    renderForm(
      i18n,
      def,
      prefilled(def, 'Example Sovereign Fund', { line1: 'Bankplassen 2', line3: 'Oslo', country: 'NO' }),
      'Stacked',
    );
    fireEvent.change(screen.getByRole('combobox', { name: line('3', 'questionnaire.w8exp_2023.line3.label') }), {
      target: { value: 'ForeignGovernment' },
    });
    const commercial = () =>
      screen.queryByRole('radiogroup', {
        name: line('10d, 10e', 'questionnaire.w8exp_2023.part10.commercialActivities.label'),
      });
    const choice = line('10b, 10c', 'questionnaire.w8exp_2023.part10.choice.label');
    choose(choice, 'questionnaire.w8exp_2023.part10.choice.option.10b');
    expect(commercial()).toBeNull();
    choose(choice, 'questionnaire.w8exp_2023.part10.choice.option.10c');
    expect(commercial()).not.toBeNull();
    expect(
      within(commercial()!)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['10d', '10e']);
  });
});
