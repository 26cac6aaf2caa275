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
 * The browser journey: a passive NFE with two controlling persons on the CRS-E, in German (the CRS forms
 * exist in every interface language, packages/forms families.ts, so the form, its dialogs and its PDF are German;
 * ADR 006), from form selection to the signed PDF. The form is axe-clean in both display modes — the paper
 * layout (Irs) on the desktop and the question cards (Stacked) the phone always uses — and the dialogs and the
 * success page are passed on a 390 px phone. The rules behind each answer are proven by the engine, API and
 * component tests (crs-forms.test.tsx); this test proves the customer can get through them in a browser.
 */
const de = localized('de');
const { say } = de;
const CARD = 'CRS-Selbstauskunft für Rechtsträger';

/** One controlling person: name, birth date and country, type, address and a tax residence in Germany. */
async function fillPerson(page: Page, n: number, first: string, type: string, tin: string) {
  const person = repeaterItem(page, `${say('questionnaire.controllingPerson.item.title')} ${n}`);
  await person
    .getByRole('textbox', { name: say('questionnaire.controllingPerson.firstName.label'), exact: true })
    .fill(first);
  await person
    .getByRole('textbox', { name: say('questionnaire.controllingPerson.lastName.label'), exact: true })
    .fill('Weber');
  const birth = person.getByRole('group', { name: say('questionnaire.controllingPerson.birthDate.label') });
  await birth.getByLabel(say('widgets.date.day')).selectOption('14');
  await birth.getByLabel(say('widgets.date.month')).selectOption({ index: 2 });
  await birth.getByLabel(say('widgets.date.year')).selectOption('1975');
  await chooseCountryIn(
    person.getByRole('combobox', { name: startingWith(say('questionnaire.controllingPerson.birthCountry.label')) }),
    de,
    'Deutschland',
  );
  await person
    .getByRole('combobox', { name: startingWith(say('questionnaire.controllingPerson.type.label')) })
    .selectOption(type);
  await person
    .getByRole('textbox', { name: startingWith(say('questionnaire.crs.address.line1.label')) })
    .fill('Unter den Linden 1');
  await chooseCountryIn(
    person.getByRole('combobox', { name: startingWith(say('questionnaire.address.country.label')) }),
    de,
    'Deutschland',
  );
  await chooseCountryIn(
    person.getByRole('combobox', { name: startingWith(say('questionnaire.taxResidence.country.label')) }),
    de,
    'Deutschland',
  );
  await person.getByRole('textbox', { name: say('questionnaire.taxResidence.tin.label'), exact: true }).fill(tin);
}

export function crsEntityJourney({ it, sim }: SimulatorSuite): void {
  it('CRS-E journey (German): a passive NFE with two controlling persons: form selection to the signed German PDF, desktop and phone', async ({
    page,
    expect,
  }) => {
    await signInIn(page, sim, de, 'CUST-1002', 'all-forms');
    await page
      .getByRole('heading', { level: 1, name: say('formSelection.welcomeName', { name: 'Acme Holdings LLC' }) })
      .waitFor();
    const id = await startLocalizedForm(page, de, CARD, 'crse');
    await page.getByRole('heading', { level: 1, name: CARD }).waitFor();
    expect(await page.locator('[lang="de"]').count()).toBeGreaterThan(0);

    // Part 1: name and address come from the customer's record; the country of incorporation is asked.
    await expect
      .poll(() => page.getByRole('textbox', { name: say('questionnaire.crse.name.name.label') }).inputValue())
      .toBe('Acme Holdings LLC');
    await chooseCountryIn(
      page.getByRole('combobox', { name: startingWith(say('questionnaire.crse.name.incorporationCountry.label')) }),
      de,
      'Vereinigte Staaten von Amerika',
    );
    // Part 2: no controlling person until the entity is a passive NFE.
    const firstPerson = `${say('questionnaire.controllingPerson.item.title')} 1`;
    expect(await page.getByRole('heading', { name: firstPerson, exact: true }).count()).toBe(0);
    await page
      .getByRole('radiogroup', { name: say('questionnaire.crsEntityType.entityType.label') })
      .getByRole('radio', { name: say('questionnaire.crsEntityType.entityType.option.PassiveNFE') })
      .check();
    await fillPerson(page, 1, 'Marie', 'CRS801', '86095742719');
    await page
      .getByRole('button', {
        name: say('widgets.repeater.add', { title: say('questionnaire.controllingPerson.item.title') }),
      })
      .click();
    await fillPerson(page, 2, 'Paul', 'CRS803', '47036892816');
    // Part 3: the entity's own tax residence; Part 4: the signer and capacity.
    // (each controlling person's own tax residences come first, under the same item title)
    const residence = repeaterItem(page, `${say('questionnaire.taxResidence.item.title')} 1`).last();
    await chooseCountryIn(
      residence.getByRole('combobox', { name: startingWith(say('questionnaire.taxResidence.country.label')) }),
      de,
      'Vereinigte Staaten von Amerika',
    );
    await residence
      .getByRole('textbox', { name: say('questionnaire.taxResidence.tin.label'), exact: true })
      .fill('12-3456789');
    await page.getByRole('textbox', { name: say('questionnaire.signer.name.label') }).fill('Marie Weber');
    await page
      .getByRole('combobox', { name: startingWith(say('questionnaire.signer.capacity.label')) })
      .selectOption('Director');
    await checkCleanIn(page, de);

    // The form in both display modes (the paper layout, the phone's question cards), then the phone to the signed PDF.
    const pdf = await signOnPhone(page, de, {
      parts: ['1', '2', '3', '4'].map(
        (part) => `${say('renderer.part', { part })} ${say(`questionnaire.crse.parts.${part}`)}`,
      ),
      printName: 'Marie Weber',
      formType: 'crse',
      id,
      shots: 'crse-de',
      // The capacity chosen in Part 4 is shown in German (its label), and signed as its value (the PDF below).
      signing: async (dialog) => {
        expect(await dialog.getByLabel(say('formSigning.capacity')).inputValue()).toBe(
          say('questionnaire.signer.capacity.option.Director'),
        );
      },
    });
    // The signed PDF prints the form in German: its parts, both controlling persons, the declaration, the signer.
    expect(pdf.name).toBe(`crse-${id}.pdf`);
    const printed = [
      say('pdf.crse.formName'),
      '(2016)',
      `${say('pdf.part', { part: '1' })} ${say('questionnaire.crse.parts.1')}`,
      // The CRS form's own address label, not the W-8BEN's.
      say('pdf.crs.address.cityLine'),
      `${say('pdf.part', { part: '2' })} ${say('questionnaire.crse.parts.2')}`,
      say('questionnaire.crsEntityType.entityType.option.PassiveNFE'),
      `${say('questionnaire.controllingPerson.item.title')} 1`,
      'Marie',
      `${say('questionnaire.controllingPerson.item.title')} 2`,
      'Paul',
      `${say('pdf.part', { part: '4' })} ${say('questionnaire.crse.parts.4')}`,
      say('certification.crse.declaration').slice(0, 80),
      // The signature line in the PDF's language, the label and the signature side by side (apps/simulator pdf/draw.ts).
      `${say('pdf.signHere')} ${say('pdf.signedBy', { name: 'Marie Weber' })}`,
      say('pdf.evidence.printName', { value: 'Marie Weber' }),
      say('pdf.evidence.capacity', { value: say('questionnaire.signer.capacity.option.Director') }),
    ];
    expect(missingInOrder(pdf.text, printed)).toEqual([]);
    expect(pdf.text).not.toContain('Identification of Account Holder');
  });
}
