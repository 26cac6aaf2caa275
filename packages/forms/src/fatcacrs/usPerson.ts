import { usTinRules, yesNoOptions, type BlockDef, type EvalContext } from '@taxcert/engine';

const key = (field: string, suffix: string) => `questionnaire.usPerson.${field}.${suffix}`;

/** A US person for FATCA (questionnaire-and-forms.md §3 FATCA/CRS forms' US determination): a US citizen or a US resident for tax purposes. */
export const isUsPerson = (ctx: EvalContext): boolean =>
  ctx.block.isUsCitizen === 'Yes' || ctx.block.isUsResident === 'Yes';

export interface UsPersonBlockOptions {
  id?: string;
  title: string;
  part?: string;
}

/**
 * The FATCA part of a combined individual self-certification: is the account holder a US citizen (dual citizens
 * included), is the holder a US resident for tax purposes; a US person gives the US TIN (SSN or ITIN, 9 digits, the
 * engine's US TIN rules), required and shown only then.
 */
export function usPersonBlock(options: UsPersonBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'usPerson',
    title: options.title,
    questions: [
      {
        id: 'isUsCitizen',
        label: key('isUsCitizen', 'label'),
        widget: 'radio',
        props: { options: yesNoOptions },
        rules: [{ kind: 'required', message: key('isUsCitizen', 'errorMessage') }],
      },
      {
        id: 'isUsResident',
        label: key('isUsResident', 'label'),
        widget: 'radio',
        props: { options: yesNoOptions },
        rules: [{ kind: 'required', message: key('isUsResident', 'errorMessage') }],
      },
      {
        id: 'usTin',
        label: key('usTin', 'label'),
        widget: 'tin',
        props: { length: 9, identifier: 'ssn' },
        visible: isUsPerson,
        rules: usTinRules('Ssn', true),
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
