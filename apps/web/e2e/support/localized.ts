import type { Locale } from '@taxcert/contracts';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { servedCatalogue } from '../../src/testing/catalogues';
import { pdfText } from './pdf';
import { resultsDir } from './results';
import { acceptAgreements, desktop, expectAccessible, phone, screenshots, signInAs } from './shared';
import type { RunningSimulator } from './simulator';

/**
 * Browser journeys in an interface language other than English: every text the test looks for is taken from
 * the catalogue the simulator serves for that language (GET language/<locale>), so a test reads the page the
 * way its customer does and fails when a text is missing from the catalogue.
 */
export interface Localized {
  locale: Locale;
  /** The text of a catalogue key, its {{placeholders}} filled in; throws when the key has no text. */
  say: (key: string, values?: Record<string, string | number>) => string;
}

export function localized(locale: Locale): Localized {
  const texts = servedCatalogue(locale);
  return {
    locale,
    say: (key, values = {}) => {
      const text = texts[key];
      if (text === undefined) throw new Error(`No text for ${key} in ${locale}`);
      return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => String(values[name] ?? whole));
    },
  };
}

/** A label's start as a pattern: the text escaped, then anything (the required mark, a hint). */
export const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);

/**
 * Axe on the page as it is now (only `rules`, when given), once its animations ended (a dialog fading in has half-way
 * contrast).
 */
export async function accessibleNow(page: Page, step: string, rules?: readonly string[]): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectAccessible(page, `${step} (${page.viewportSize()?.width ?? 0} px)`, rules);
}

/** Signs `customer` in with the interface in `locale`, on `scenario` (default: the suite's); resolves on form selection. */
export async function signInIn(
  page: Page,
  sim: RunningSimulator,
  { locale }: Localized,
  customer: string,
  scenario?: string,
): Promise<void> {
  await acceptAgreements(page.context(), sim);
  await page
    .context()
    .addCookies([{ name: 'taxcert_locale', value: locale, domain: new URL(sim.url).hostname, path: '/' }]);
  await signInAs(page, sim, scenario === undefined ? { customer } : { customer, scenario });
}

/**
 * Starts the form of the card titled `card` (of `revision`, when two revisions share the title) and reads its
 * introduction to the end; resolves on the open form, returns its id.
 */
export async function startLocalizedForm(
  page: Page,
  { say }: Localized,
  card: string,
  formType: string,
  revision?: string,
): Promise<number> {
  const cards = page.getByRole('article', { name: card, exact: true });
  const chosen = revision === undefined ? cards : cards.filter({ has: page.getByText(revision, { exact: true }) });
  await chosen.getByRole('button', { name: say('formSelection.start') }).click();
  const intro = page.getByRole('dialog', { name: card, exact: true });
  await intro.getByRole('region').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await intro.locator('button:not([disabled])', { hasText: say('formChoice.confirm') }).click();
  await page.waitForURL(new RegExp(`/forms/${formType}/\\d+$`));
  return Number(/\/(\d+)$/.exec(page.url())?.[1]);
}

