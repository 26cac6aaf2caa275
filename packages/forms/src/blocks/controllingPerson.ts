import {
  addressQuestions,
  birthDateRules,
  taxResidenceQuestions,
  type BlockDef,
  type DateFormat,
  type QuestionDef,
} from '@taxcert/engine';
import { controllingPersonTypeOptions } from './controllingPersonEntity';

const key = (field: string, suffix: string) => `questionnaire.controllingPerson.${field}.${suffix}`;
const required = (field: string) => ({ kind: 'required' as const, message: key(field, 'errorMessage') });

export interface ControllingPersonOptions {
  /** dd-MM-yyyy for CRS and rc forms (questionnaire-and-forms.md §5), MM-dd-yyyy for W forms. */
  dateFormat: DateFormat;
  /** Repeat limits of the person's tax residences; questionnaire-and-forms.md §9: 0–3 in the shared block. */
  taxResidences?: { min: number; max: number };
  /** Reasons for no TIN (CRS: A, B, C) and those that need an explanation (B). */
  reasons?: readonly string[];
  explanationReasons?: readonly string[];
}

/**
 * The questions of one controlling person (questionnaire-and-forms.md §3–§5), the content of a repeater item: firstName,
 * middleName, lastName, birthDate, birthCountry, birthTown, type, address, mailingAddress and
 * taxResidences. firstName, lastName, birthDate (125 years ago to yesterday, in `dateFormat`),
 * birthCountry and type (CRS801–CRS813) are required; middleName and birthTown are optional. The
 * address is a one-item list that must be filled (line1 and country); the mailing address is an
 * optional one-item list whose line1 and country become required once any part is filled; tax
 * residences are a list of 0–3 by default.
 */
export function controllingPersonQuestions(options: ControllingPersonOptions): QuestionDef[] {
  const residences = options.taxResidences ?? { min: 0, max: 3 };
  return [
    { id: 'firstName', label: key('firstName', 'label'), widget: 'text', rules: [required('firstName')] },
    { id: 'middleName', label: key('middleName', 'label'), widget: 'text' },
    { id: 'lastName', label: key('lastName', 'label'), widget: 'text', rules: [required('lastName')] },
    {
      id: 'birthDate',
      label: key('birthDate', 'label'),
      widget: 'date',
      props: { format: options.dateFormat },
      rules: [required('birthDate'), ...birthDateRules(options.dateFormat, false)],
    },
    { id: 'birthCountry', label: key('birthCountry', 'label'), widget: 'country', rules: [required('birthCountry')] },
    { id: 'birthTown', label: key('birthTown', 'label'), widget: 'text' },
    {
      id: 'type',
      label: key('type', 'label'),
      widget: 'select',
      props: { options: controllingPersonTypeOptions },
      rules: [required('type')],
    },
    {
      id: 'address',
      label: key('address', 'label'),
      widget: 'repeater',
      props: { min: 1, max: 1 },
      items: { itemTitle: key('address', 'itemTitle'), questions: addressQuestions() },
      rules: [{ kind: 'maxItems', max: 1, message: key('address', 'maxItemsErrorMessage') }],
    },
    {
      id: 'mailingAddress',
      label: key('mailingAddress', 'label'),
      widget: 'repeater',
      props: { min: 0, max: 1 },
      items: { itemTitle: key('mailingAddress', 'itemTitle'), questions: addressQuestions(), optionalBeyondMin: true },
      rules: [{ kind: 'maxItems', max: 1, message: key('mailingAddress', 'maxItemsErrorMessage') }],
    },
    {
      id: 'taxResidences',
      label: 'questionnaire.taxResidence.taxResidences.label',
      widget: 'repeater',
      props: { min: residences.min, max: residences.max },
      items: {
        itemTitle: 'questionnaire.taxResidence.item.title',
        questions: taxResidenceQuestions(options.reasons ?? ['A', 'B', 'C'], options.explanationReasons ?? ['B']),
        optionalBeyondMin: true,
      },
      rules: [{ kind: 'maxItems', max: residences.max, message: 'questionnaire.taxResidence.maxItemsErrorMessage' }],
    },
  ];
}

export interface ControllingPersonsBlockOptions extends ControllingPersonOptions {
  id?: string;
  title: string;
  part?: string;
  /** questionnaire-and-forms.md §9: CRS entity 1–3, FATCA/CRS entity 1–6, rc519 1–2. */
  min: number;
  max: number;
}

/** Controlling persons as a repeater `controllingPersons` of {@link controllingPersonQuestions} within the block's limits. */
export function controllingPersonsBlock(options: ControllingPersonsBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'controllingPersons',
    title: options.title,
    questions: [
      {
        id: 'controllingPersons',
        label: key('controllingPersons', 'label'),
        widget: 'repeater',
        props: { min: options.min, max: options.max },
        items: { itemTitle: key('item', 'title'), questions: controllingPersonQuestions(options) },
        rules: [{ kind: 'maxItems', max: options.max, message: key('controllingPersons', 'maxItemsErrorMessage') }],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
