import type { FormDefinition } from '@taxcert/engine';
import type { Translate } from './printed-form';

/** A form the "Do not use this form for" list names instead: its type (to start it) and its printed name. */
export interface PrintedInstead {
  formType: string;
  /** "Form W-9", in the text's language. */
  name: string;
  /** "W-9": the form number alone, under the list's "Instead, use Form:". */
  number: string;
}

/** One row of the "Do not use this form for" list as printed: who, then the forms to use instead. */
export interface PrintedNotForRow {
  text: string;
  instead: PrintedInstead[];
}

/** The official form's page-1 header as printed: what tells a reader which form, which edition and which approval. */
export interface PrintedHeader {
  /** The form number ("W-8BEN"): the definition's header, else the PDF's form name. */
  formNumber: string;
  revision: string;
  title: string;
  /** "OMB No. 1545-1621", or null where the form has none. */
  omb: string | null;
  /** "Cat. No. 59689N" as printed, or null where the definition gives none. */
  catalogueNumber: string | null;
  /** The header notes (the arrows under the title), in order. */
  notes: string[];
  /** The "Do not use this form for" list, or null for a form without one. */
  notFor: { heading: string; insteadHeading: string; rows: PrintedNotForRow[] } | null;
}

/** The printed name of a form type ("Form W-9"), in the text's language. */
export const formNameOf = (formType: string, t: Translate): string =>
  t('notFor.form', { name: t(`pdf.${formType}.formName`) });

/**
 * The header of a definition as the PDF prints it and the review shows it: its form number, revision,
 * title, OMB and catalogue numbers and notes (`FormDefinition.header`), and its "Do not use this form for" list
 * (`FormDefinition.notFor`) with the forms each row names. Read from the definition only, never from a form type.
 */
export function printedHeader(definition: FormDefinition, t: Translate): PrintedHeader {
  const { header, notFor } = definition;
  return {
    formNumber: header?.formNumber ?? t(`pdf.${definition.formType}.formName`),
    revision: definition.revision,
    title: t(definition.title),
    omb: header?.omb ? t('formHeader.omb', { number: header.omb }) : null,
    catalogueNumber: header?.catalogueNumber ?? null,
    notes: (header?.notes ?? []).map((key) => t(key)),
    notFor:
      notFor && notFor.length > 0
        ? {
            heading: t('notFor.heading'),
            insteadHeading: t('notFor.instead'),
            rows: notFor.map((row) => ({
              text: t(row.text),
              instead: row.useInstead.map((formType) => ({
                formType,
                name: formNameOf(formType, t),
                number: t(`pdf.${formType}.formName`),
              })),
            })),
          }
        : null,
  };
}
