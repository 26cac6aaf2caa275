import { addressBlock, crsNameBlock, type AddressBlockOptions, type BlockDef, type QuestionDef } from '@taxcert/engine';
import { controllingPersonTypeOptions } from '../blocks/controllingPersonEntity';
import { RC_ADDRESS_LABELS } from './texts';

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

/**
 * "Policy/account number assigned by the financial institution" (optional on both RC forms). On the RC518 a
 * controlling person gives the entity's account number here (crs-canada-lines.md §2): `hint` says so.
 */
export function rcAccountNumberBlock(options: { title: string; part: string; hint?: string }): BlockDef {
  return {
    id: 'accountNumber',
    title: options.title,
    part: options.part,
    questions: [
      {
        id: 'accountNumber',
        label: 'questionnaire.rc.accountNumber.label',
        ...(options.hint === undefined ? {} : { hint: options.hint }),
        widget: 'text',
        rules: [{ kind: 'maxLength', max: 50, message: 'questionnaire.rc.accountNumber.lengthErrorMessage' }],
      },
    ],
  };
}

/** An address's questions under the CRA's labels ({@link RC_ADDRESS_LABELS}); the others keep theirs. */
export function withRcAddressLabels(questions: readonly QuestionDef[]): QuestionDef[] {
  return questions.map((question) => ({ ...question, label: RC_ADDRESS_LABELS[question.id] ?? question.label }));
}

/** The engine's address block (line1 and country required) under the CRA's labels of Section 1. */
export function rcAddressBlock(options: AddressBlockOptions): BlockDef {
  const block = addressBlock(options);
  return { ...block, questions: withRcAddressLabels(block.questions) };
}

/**
 * RC518: the type of controlling person, asked of someone who fills out the form as a controlling person of an
 * entity (questionnaire-and-forms.md §2: "optional controlling-person type"). Whether the CRA's RC518 prints this box is unconfirmed
 * (crs-canada-lines.md §2); where it is collected the reference says to use the CRS list, CRS801–CRS813 (legal
 * person: ownership, other means, senior managing official; trust: settlor, trustee, protector, beneficiary, other;
 * other legal arrangement: the equivalents). Optional: an account holder filling out the form for their own
 * account leaves it blank.
 */
export function rcControllingPersonTypeBlock(options: { title: string; part: string }): BlockDef {
  return {
    id: 'controllingPersonType',
    title: options.title,
    part: options.part,
    questions: [
      {
        id: 'type',
        label: 'questionnaire.rc518.controllingPersonType.label',
        hint: 'questionnaire.rc518.controllingPersonType.hint',
        widget: 'select',
        props: { options: controllingPersonTypeOptions },
      },
    ],
  };
}
