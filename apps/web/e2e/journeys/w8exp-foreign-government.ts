import { acceptAgreements, signInAs, type SimulatorSuite } from '../support';
import { chooseCountry } from '../support/groups';
import { checkCleanIn, localized, missingInOrder, signOnPhone } from '../support/localized';

/**
 * In the browser: a foreign government (a ministry of finance, an integral part of its state) answers
 * the pre-qualifying questionnaire, lands on Form W-8EXP Rev. October 2023 with its name, country and line 3 carried,
 * completes lines 10a–10b and Part III's line 18, and signs: axe-clean in the paper layout on the desktop and in the
 * question cards of a 390 px phone, through review, certification, signature and success; the signed PDF prints
 * line 3, line 10, line 18 and Part IV's 2023 statements in order. The withholding qualified holder and every other
 * line are proven without a browser (packages/forms test/w8exp*.test.ts, apps/simulator test/w8exp-2023-pdf.test.ts,
 * w8eci-w8exp-forms.test.tsx).
 */
const en = localized('en');
const { say } = en;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An accessible name that holds the catalogue's text (the paper layout puts "Line N" before it). */
const holding = (key: string) => new RegExp(escape(say(key)));
const p = (id: string) => `questionnaire.prequal.${id}`;

export function w8expJourney({ it, sim }: SimulatorSuite): void {
  it('W-8EXP journey: a foreign government: the questionnaire’s outcome to the signed W-8EXP 2023, desktop and phone', async ({
    page,
    expect,
  }) => {
    await acceptAgreements(page.context(), sim);
    await signInAs(page, sim, { scenario: 'questionnaire-on', landsOn: /:\d+\/$/ });
    await page.goto(`${sim.url}/pre-qualifying-questionnaire`);
    await page.getByRole('heading', { level: 1, name: say(`${p('title')}`) }).waitFor();
    const choose = (question: string, option: string) =>
      page
        .getByRole('radiogroup', { name: say(p(`${question}.label`)) })
        .getByRole('radio', { name: say(option), exact: true })
        .check();
    const yesNo = async (question: string, answer: 'Yes' | 'No') => choose(question, `questionnaire.option.${answer}`);
    await choose('accountHolderType', p('accountHolderType.option.Entity'));
    await yesNo('hasUsIncome', 'Yes');
    await yesNo('isCrsParticipatingEntity', 'No');
    await yesNo('isUsIncorporated', 'No');
    await yesNo('hasEffectivelyConnectedIncome', 'No');
    await yesNo('receivesForOthers', 'No');
    await choose('exemptStatus', p('exemptStatus.option.ForeignGovernment'));
    await yesNo('isNonUsResident', 'Yes');
    await chooseCountry(
      page.locator('form'),
      page,
      new RegExp(`^${escape(say(p('residenceCountry.label')))}`),
      'Norway',
    );
    await chooseCountry(
      page.locator('form'),
      page,
      new RegExp(`^${escape(say(p('incorporationCountry.label')))}`),
      'Norway',
    );
    const name = page.getByRole('textbox', { name: say(p('entityName.label')), exact: true });
    await name.fill('Ministry of Finance of Norway');
    await name.blur();
    await yesNo('isDbaOrDre', 'No');

    // The matched-form card: Form W-8EXP, for the reason of an exempt organisation; Continue opens Rev. 2023.
    const matched = page.getByRole('region', { name: 'The form for you' });
    await matched.getByText('Form W-8EXP', { exact: true }).waitFor();
    await matched.getByText(say('prequal.reason.exemptOrganisation')).waitFor();
    await matched
      .getByRole('combobox', { name: 'Which account is the form for?' })
      .selectOption({ label: 'Brokerage account ••4821' });
    await matched.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/forms\/w8exp_2023\/\d+$/);
    const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);

    // Carried: lines 1 and 2, and line 3's foreign government, which opens line 10.
    const line3 = page.getByRole('combobox', { name: holding('questionnaire.w8exp_2023.line3.label') });
    await expect.poll(() => line3.inputValue()).toBe('ForeignGovernment');
    await expect
      .poll(() => page.getByRole('textbox', { name: holding('questionnaire.w8exp.line1.label') }).inputValue())
      .toBe('Ministry of Finance of Norway');
    await page
      .getByRole('combobox', { name: holding('questionnaire.w8exp.line4.label') })
      .selectOption('ForeignGovernment');
    for (const [field, value] of [
      ['line1', 'Akersgata 40'],
      ['line3', 'Oslo'],
      // The customer record's U.S. state does not belong to an Oslo address.
      ['line4', ''],
      ['postalCode', '0180'],
    ] as const) {
      await page.locator(`#q-address-${field}`).fill(value);
    }
    await page.getByRole('checkbox', { name: holding('questionnaire.w8exp_2023.part10.box10a.label') }).check();
    await page
      .getByRole('radiogroup', { name: holding('questionnaire.w8exp_2023.part10.choice.label') })
      .getByRole('radio', { name: say('questionnaire.w8exp_2023.part10.choice.option.10b') })
      .check();
    await page
      .getByRole('textbox', { name: holding('questionnaire.w8exp_2023.part10.integralPartOf.label') })
      .fill('Norway');
    // An integral part is not asked 10d/10e (a controlled entity's).
    expect(
      await page
        .getByRole('radiogroup', { name: holding('questionnaire.w8exp_2023.part10.commercialActivities.label') })
        .count(),
    ).toBe(0);
    await page.getByRole('checkbox', { name: holding('questionnaire.w8exp_2023.part18.box18.label') }).check();
    await page.getByRole('checkbox', { name: holding('questionnaire.signer.capacityToSign.label') }).check();
    await page.getByRole('textbox', { name: say('questionnaire.signer.name.label') }).fill('Kari Nordmann');
    await checkCleanIn(page, en);

    const part = (n: string) => `${say('renderer.part', { part: n })} ${say(`questionnaire.w8exp.parts.${n}`)}`;
    const pdf = await signOnPhone(page, en, {
      parts: ['I', 'II', 'III', 'IV'].map(part),
      printName: 'Kari Nordmann',
      formType: 'w8exp_2023',
      id,
      shots: 'w8exp-foreign-government',
    });
    expect(pdf.name).toBe(`w8exp_2023-${id}.pdf`);
    const printedPart = (n: string) => `${say('pdf.part', { part: n })} ${say(`questionnaire.w8exp.parts.${n}`)}`;
    expect(
      missingInOrder(pdf.text, [
        'W-8EXP',
        '(Rev. October 2023)',
        printedPart('I'),
        'Ministry of Finance of Norway',
        say('questionnaire.w8exp.line3.option.ForeignGovernment'),
        printedPart('II'),
        say('questionnaire.w8exp_2023.part10.box10a.label'),
        say('questionnaire.w8exp_2023.part10.choice.option.10b'),
        'Integral part of the government of Norway',
        printedPart('III'),
        printedPart('IV'),
        say('certification.w8exp_2023.beneficialOwner'),
        say('certification.w8exp_2023.withholdingQualifiedHolder'),
        say('certification.w8exp_2023.consent'),
        `${say('pdf.signHere')} ${say('pdf.signedBy', { name: 'Kari Nordmann' })}`,
      ]),
    ).toEqual([]);
  });
}
