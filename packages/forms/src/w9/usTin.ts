import { usTinBlock, type BlockDef } from '@taxcert/engine';

/**
 * Part I: taxpayer identification number (SSN or EIN), or "Applied For" — the engine's US TIN block:
 * 9 digits, not all the same, not sequential, and the SSN (or ITIN) / EIN structure of identifiers.md.
 */
export function usTinBlock9(): BlockDef {
  return {
    ...usTinBlock({ title: 'questionnaire.w9.usTin.title', part: 'I', tinHint: 'questionnaire.w9.usTin.tin.hint' }),
    titleInPart: true,
  };
}
