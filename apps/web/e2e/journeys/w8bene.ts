import type { Locator, Page } from 'playwright-core';
import { desktop, expectAccessible, phone, screenshots, type SimulatorSuite } from '../support';
import {
  checkCleanIn,
  chooseCountryIn,
  downloadSignedPdf,
  localized,
  missingInOrder,
  repeaterItem,
  signInIn,
  startLocalizedForm,
  toSigningIn,
} from '../support/localized';

/**
 * The browser journey: Form W-8BEN-E (Rev. October 2021) for a passive NFFE listing two substantial U.S.
 * owners — a person with an SSN and a company with an EIN — from form selection to the signed PDF. The form is
 * axe-clean in the paper layout on the desktop and in the question cards of a 390 px phone, where the dialogs and
 * the success page (with the form's 3-year validity) are passed too. Each rule behind the answers is proven by the
 * engine, API and component tests (w8bene*.test.ts, w8bene-forms.test.tsx).
 */
const en = localized('en');
const { say } = en;
const CARD = 'Form W-8BEN-E';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An accessible name that holds the catalogue's text (the paper layout puts "Line N" before it). */
const holding = (key: string) => new RegExp(escape(say(key)));

/** Axe on the page as it is now, once its animations ended. */
async function looked(page: Page, step: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectAccessible(page, `${step} (${page.viewportSize()?.width ?? 0} px)`);
}

async function fillOwner(page: Page, owner: Locator, name: string, tinType: 'Ssn' | 'Ein', tin: string) {
  await owner.getByRole('textbox', { name: say('questionnaire.substantialOwner.name.label'), exact: true }).fill(name);
  await owner
    .getByRole('radiogroup', { name: holding('questionnaire.usTin.tinType.label') })
    .getByRole('radio', { name: say(`questionnaire.usTin.tinType.option.${tinType}`) })
    .check();
  await owner
    .getByRole('group', { name: holding('questionnaire.substantialOwner.tin.label') })
    .getByRole('textbox')
    .first()
    .fill(tin);
  await owner.getByRole('textbox', { name: holding('questionnaire.address.line1.label') }).fill('1 Main St');
  await owner.getByRole('textbox', { name: holding('questionnaire.address.line3.label') }).fill('Springfield');
  await owner.getByRole('textbox', { name: holding('questionnaire.address.postalCode.label') }).fill('62701');
  await chooseCountryIn(
    owner.getByRole('combobox', { name: holding('questionnaire.address.country.label') }),
    en,
    'United States of America',
  );
}

