import type { BlockDef, FormDefinition, QuestionDef } from '../types/definition';
import { isTicked } from './shared';

/** Default capacity of an individual signer (questionnaire-and-forms.md §3). */
export const OWN_BEHALF = 'Signing on Own Behalf';
/** The capacity that asks for otherCapacity. */
export const OTHER_CAPACITY = 'Other';
/** Placeholder value of the signature until the e-signature is requested. */
export const SIGNATURE_NOT_REQUESTED = 'NOT YET REQUESTED';

/** Capacities, value -> key suffix of the option label. */
const individualCapacities: readonly (readonly [string, string])[] = [
  [OWN_BEHALF, 'OwnBehalf'],
  ['Power of Attorney', 'PowerOfAttorney'],
  ['Executor', 'Executor'],
  ['Administrator', 'Administrator'],
  ['Legal Guardian', 'LegalGuardian'],
  ['Trustee', 'Trustee'],
  [OTHER_CAPACITY, 'Other'],
];
const entityCapacities: readonly (readonly [string, string])[] = [
  ['Director', 'Director'],
  ['Authorised Officer', 'AuthorisedOfficer'],
  ['Authorised Signatory', 'AuthorisedSignatory'],
  ['Partner', 'Partner'],
  ['Trustee', 'Trustee'],
  ['Power of Attorney', 'PowerOfAttorney'],
  [OTHER_CAPACITY, 'Other'],
];

export type SignerOption = 'individualOnly' | 'entityOnly' | 'both';

export interface SignerBlockOptions {
  /** The spec's section name, e.g. 'part3'. */
  id: string;
  title: string;
  part?: string;
  signer: SignerOption;
  dateFormat: string;
  /** W-8BEN Rev. 2021: "I certify that I have the capacity to sign…" must be ticked. */
  capacityToSign?: boolean;
  /** W-9: the backup withholding option. */
  backupWithholding?: boolean;
  /** questionnaire-and-forms.md §3: the generateAffidavit checkbox (generate an affidavit of unchanged status), unticked by default. */
  generateAffidavit?: boolean;
  /** Message key of the certification text shown above the signature. */
  statement?: string;
  /** Ask the capacity in which the signer acts (default true); the W-8BEN Rev. 2021 asks capacityToSign instead. */
  capacity?: boolean;
}

function capacityOptions(signer: SignerOption): readonly (readonly [string, string])[] {
  if (signer === 'individualOnly') return individualCapacities;
  if (signer === 'entityOnly') return entityCapacities;
  const seen = new Set<string>();
  return [...individualCapacities, ...entityCapacities].filter(
    ([value]) => !seen.has(value) && Boolean(seen.add(value)),
  );
}

/** Capacity (a default for individuals, required for entities) and otherCapacity (shown and required for Other). */
function capacityQuestions(signer: SignerOption): QuestionDef[] {
  return [
    {
      id: 'capacity',
      label: 'questionnaire.signer.capacity.label',
      widget: 'select',
      ...(signer === 'entityOnly' ? {} : { default: OWN_BEHALF }),
      props: {
        options: capacityOptions(signer).map(([value, key]) => ({
          value,
          label: `questionnaire.signer.capacity.option.${key}`,
        })),
      },
      rules:
        signer === 'individualOnly'
          ? []
          : [{ kind: 'required', message: 'questionnaire.signer.capacity.errorMessage' }],
    },
    {
      id: 'otherCapacity',
      label: 'questionnaire.signer.otherCapacity.label',
      widget: 'text',
      visible: (ctx) => ctx.block.capacity === OTHER_CAPACITY,
      rules: [{ kind: 'required', message: 'questionnaire.signer.otherCapacity.errorMessage' }],
    },
  ];
}

/**
 * The signer block (questionnaire-and-forms.md §3–§5): name (required), capacity (default 'Signing on Own Behalf' for
 * individuals; required for entities), otherCapacity (shown and required when capacity is Other;
 * any other capacity hides and so clears it), generateAffidavit (optional checkbox), then the signature and date filled by the e-signature.
 */
export function signerBlock(options: SignerBlockOptions): BlockDef {
  const questions: QuestionDef[] = [];
  if (options.capacityToSign) {
    questions.push({
      id: 'capacityToSign',
      label: 'questionnaire.signer.capacityToSign.label',
      widget: 'checkbox',
      default: false,
      rules: [{ kind: 'custom', test: isTicked, message: 'questionnaire.signer.capacityToSign.errorMessage' }],
    });
  }
  questions.push({
    id: 'name',
    label: 'questionnaire.signer.name.label',
    widget: 'text',
    rules: [{ kind: 'required', message: 'questionnaire.signer.name.errorMessage' }],
  });
  if (options.capacity ?? true) questions.push(...capacityQuestions(options.signer));
  if (options.backupWithholding) {
    questions.push({
      id: 'subjectToBackupWhd',
      label: 'questionnaire.signer.subjectToBackupWhd.label',
      widget: 'checkbox',
      default: false,
    });
  }
  if (options.generateAffidavit) {
    questions.push({
      id: 'generateAffidavit',
      label: 'questionnaire.signer.generateAffidavit.label',
      widget: 'checkbox',
      default: false,
    });
  }
  questions.push(
    {
      id: 'signature',
      label: 'questionnaire.signer.signature.label',
      ...(options.statement === undefined ? {} : { hint: options.statement }),
      widget: 'text',
      props: { valueLabels: { [SIGNATURE_NOT_REQUESTED]: 'questionnaire.signer.signature.notYetRequested' } },
      default: SIGNATURE_NOT_REQUESTED,
      disabled: true,
    },
    // No default: the app fills in the date when it loads the form.
    {
      id: 'date',
      label: 'questionnaire.signer.date.label',
      widget: 'text',
      props: { format: options.dateFormat },
      disabled: true,
    },
  );
  const block: BlockDef = { id: options.id, title: options.title, questions };
  if (options.part !== undefined) block.part = options.part;
  return block;
}

/**
 * The capacity options of a form's signature section, value and message key of its label ([] when the form
 * asks none). The one way a capacity is worded for people: the sign dialog shows a chosen capacity by its label
 * in the interface language ("Administrateur" for "Director") and the signed PDF's evidence box prints it in
 * the PDF's language, while the answers and the signature keep the option's value.
 */
export function signatureCapacityOptions(def: FormDefinition): readonly { value: string; label: string }[] {
  const section = def.blocks.find((block) => block.id === def.signatureSection);
  return section?.questions.find((question) => question.id === 'capacity')?.props?.options ?? [];
}

/** The message key of the label of the capacity option `value`, or null for a capacity the signer typed. */
export function capacityLabelKey(def: FormDefinition, value: string): string | null {
  return signatureCapacityOptions(def).find((option) => option.value === value)?.label ?? null;
}
