import type { Page } from 'playwright-core';
import { desktop, expectAccessible, phone, screenshots, type SimulatorSuite } from '../support';
import {
  checkCleanIn,
  chooseCountryIn,
  downloadSignedPdf,
  localized,
  missingInOrder,
  signInIn,
  startLocalizedForm,
  toSigningIn,
} from '../support/localized';

/**
 * The W-8IMY browser journey: a qualified intermediary that does not assume primary withholding responsibility
 * uploads its pooled withholding statement from the questionnaire's upload widget, from form selection to the signed
 * PDF. Before the upload the Check names the statement next to its field; the form is axe-clean in the paper layout on
 * the desktop and in the question cards of a 390 px phone; the signed PDF prints only Parts I, III and XXIX, the
 * statement as attached, and no expiry. The rules behind the answers are proven by the engine, API and component tests
 * (packages/forms/test/w8imy.*.test.ts, apps/simulator/test/w8imy.test.ts, w8imy-forms.test.tsx).
 */
const en = localized('en');
const { say } = en;
const CARD = 'Form W-8IMY';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An accessible name that holds the catalogue's text (the paper layout puts "Line N" before it). */
const holding = (key: string) => new RegExp(escape(say(key)));

/** Axe on the page as it is now, once its animations ended. */
async function looked(page: Page, step: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectAccessible(page, `${step} (${page.viewportSize()?.width ?? 0} px)`);
}

export function w8imyJourney({ it, sim }: SimulatorSuite): void {
  it('W-8IMY journey: a qualified intermediary uploads its pooled withholding statement: form selection to the signed PDF, desktop and phone', async ({
    page,
    expect,
  }) => {
    await signInIn(page, sim, en, 'CUST-1002', 'all-forms');
    await page
      .getByRole('heading', { level: 1, name: say('formSelection.welcomeName', { name: 'Acme Holdings LLC' }) })
      .waitFor();
    const id = await startLocalizedForm(page, en, CARD, 'w8imy_2021', 'Rev. October 2021');

    // Part I: the name from the customer's record; a German QI (participating FFI) in Frankfurt with its QI-EIN and GIIN.
    await expect
      .poll(() => page.getByRole('textbox', { name: holding('questionnaire.w8imy.line1.label') }).inputValue())
      .toBe('Acme Holdings LLC');
    await chooseCountryIn(
      page.getByRole('combobox', { name: holding('questionnaire.w8imy.line2.label') }),
      en,
      'Germany',
    );
    await page
      .getByRole('combobox', { name: holding('questionnaire.entityType.ch3Status.label') })
      .selectOption('QualifiedIntermediary');
    await page
      .getByRole('combobox', { name: holding('questionnaire.entityType.ch4Status.label') })
      .selectOption('ParticipatingFfi');
    for (const [field, value] of [
      ['line1', 'Neue Mainzer Straße 1'],
      ['line2', ''],
      ['line3', 'Frankfurt am Main'],
      ['line4', ''],
      ['postalCode', '60311'],
    ]) {
      await page.locator(`#q-address-${field ?? ''}`).fill(value ?? '');
    }
    await chooseCountryIn(page.locator('#q-address-country'), en, 'Germany');
    await page
      .getByRole('group', { name: holding('questionnaire.taxIdNumbers.usTin.label') })
      .getByRole('textbox')
      .first()
      .fill('981234567');
    await page
      .getByRole('radiogroup', { name: holding('questionnaire.w8imy.usTinType.label') })
      .getByRole('radio', { name: say('questionnaire.w8imy.usTinType.option.QiEin') })
      .check();
    await page
      .getByRole('group', { name: holding('questionnaire.giin.value.label') })
      .getByRole('textbox')
      .first()
      .fill('98Q96B00000LE276');

    // Part III: the QI box, acting as a QI, not assuming primary withholding; the signer.
    await page.getByRole('checkbox', { name: holding('questionnaire.w8imy.partIII.qiCertification.label') }).check();
    await page
      .getByRole('radiogroup', { name: holding('questionnaire.w8imy.partIII.entity.label') })
      .getByRole('radio', { name: say('questionnaire.w8imy.partIII.entity.option.Qi'), exact: true })
      .check();
    await page
      .getByRole('radiogroup', { name: holding('questionnaire.w8imy.partIII.responsibility.label') })
      .getByRole('radio', { name: say('questionnaire.w8imy.partIII.responsibility.option.2') })
      .check();
    await page.getByRole('checkbox', { name: holding('questionnaire.signer.capacityToSign.label') }).check();
    await page.getByRole('textbox', { name: say('questionnaire.signer.name.label') }).fill('Jean Roe');

    // Without the statement the Check names it next to its field; uploaded, the form is clean.
    await page.getByRole('button', { name: say('form.check'), exact: true }).click();
    const statement = page.locator('[data-question]', { has: page.locator('#q-partIII-pooledWhdStatement') });
    await statement.getByText(say('questionnaire.w8imy.statement.errorMessage')).waitFor();
    await page.locator('#q-partIII-pooledWhdStatement').setInputFiles({
      name: 'pools-2026.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%withholding rate pools\n'),
    });
    await statement.getByText(say('widgets.upload.chosen', { name: 'pools-2026.pdf' })).waitFor();
    await checkCleanIn(page, en);

    // The form in both display modes: the paper layout on the desktop, the question cards on the phone.
    await looked(page, 'W-8IMY, Irs layout');
    await page.setViewportSize(phone);
    await page.locator('[data-layout="stacked"]').waitFor();
    await looked(page, 'W-8IMY, Stacked layout');
    await screenshots(page, 'w8imy-checked');

    // Review, certification and signature on the desktop; the success page states no validity (a W-8IMY does not expire).
    await page.setViewportSize(desktop);
    const signing = await toSigningIn(page, en);
    await signing.getByLabel(say('formSigning.printName')).fill('Jean Roe');
    await signing.getByRole('button', { name: say('formSigning.sign'), exact: true }).click();
    await page.waitForURL(`**/forms/w8imy_2021/${id}/success`);
    await page.getByRole('heading', { level: 1, name: say('success.title') }).waitFor();
    expect(await page.getByText(/valid until/i).count()).toBe(0);
    await page.setViewportSize(phone);
    await looked(page, 'W-8IMY success page');
    await page.setViewportSize(desktop);

    // The signed PDF: Part I, Part III with the statement attached, Part XXIX directly above the signature.
    const pdf = await downloadSignedPdf(page, en);
    expect(pdf.name).toBe(`w8imy_2021-${id}.pdf`);
    const part = (n: string) => `${say('pdf.part', { part: n })} ${say(`questionnaire.w8imy.parts.${n}`)}`;
    const printed = [
      'W-8IMY',
      '(Rev. October 2021)',
      part('I'),
      'Acme Holdings LLC',
      say('questionnaire.w8imy.ch3Status.option.QualifiedIntermediary'),
      '98-1234567 — QI-EIN',
      part('III'),
      `${say('questionnaire.w8imy.partIII.pooledWhdStatement.label')} ${say('pdf.w8imy.attached')}`,
      part('XXIX'),
      say('certification.w8imy.intro').slice(0, 80),
      `${say('pdf.signHere')} ${say('pdf.signedBy', { name: 'Jean Roe' })}`,
    ];
    expect(missingInOrder(pdf.text, printed)).toEqual([]);
    for (const closed of ['IV', 'VII', 'VIII', 'XXVI']) expect(pdf.text).not.toContain(part(closed));
    expect(pdf.text).not.toMatch(/valid until/i);
  });
}
