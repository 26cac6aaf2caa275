import type { AnswerValue, QuestionDef } from '@taxcert/engine';

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

/** A TIN as printed on the form: SSN 123-45-6789 or EIN 12-3456789. */
export function formatTin(value: string, tinType: AnswerValue): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 9) return value;
  return tinType === 'Ein'
    ? `${digits.slice(0, 2)}-${digits.slice(2)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The printed text of an answer in the PDF's language: option labels, country names, TIN layout; '' when blank. */
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
  if (question.widget === 'country') return countryName(raw, locale);
  if (question.widget === 'tin')
    return formatTin(
      raw,
      question.props?.tinType ?? (question.props?.tinTypeFrom ? block[question.props.tinTypeFrom] : undefined),
    );
  return raw;
}
