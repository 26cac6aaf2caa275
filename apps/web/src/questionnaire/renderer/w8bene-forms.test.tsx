import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseCountry as chooseIn } from '../../testing/form-actions';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * The three typical W-8BEN-E customers completed in the rendered form (English: an IRS form, ADR 006): an
 * active NFFE with a treaty claim, a participating FFI with its GIIN, a passive NFFE listing two substantial U.S.
 * owners (a person with an SSN, a company with an EIN). What was typed and clicked is what the form holds, only the
 * chosen status's Part is shown, and the form then has nothing left to complete.
 */

afterEach(cleanup);

let i18n: I18n;
let def: FormDefinition;
let t: I18n['t'];
beforeAll(async () => {
  i18n = await formI18n('en');
  t = i18n.t.bind(i18n);
  def = (await loadDefinition('w8bene_2021'))!;
});

/** An accessible name that holds the label's text (the paper layout puts the line number before it). */
const named = (key: string) => new RegExp(t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const choose = (group: string, option: string, scope: HTMLElement = document.body) =>
  fireEvent.click(
    within(within(scope).getByRole('radiogroup', { name: named(group) })).getByRole('radio', { name: t(option) }),
  );
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByRole('textbox', { name: named(label) }), { target: { value } });
const select = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByRole('combobox', { name: named(label) }), { target: { value } });
const tick = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: named(label) }));
const paste = (group: string, value: string, scope: HTMLElement = document.body) => {
  const [first] = within(within(scope).getByRole('group', { name: named(group) })).getAllByRole('textbox');
  fireEvent.paste(first!, { clipboardData: { getData: () => value } });
};
const chooseCountry = (list: HTMLElement, name: string) => chooseIn(t, list, name);
const failures = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => [f.blockId, ...f.path].join('.'));
const partHeading = (part: string) =>
  screen.queryByRole('heading', { name: new RegExp(t(`questionnaire.w8bene.parts.${part}`).replace(/[()]/g, '\\$&')) });

/** The entity as pre-filled from the customer record: name, country, registered address, foreign TIN. */
const prefilled = (): Answers => ({
  ...defaultAnswers(def),
  name: { name: 'Beispiel GmbH', country: 'DE' },
  address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
  taxIdNumbers: { ftin: 'DE123456789', ftinNotRequired: false },
});

/** Line 4 Corporation, line 5 the status; no treaty claim unless the test makes one; the signer certifies capacity. */
function statusAndSigner(ch4Status: string, claimed = 'No') {
  select('questionnaire.entityType.ch3Status.label', 'Corporation');
  select('questionnaire.entityType.ch4Status.label', ch4Status);
  choose('questionnaire.treatyClaim.claimed.label', `questionnaire.option.${claimed}`);
  tick('certification.w8bene.capacityToSign');
  type('questionnaire.signer.name.label', 'Erika Mustermann');
}

async function fillOwner(n: number, name: string, tinType: 'Ssn' | 'Ein', tin: string) {
  const item = screen
    .getByRole('heading', { name: `${t('questionnaire.substantialOwner.item.title')} ${n}` })
    .closest('li')!;
  type('questionnaire.substantialOwner.name.label', name, item);
  choose('questionnaire.usTin.tinType.label', `questionnaire.usTin.tinType.option.${tinType}`, item);
  paste('questionnaire.substantialOwner.tin.label', tin, item);
  type('questionnaire.address.line1.label', '1 Main St', item);
  type('questionnaire.address.line3.label', 'Springfield', item);
  type('questionnaire.address.postalCode.label', '62701', item);
  await chooseCountry(
    within(item).getByRole('combobox', { name: new RegExp(`^${t('questionnaire.address.country.label')}`) }),
    'United States of America',
  );
}

describe('W-8BEN-E Rev. October 2021 completed in the rendered form', () => {
  it('an active NFFE with a treaty claim: Part XXV’s box, Part III with the German treaty’s 15 % dividend rate', async () => {
    const view = renderForm(i18n, def, prefilled(), 'Irs');
    expect(partHeading('XXV')).toBeNull();
    statusAndSigner('ActiveNffe', 'Yes');
    expect(partHeading('XXV')).not.toBeNull();
    tick('questionnaire.w8bene.partXXV.box39.label');
    await chooseCountry(
      screen.getByRole('combobox', { name: named('questionnaire.treatyClaim.country.label') }),
      'Germany',
    );
    select('questionnaire.w8bene.line14b.label', 'publiclyTradedCorporation');
    fireEvent.click(
      screen.getByRole('button', {
        name: t('widgets.repeater.add', { title: t('questionnaire.treatyClaim.specialRates.item.title') }),
      }),
    );
    select('questionnaire.treatyClaim.specialRates.incomeType.label', 'Dividends');
    select('questionnaire.treatyClaim.specialRates.article.label', '10(2)(b)');
    type('questionnaire.treatyClaim.specialRates.explanation.label', 'Holding of less than 10 % of the voting stock');
    expect(view.form().readData().treatyClaim).toMatchObject({
      claimed: 'Yes',
      country: 'DE',
      limitationOnBenefit: 'publiclyTradedCorporation',
      treatySpecialRatesClaims: [{ incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '15' }],
    });
    expect(view.form().readData().partXXV).toEqual({ box39: true });
    expect(failures(view)).toEqual([]);
  });

  it('a participating FFI with its GIIN on line 9a and no status Part', () => {
    const view = renderForm(i18n, def, prefilled(), 'Irs');
    statusAndSigner('ParticipatingFfi');
    expect(failures(view)).toEqual(['taxIdNumbers.giin']);
    paste('questionnaire.giin.value.label', '98Q96B.00000.LE.826');
    expect(view.form().readData().taxIdNumbers).toMatchObject({ giin: '98Q96B00000LE826' });
    for (const part of ['IV', 'XXV', 'XXVI', 'XXIX']) expect(partHeading(part), part).toBeNull();
    expect(failures(view)).toEqual([]);
  });

  it('a passive NFFE listing two substantial U.S. owners, a person with an SSN and a company with an EIN (phone layout)', async () => {
    const view = renderForm(i18n, def, prefilled(), 'Stacked');
    statusAndSigner('PassiveNffe');
    tick('questionnaire.w8bene.partXXVI.box40a.label');
    expect(screen.queryByRole('heading', { name: `${t('questionnaire.substantialOwner.item.title')} 1` })).toBeNull();
    choose('questionnaire.w8bene.partXXVI.choice.label', 'questionnaire.w8bene.partXXVI.choice.option.40c');
    await fillOwner(1, 'Ruth Roe', 'Ssn', '123-45-6780');
    fireEvent.click(
      screen.getByRole('button', {
        name: t('widgets.repeater.add', { title: t('questionnaire.substantialOwner.item.title') }),
      }),
    );
    await fillOwner(2, 'Roe Holdings Inc.', 'Ein', '98-1234567');
    expect(view.form().readData().substantialOwners?.substantialOwners).toMatchObject([
      {
        name: 'Ruth Roe',
        tinType: 'Ssn',
        tin: '123456780',
        address: [{ line1: '1 Main St', line3: 'Springfield', postalCode: '62701', country: 'US' }],
      },
      { name: 'Roe Holdings Inc.', tinType: 'Ein', tin: '981234567' },
    ]);
    expect(failures(view)).toEqual([]);
  });
});
