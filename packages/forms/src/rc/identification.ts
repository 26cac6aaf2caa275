import { crsNameBlock, type BlockDef } from '@taxcert/engine';

/**
 * Section 1's name on the CRA's RC518 (canada-rc518-rc519.md): "Last name", then "First name and initial(s)".
 * The engine's CRS name block (block id `crsName`, so the customer's pre-fill and its name lock apply) without
 * the title and middle names the RC518 does not ask, in the form's order, with an optional `initials` question.
 */
export function rcNameBlock(options: { title: string; part: string }): BlockDef {
  const crs = crsNameBlock(options);
  const question = (id: string) => {
    const found = crs.questions.find((q) => q.id === id);
    if (!found) throw new Error(`The CRS name block has no ${id}`);
    return found;
  };
  return {
    ...crs,
    questions: [
      { ...question('lastName'), label: 'questionnaire.rc518.lastName.label' },
      { ...question('firstName'), label: 'questionnaire.rc518.firstName.label' },
      {
        id: 'initials',
        label: 'questionnaire.rc518.initials.label',
        widget: 'text',
        rules: [{ kind: 'maxLength', max: 10, message: 'questionnaire.rc518.initials.lengthErrorMessage' }],
      },
    ],
  };
}

/** "Policy/account number assigned by the financial institution" (optional on both RC forms). */
export function rcAccountNumberBlock(options: { title: string; part: string }): BlockDef {
  return {
    id: 'accountNumber',
    title: options.title,
    part: options.part,
    questions: [
      {
        id: 'accountNumber',
        label: 'questionnaire.rc.accountNumber.label',
        widget: 'text',
        rules: [{ kind: 'maxLength', max: 50, message: 'questionnaire.rc.accountNumber.lengthErrorMessage' }],
      },
    ],
  };
}