/** Chooses a country in a country list (its combobox) by searching for its name in the form's language. */
export async function chooseCountryIn(list: Locator, { say }: Localized, country: string): Promise<void> {
  const page = list.page();
  await list.click();
  await page.getByRole('combobox', { name: say('widgets.jurisdiction.search') }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

/** The repeater item whose heading is `title` (e.g. "Beherrschende Person 2"): its innermost list item. */
export const repeaterItem = (page: Page, title: string): Locator =>
  page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::li[1]');

/**
 * Presses Check and waits for a result without rejections: "No problems found", or — with warnings or
 * recommendations to read (a GIIN not on the FFI list) — that nothing stops the signing; Sign and
 * submit is offered.
 */
export async function checkCleanIn(page: Page, { say }: Localized): Promise<void> {
  await page.getByRole('button', { name: say('form.check'), exact: true }).click();
  const results = page.getByRole('region', { name: say('results.title') });
  await results
    .getByText(say('results.noRejections'))
    .or(results.getByText(say('results.readFirst')))
    .waitFor();
  await page.getByRole('button', { name: say('form.signAndSubmit') }).waitFor();
}

/** In the open review dialog: ticks "I confirm that I have reviewed …" and confirms; resolves once it closed. */
export async function confirmReviewIn(page: Page, { say }: Localized): Promise<void> {
  const review = page.getByRole('dialog', { name: say('formPreview.title') });
  await review.getByLabel(say('formPreview.reviewed')).check();
  await review.getByRole('button', { name: say('formPreview.confirm') }).click();
  await review.waitFor({ state: 'detached' });
}

/** In the open certification dialog: reads the text to the end and certifies; resolves once it closed. */
export async function certifyIn(page: Page, { say }: Localized): Promise<void> {
  const certification = page.getByRole('dialog', { name: say('certification.title') });
  await certification.getByRole('region', { name: say('certification.textLabel') }).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await certification.locator('button:not([disabled])', { hasText: say('certification.certify') }).click();
  await certification.waitFor({ state: 'detached' });
}

/** Sign and submit, review confirmed, the certification read to the end and certified (what comes next: the PIN or signing). */
export async function toCertifiedIn(page: Page, language: Localized): Promise<void> {
  await page.getByRole('button', { name: language.say('form.signAndSubmit') }).click();
  await confirmReviewIn(page, language);
  await certifyIn(page, language);
}

/** Sign and submit, review confirmed, the certification read to the end and certified; the signing dialog is open. */
export async function toSigningIn(page: Page, language: Localized): Promise<Locator> {
  await toCertifiedIn(page, language);
  const signing = page.getByRole('dialog', { name: language.say('formSigning.title') });
  await signing.waitFor();
  return signing;
}

/** In the open signing dialog: types the printed name and signs. */
export async function signAsIn(page: Page, { say }: Localized, printName: string): Promise<void> {
  const signing = page.getByRole('dialog', { name: say('formSigning.title') });
  await signing.getByLabel(say('formSigning.printName')).fill(printName);
  await signing.getByRole('button', { name: say('formSigning.sign'), exact: true }).click();
}

/**
 * From a form checked clean in the paper layout on the desktop: the form axe-clean there (`parts`: the part bars it
 * shows) and, at 390 px, in the question cards the phone always uses; then on the phone the review, certification
 * and signature dialogs (`signing` looks at the open signature dialog first) and the success page, axe-clean, with
 * screenshots at both widths (`<shots>-checked-*.png`, `<shots>-success-*.png`); back on the desktop, the signed PDF.
 */
export async function signOnPhone(
  page: Page,
  language: Localized,
  options: {
    parts: string[];
    printName: string;
    formType: string;
    id: number;
    shots: string;
    signing?: (dialog: Locator) => Promise<void>;
  },
): Promise<{ name: string; text: string; file: string }> {
  const { say } = language;
  const bars = await page.locator('[data-layout="irs"] section > h2').allTextContents();
  if (bars.join('|') !== options.parts.join('|'))
    throw new Error(`The part bars read ${JSON.stringify(bars)}, not ${JSON.stringify(options.parts)}`);
  await accessibleNow(page, `${options.formType}, paper layout`);
  await page.setViewportSize(phone);
  await page.locator('[data-layout="stacked"]').waitFor();
  await accessibleNow(page, `${options.formType}, question cards`);
  await screenshots(page, `${options.shots}-checked`);
  const signing = await toSigningIn(page, language);
  await options.signing?.(signing);
  await accessibleNow(page, `${options.formType} signing dialog`);
  await signAsIn(page, language, options.printName);
  await page.waitForURL(`**/forms/${options.formType}/${options.id}/success`);
  await page.getByRole('heading', { level: 1, name: say('success.title') }).waitFor();
  await accessibleNow(page, `${options.formType} success page`);
  await screenshots(page, `${options.shots}-success`);
  await page.setViewportSize(desktop);
  return downloadSignedPdf(page, language);
}

/**
 * Saves the download a click starts (test-results/download-<uuid>-<name>, so tests running at once never share
 * a file): its file name, its text (whitespace folded) and where it was saved.
 */
export async function downloadPdf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string; file: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = join(resultsDir, `download-${randomUUID()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return { name: download.suggestedFilename(), text: pdfText(file).replace(/\s+/g, ' '), file };
}

/** Downloads the signed PDF from the success page (its Download button in the language). */
export function downloadSignedPdf(
  page: Page,
  { say }: Localized,
): Promise<{ name: string; text: string; file: string }> {
  return downloadPdf(page, () => page.getByRole('button', { name: say('success.download') }).click());
}

/**
 * The texts not found in `printed` in the order given (whitespace folded on both sides: the catalogues' French
 * text holds no-break spaces, the PDF's text extraction plain ones); [] when every one is there, in order.
 */
export function missingInOrder(printed: string, texts: readonly string[]): string[] {
  const fold = (text: string) => text.replace(/\s+/g, ' ');
  const haystack = fold(printed);
  const missing: string[] = [];
  let at = -1;
  for (const text of texts) {
    const next = haystack.indexOf(fold(text), at + 1);
    if (next === -1) missing.push(text);
    else at = next;
  }
  return missing;
}
