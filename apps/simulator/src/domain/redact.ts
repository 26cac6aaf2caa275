/**
 * Masks what could be a tax id or a PIN before a text is logged: SSN/ITIN (123-45-6789), EIN
 * (12-3456789) and any run of six or more digits (PINs, TINs written without dashes, account numbers).
 * Shorter numbers — status codes, years, dates — stay readable.
 */
const SECRET_SHAPED = /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b|\d{6,}/g;

export function redactDigits(text: string): string {
  return text.replace(SECRET_SHAPED, (run) => run.replace(/\d/g, '#'));
}