export function w8beneJourney({ it, sim }: SimulatorSuite): void {
  it('W-8BEN-E journey: a passive NFFE with two substantial U.S. owners: form selection to the signed PDF, desktop and phone', async ({
    page,
    expect,
  }) => {
    await signInIn(page, sim, en, 'CUST-1002', 'all-forms');
    await page
      .getByRole('heading', { level: 1, name: say('formSelection.welcomeName', { name: 'Acme Holdings LLC' }) })
      .waitFor();
    const id = await startLocalizedForm(page, en, CARD, 'w8bene_2021', 'Rev. October 2021');

    // Part I: the name comes from the customer's record; a German company with its permanent residence in Berlin.
    await expect
      .poll(() => page.getByRole('textbox', { name: holding('questionnaire.w8bene.line1.label') }).inputValue())
      .toBe('Acme Holdings LLC');
    await chooseCountryIn(
      page.getByRole('combobox', { name: holding('questionnaire.w8bene.line2.label') }),
      en,
      'Germany',
    );
    await page
      .getByRole('combobox', { name: holding('questionnaire.entityType.ch3Status.label') })
      .selectOption('Corporation');
    await page
      .getByRole('combobox', { name: holding('questionnaire.entityType.ch4Status.label') })
      .selectOption('PassiveNffe');
    for (const [field, value] of [
      ['line1', 'Unter den Linden 1'],
      ['line2', ''],
      ['line3', 'Berlin'],
      ['line4', ''],
      ['postalCode', '10117'],
    ]) {
      await page.locator(`#q-address-${field ?? ''}`).fill(value ?? '');
    }
    await chooseCountryIn(page.locator('#q-address-country'), en, 'Germany');
    await page.getByRole('textbox', { name: holding('questionnaire.foreignTin.tin.label') }).fill('DE123456789');
    await page
      .getByRole('radiogroup', { name: say('questionnaire.treatyClaim.claimed.label') })
      .getByRole('radio', { name: say('questionnaire.option.No') })
      .check();

    // Part XXVI: line 40a, then 40c opens Part XXIX, where a person and a company are listed.
    await page.getByRole('checkbox', { name: holding('questionnaire.w8bene.partXXVI.box40a.label') }).check();
    await page
      .getByRole('radiogroup', { name: holding('questionnaire.w8bene.partXXVI.choice.label') })
      .getByRole('radio', { name: holding('questionnaire.w8bene.partXXVI.choice.option.40c') })
      .check();
    const title = say('questionnaire.substantialOwner.item.title');
    await fillOwner(page, repeaterItem(page, `${title} 1`), 'Ruth Roe', 'Ssn', '123456780');
    await page.getByRole('button', { name: say('widgets.repeater.add', { title }) }).click();
    await fillOwner(page, repeaterItem(page, `${title} 2`), 'Roe Holdings Inc.', 'Ein', '981234567');

    // Part XXX: the capacity to sign for the entity, the signer.
    await page.getByRole('checkbox', { name: holding('certification.w8bene.capacityToSign') }).check();
    await page.getByRole('textbox', { name: say('questionnaire.signer.name.label') }).fill('Jean Roe');
    await checkCleanIn(page, en);

    // The form in both display modes: the paper layout on the desktop, the question cards on the phone.
    await looked(page, 'W-8BEN-E, Irs layout');
    await page.setViewportSize(phone);
    await page.locator('[data-layout="stacked"]').waitFor();
    await looked(page, 'W-8BEN-E, Stacked layout');
    await screenshots(page, 'w8bene-checked');

    // Review, certification and signature on the desktop (the review's PDF preview is the desktop's); the success
    // page, with the validity, on both.
    await page.setViewportSize(desktop);
    const signing = await toSigningIn(page, en);
    await signing.getByLabel(say('formSigning.printName')).fill('Jean Roe');
    await signing.getByRole('button', { name: say('formSigning.sign'), exact: true }).click();
    await page.waitForURL(`**/forms/w8bene_2021/${id}/success`);
    await page.getByRole('heading', { level: 1, name: say('success.title') }).waitFor();
    await page.getByText(/^This form is valid until 31 December \d{4}/).waitFor();
    await looked(page, 'W-8BEN-E success page');
    await page.setViewportSize(phone);
    await looked(page, 'W-8BEN-E success page');
    await screenshots(page, 'w8bene-success');
    await page.setViewportSize(desktop);

    // The signed PDF: Part I, then only the Parts the answers opened, Part XXX directly above the signature.
    const pdf = await downloadSignedPdf(page, en);
    expect(pdf.name).toBe(`w8bene_2021-${id}.pdf`);
    const part = (id: string) => `${say('pdf.part', { part: id })} ${say(`questionnaire.w8bene.parts.${id}`)}`;
    const printed = [
      'W-8BEN-E',
      '(Rev. October 2021)',
      part('I'),
      'Acme Holdings LLC',
      say('questionnaire.entityType.ch4Status.option.PassiveNffe'),
      part('XXVI'),
      say('questionnaire.w8bene.partXXVI.choice.option.40c'),
      part('XXIX'),
      'Ruth Roe',
      'Roe Holdings Inc.',
      '98-1234567',
      part('XXX'),
      say('certification.w8bene.ours.intro').slice(0, 80),
      say('certification.w8bene.capacityToSign'),
      `${say('pdf.signHere')} ${say('pdf.signedBy', { name: 'Jean Roe' })}`,
      say('pdf.evidence.printName', { value: 'Jean Roe' }),
      'This form is valid until 12-31-',
    ];
    expect(missingInOrder(pdf.text, printed)).toEqual([]);
    for (const closed of ['III', 'XXV', 'IV']) expect(pdf.text).not.toContain(part(closed));
  });
}
