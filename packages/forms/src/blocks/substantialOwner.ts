import { addressQuestions, usTinRules, type BlockDef, type Dynamic, type QuestionDef } from '@taxcert/engine';

const key = (field: string, suffix: string) => `questionnaire.substantialOwner.${field}.${suffix}`;

/**
 * The questions of one substantial U.S. owner (questionnaire-and-forms.md §3, W-8BEN-E Part XXIX): name (required), tin (an
 * SSN of 9 digits, required, with the US TIN rules and their keys) and address (a one-item list; line1
 * and country required). With `entityOwners`, a tinType (Ssn, the default, or Ein) comes first and the TIN
 * follows it: on the official form a substantial U.S. owner may be an entity with an EIN (w8bene.md,
 * corrections; ADR 016).
 */
export function substantialOwnerQuestions(options: { entityOwners?: boolean } = {}): QuestionDef[] {
  const tinType: QuestionDef = {
    id: 'tinType',
    label: 'questionnaire.usTin.tinType.label',
    widget: 'radio',
    default: 'Ssn',
    props: {
      options: ['Ssn', 'Ein'].map((value) => ({ value, label: `questionnaire.usTin.tinType.option.${value}` })),
    },
  };
  const tin: QuestionDef = options.entityOwners
    ? {
        id: 'tin',
        label: key('tin', 'label'),
        widget: 'tin',
        props: { length: 9, tinTypeFrom: 'tinType', identifier: 'ssn' },
        rules: (ctx) => usTinRules(ctx.block.tinType === 'Ein' ? 'Ein' : 'Ssn', true),
      }
    : {
        id: 'tin',
        label: key('tin', 'label'),
        widget: 'tin',
        props: { length: 9, identifier: 'ssn' },
        rules: usTinRules('Ssn', true),
      };
  return [
    {
      id: 'name',
      label: key('name', 'label'),
      widget: 'text',
      rules: [{ kind: 'required', message: key('name', 'errorMessage') }],
    },
    ...(options.entityOwners ? [tinType] : []),
    tin,
    {
      id: 'address',
      label: key('address', 'label'),
      widget: 'repeater',
      props: { min: 1, max: 1 },
      items: { itemTitle: key('address', 'itemTitle'), questions: addressQuestions() },
      rules: [{ kind: 'maxItems', max: 1, message: key('address', 'maxItemsErrorMessage') }],
    },
  ];
}

export interface SubstantialOwnersBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** questionnaire-and-forms.md §9: substantial owners 1–9. */
  min?: number;
  max?: number;
  /** Owners may be entities with an EIN as well as persons with an SSN (see {@link substantialOwnerQuestions}). */
  entityOwners?: boolean;
  /** The list's label where the form introduces it in its own words (W-8BEN-E Part XXIX's introduction). */
  label?: string;
  /** questionnaire-and-forms.md §5: shown when the passive NFFE answer is Yes; the form decides. */
  visible?: Dynamic<boolean>;
}

/** Substantial owners as a repeater `substantialOwners` (1–9 by default) of {@link substantialOwnerQuestions}. */
export function substantialOwnersBlock(options: SubstantialOwnersBlockOptions): BlockDef {
  const min = options.min ?? 1;
  const max = options.max ?? 9;
  const block: BlockDef = {
    id: options.id ?? 'substantialOwners',
    title: options.title,
    questions: [
      {
        id: 'substantialOwners',
        label: options.label ?? key('substantialOwners', 'label'),
        widget: 'repeater',
        props: { min, max },
        items: {
          itemTitle: key('item', 'title'),
          questions: substantialOwnerQuestions({ entityOwners: options.entityOwners ?? false }),
        },
        rules: [{ kind: 'maxItems', max, message: key('substantialOwners', 'maxItemsErrorMessage') }],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  if (options.visible !== undefined) block.visible = options.visible;
  return block;
}
