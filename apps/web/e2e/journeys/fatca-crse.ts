import type { Page } from 'playwright-core';
import type { SimulatorSuite } from '../support';
import {
  checkCleanIn,
  chooseCountryIn,
  localized,
  missingInOrder,
  repeaterItem,
  signInIn,
  signOnPhone,
  startingWith,
  startLocalizedForm,
} from '../support/localized';

/**
 * The browser journey (the FATCA/CRS family's one): a Luxembourg passive NFE, a passive NFFE for FATCA,
 * whose controlling person is a US citizen with a US TIN, on the combined FATCA/CRS entity form, from form selection
 * to the signed PDF. The form is axe-clean in the paper layout (desktop) and the question cards (390 px phone), and
 * the dialogs and the success page are passed on the phone. The rules behind each answer are proven by the engine,
 * API and component tests (fatca-crse-forms.test.tsx); this test proves a customer gets through them in a browser.
 */
const en = localized('en');
const { say } = en;
const CARD = 'FATCA/CRS Entity Self-Certification';
const f = (field: string) => `questionnaire.fatcaEntity.${field}.label`;
const cp = (field: string) => `questionnaire.fatcaEntity.controllingPerson.${field}.label`;

/** The controlling person: name, birth, type, address and tax residence in Luxembourg; a US citizen, with the SSN. */
async function fillPerson(page: Page) {
  const person = repeaterItem(page, `${say('questionnaire.controllingPerson.item.title')} 1`);
  await person
    .getByRole('textbox', { name: say('questionnaire.controllingPerson.firstName.label'), exact: true })
    .fill('Marie');
  await person
    .getByRole('textbox', { name: say('questionnaire.controllingPerson.lastName.label'), exact: true })
    .fill('Weber');
  const birth = person.getByRole('group', { name: say('questionnaire.controllingPerson.birthDate.label') });
  await birth.getByLabel(say('widgets.date.day')).selectOption('14');
  await birth.getByLabel(say('widgets.date.month')).selectOption({ index: 2 });
  await birth.getByLabel(say('widgets.date.year')).selectOption('1975');
  await chooseCountryIn(
    person.getByRole('combobox', { name: startingWith(say('questionnaire.controllingPerson.birthCountry.label')) }),
    en,
    'Luxembourg',
  );
  // In English three lists start "Country": of birth, the address's, the tax residence's; the address's is the second.
  const countries = person.getByRole('combobox', { name: startingWith(say('questionnaire.address.country.label')) });
  await chooseCountryIn(countries.nth(1), en, 'Luxembourg');
  await person
    .getByRole('combobox', { name: startingWith(say('questionnaire.controllingPerson.type.label')) })
    .selectOption('CRS801');
  await person
    .getByRole('textbox', { name: startingWith(say('questionnaire.address.line1.label')) })
    .fill('3 Rue du Fort');
  await chooseCountryIn(
    person.getByRole('combobox', { name: startingWith(say('questionnaire.taxResidence.country.label')) }),
    en,
    'Luxembourg',
  );
  await person
    .getByRole('textbox', { name: say('questionnaire.taxResidence.tin.label'), exact: true })
    .fill('1975021412345');
  // FATCA: a US citizen gives the US TIN, in the SSN's boxes.
  await person
    .getByRole('radiogroup', { name: say(cp('isUsPerson')) })
    .getByRole('radio', { name: say('questionnaire.option.Yes') })
    .check();
  await person
    .getByRole('group', { name: say(cp('usTin')) })
    .getByRole('textbox')
    .first()
    .fill('123456780');
}

export function fatcaCrseJourney({ it, sim }: SimulatorSuite): void {
  it('FATCA/CRS entity journey: a passive NFE with a US controlling person: form selection to the signed PDF, desktop and phone', async ({
    page,
    expect,
  }) => {
    await signInIn(page, sim, en, 'CUST-1002', 'all-forms');
    const id = await startLocalizedForm(page, en, CARD, 'fatca_crse_2023', '2023');
    await page.getByRole('heading', { level: 1, name: CARD }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: say('questionnaire.crse.name.name.label') }).inputValue())
      .toBe('Acme Holdings LLC');
    await chooseCountryIn(
      page.getByRole('combobox', { name: startingWith(say('questionnaire.crse.name.incorporationCountry.label')) }),
      en,
      'Luxembourg',
    );
    // Part 2: not a US person, a passive NFFE (no GIIN, no sponsor asked).
    await page
      .getByRole('radiogroup', { name: say(f('isUsPerson')) })
      .getByRole('radio', { name: say('questionnaire.option.No') })
      .check();
    await page.getByRole('combobox', { name: startingWith(say(f('status'))) }).selectOption('PassiveNffe');
    expect(await page.getByRole('group', { name: say(f('giin')) }).count()).toBe(0);
    // Part 3: a passive NFE, and its controlling person.
    await page
      .getByRole('radiogroup', { name: say('questionnaire.crsEntityType.entityType.label') })
      .getByRole('radio', { name: say('questionnaire.crsEntityType.entityType.option.PassiveNFE') })
      .check();
    await fillPerson(page);
    // Part 4: the entity's own tax residence (after the person's, under the same item title); Part 5: the signer.
    const residence = repeaterItem(page, `${say('questionnaire.taxResidence.item.title')} 1`).last();
    await chooseCountryIn(
      residence.getByRole('combobox', { name: startingWith(say('questionnaire.taxResidence.country.label')) }),
      en,
      'Luxembourg',
    );
    await residence
      .getByRole('textbox', { name: say('questionnaire.taxResidence.tin.label'), exact: true })
      .fill('B123456');
    await page.getByRole('textbox', { name: say('questionnaire.signer.name.label') }).fill('Marie Weber');
    await page
      .getByRole('combobox', { name: startingWith(say('questionnaire.signer.capacity.label')) })
      .selectOption('Director');
    await checkCleanIn(page, en);

    const pdf = await signOnPhone(page, en, {
      parts: ['1', '2', '3', '4', '5'].map((part) => `${say('renderer.part', { part })} ${say(partTitle(part))}`),
      printName: 'Marie Weber',
      formType: 'fatca_crse_2023',
      id,
      shots: 'fatca-crse',
    });
    expect(pdf.name).toBe(`fatca_crse_2023-${id}.pdf`);
    expect(
      missingInOrder(pdf.text, [
        say('pdf.fatca_crse_2023.formName'),
        `${say(f('isUsPerson'))} ${say('questionnaire.option.No')}`,
        `${say(f('status'))} ${say('questionnaire.fatcaEntity.status.option.PassiveNffe')}`,
        say('questionnaire.crsEntityType.entityType.option.PassiveNFE'),
        `${say('questionnaire.controllingPerson.item.title')} 1`,
        'Marie',
        `${say(cp('isUsPerson'))} ${say('questionnaire.option.Yes')}`,
        `${say(cp('usTin'))} 123-45-6780`,
        say('certification.fatca_crse.declaration').slice(0, 80),
        `${say('pdf.signHere')} ${say('pdf.signedBy', { name: 'Marie Weber' })}`,
      ]),
    ).toEqual([]);
  });
}

/** The title of a Part of the combined entity form (the CRS-E's, Part 2 FATCA's own). */
const partTitle = (part: string): string =>
  ({
    '1': 'questionnaire.crse.parts.1',
    '2': 'questionnaire.fatca_crse.parts.2',
    '3': 'questionnaire.crse.parts.2',
    '4': 'questionnaire.crse.parts.3',
    '5': 'questionnaire.crse.parts.4',
  })[part] ?? part;
