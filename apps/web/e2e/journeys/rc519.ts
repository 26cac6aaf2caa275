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
 * The browser journey: RC519 for a passive Canadian corporation with one controlling person, in the French
 * interface (the CRA publishes the RC forms in English and French, so the form, its dialogs and its PDF are French;
 * ADR 006), from form selection to the signed PDF printed in French. The form is axe-clean in the paper layout on
 * the desktop and in the question cards of a 390 px phone, where the dialogs and the success page are passed too.
 * The rules behind each answer are proven by the engine, API and component tests (rc-forms.test.tsx).
 */
const fr = localized('fr');
const { say } = fr;
const CARD = "RC519 Déclaration de résidence aux fins de l'impôt pour les entités";

const starting = (key: string) => startingWith(say(key));

export function rc519Journey({ it, sim }: SimulatorSuite): void {
  it('RC519 journey (French): a passive Canadian corporation with one controlling person: form selection to the signed French PDF, desktop and phone', async ({
    page,
    expect,
  }) => {
    await signInIn(page, sim, fr, 'CUST-1002', 'all-forms');
    await page
      .getByRole('heading', { level: 1, name: say('formSelection.welcomeName', { name: 'Acme Holdings LLC' }) })
      .waitFor();
    // all-forms offers both revisions under the CRA's one title: the 2024 card.
    const id = await startLocalizedForm(page, fr, CARD, 'rc519_2024', '2024');
    await page.getByRole('heading', { level: 1, name: CARD }).waitFor();

    // Section 1: the name and address come from the customer's record; the jurisdiction of incorporation is asked.
    await expect
      .poll(() => page.getByRole('textbox', { name: say('questionnaire.rc519.name.label') }).inputValue())
      .toBe('Acme Holdings LLC');
    await chooseCountryIn(
      page.getByRole('combobox', { name: starting('questionnaire.rc519.incorporation.label') }),
      fr,
      'Canada',
    );
    // Section 2: resident of Canada with its business number (15 boxes: typing fills them), not of the United States.
    const radio = (group: string, option: string) =>
      page
        .getByRole('radiogroup', { name: say(group) })
        .getByRole('radio', { name: say(option) })
        .check();
    await radio('questionnaire.rcEntityCanadianTaxResident.isCanadianTaxResident.label', 'questionnaire.option.Yes');
    await page
      .getByRole('group', { name: starting('questionnaire.rcEntityCanadianTaxResident.businessNumber.label') })
      .getByRole('textbox')
      .first()
      .fill('123456782RC0001');
    await radio('questionnaire.rc519.usTaxResident.isUsTaxResident.label', 'questionnaire.option.No');
    // Sections 3 and 4: a passive NFE lists its controlling person.
    const person = repeaterItem(page, `${say('questionnaire.controllingPerson.item.title')} 1`);
    expect(await person.count()).toBe(0);
    await radio('questionnaire.rc519.entityType.label', 'questionnaire.rc519.entityType.option.4');
    await person
      .getByRole('textbox', { name: say('questionnaire.controllingPerson.firstName.label'), exact: true })
      .fill('Marie');
    await person
      .getByRole('textbox', { name: say('questionnaire.controllingPerson.lastName.label'), exact: true })
      .fill('Tremblay');
    const birth = person.getByRole('group', { name: say('questionnaire.controllingPerson.birthDate.label') });
    await birth.getByLabel(say('widgets.date.year')).selectOption('1975');
    await birth.getByLabel(say('widgets.date.month')).selectOption({ index: 3 });
    await birth.getByLabel(say('widgets.date.day')).selectOption('21');
    await person
      .getByRole('combobox', { name: starting('questionnaire.controllingPerson.type.label') })
      .selectOption('CRS801');
    await person
      .getByRole('textbox', { name: starting('questionnaire.rc.address.line1.label') })
      .fill('100 Rue Sainte-Catherine');
    await chooseCountryIn(
      person.getByRole('combobox', { name: starting('questionnaire.rc.address.country.label') }),
      fr,
      'Canada',
    );
    // Section 5: the authorized person and position.
    await page.getByRole('textbox', { name: say('questionnaire.signer.name.label') }).fill('Jean Gagnon');
    await page
      .getByRole('combobox', { name: starting('questionnaire.signer.capacity.label') })
      .selectOption('Director');
    await checkCleanIn(page, fr);

    // The form in both display modes (the paper layout with the CRA's five "Section N" bars, the phone's question
    // cards), then the phone to the signed PDF; the signature dialog dates Year-Month-Day.
    const pdf = await signOnPhone(page, fr, {
      parts: ['1', '2', '3', '4', '5'].map(
        (part) => `${say('questionnaire.rc.section', { part })} ${say(`questionnaire.rc519.parts.${part}`)}`,
      ),
      printName: 'Jean Gagnon',
      formType: 'rc519_2024',
      id,
      shots: 'rc519-fr',
      signing: async (dialog) =>
        expect(await dialog.getByLabel(say('formSigning.signDate')).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The signed PDF prints in French, in the CRA's section order and headings, with the French certification.
    expect(pdf.name).toBe(`rc519_2024-${id}.pdf`);
    const printed = [
      say('pdf.rc519_2024.formName'),
      '(2024)',
      `${say('questionnaire.rc.section', { part: '1' })} ${say('questionnaire.rc519.parts.1')}`,
      'Acme Holdings LLC',
      `${say('questionnaire.rc.section', { part: '2' })} ${say('questionnaire.rc519.parts.2')}`,
      '123456782 RC 0001',
      `${say('questionnaire.rc.section', { part: '3' })} ${say('questionnaire.rc519.parts.3')}`,
      say('questionnaire.rc519.entityType.option.4'),
      `${say('questionnaire.rc.section', { part: '4' })} ${say('questionnaire.rc519.parts.4')}`,
      `${say('questionnaire.controllingPerson.item.title')} 1`,
      'Tremblay',
      `${say('questionnaire.rc.section', { part: '5' })} ${say('questionnaire.rc519.parts.5')}`,
      say('certification.rc519.statement').slice(0, 80),
      // The signature line in the PDF's language, the label and the signature side by side (apps/simulator pdf/draw.ts).
      `${say('pdf.signHere')} ${say('pdf.signedBy', { name: 'Jean Gagnon' })}`,
      say('pdf.evidence.printName', { value: 'Jean Gagnon' }),
      say('pdf.evidence.capacity', { value: say('questionnaire.signer.capacity.option.Director') }),
    ];
    expect(missingInOrder(pdf.text, printed)).toEqual([]);
    expect(pdf.text).not.toContain('Identification of');
  });
}
