import { identifierOf, type AnswerValue, type QuestionDef } from '@taxcert/engine';

/** Country names in the PDF's language (Intl, from Node's ICU), one formatter per language. */
const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale === 'zh-hant' ? 'zh-Hant' : locale, 'en'], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The printed text of an answer in the PDF's language: option labels, a value's words (`valueLabels`), country names, an identifier in its official
 * layout (its kind's module: SSN 123-45-6789, EIN 12-3456789, GIIN 98Q96B.00000.LE.276…); '' when blank.
 */
export function formatAnswer(
  question: QuestionDef,
  value: AnswerValue,
  block: Record<string, AnswerValue>,
  text: (key: string) => string,
  locale = 'en',
): string {
  if (value === undefined || value === null || value === '') return '';
  if (question.widget === 'checkbox')
    return text(value === true || value === 'true' ? 'questionnaire.option.Yes' : 'questionnaire.option.No');
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const option = question.props?.options?.find((o) => o.value === raw);
  if (option) return text(option.label);
  // A stored value the question names in words (the signature's "NOT YET REQUESTED"), as the screen shows it.
  const named = question.props?.valueLabels?.[raw];
  if (named !== undefined) return text(named);
  if (question.widget === 'country') return countryName(raw, locale);
  const identifier = identifierOf(question, block);
  if (identifier) return identifier.format(raw);
  return raw;
}
