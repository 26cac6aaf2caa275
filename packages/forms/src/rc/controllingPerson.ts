import type { BlockDef, DateFormat, EvalContext, QuestionDef } from '@taxcert/engine';
import { controllingPersonQuestions } from '../blocks/controllingPerson';
import { withRcAddressLabels } from './identification';
import { otherThanCanadaOrUs } from './otherResidences';
import { canadianTaxResidentQuestions, rcUsTaxResidentQuestions } from './taxResidents';

const key = (field: string, suffix: string) => `questionnaire.rcControllingPerson.${field}.${suffix}`;

/** A sub-block of one controlling person as an optional one-item list: checked only once any part is filled. */
function optionalSubBlock(id: string, questions: QuestionDef[]): QuestionDef {
  return {
    id,
    label: key(id, 'label'),
    widget: 'repeater',
    props: { min: 0, max: 1 },
    items: { itemTitle: key(id, 'itemTitle'), questions, optionalBeyondMin: true },
    rules: [{ kind: 'maxItems', max: 1, message: key(id, 'maxItemsErrorMessage') }],
  };
}

/** A one-item address list whose item asks its lines under the CRA's labels (apartment – street, province…). */
function underRcAddressLabels(question: QuestionDef): QuestionDef {
  if (!question.items) return question;
  return { ...question, items: { ...question.items, questions: withRcAddressLabels(question.items.questions) } };
}

export interface RcControllingPersonOptions {
  dateFormat: DateFormat;
  reasons: readonly string[];
  explanationReasons: readonly string[];
  /** Repeat limits of the person's other tax residences (rc: at most 2, optional). */
  taxResidences: { min: number; max: number };
}

/**
 * The questions of one RC controlling person (questionnaire-and-forms.md §3): firstName, initials, lastName, birthDate, type,
 * address, mailingAddress, cpCanadianTaxResident (tax resident of Canada? and the SIN), cpUsTaxResident (of
 * the United States? U.S. TIN or applied for) and taxResidences. questionnaire-and-forms.md §4: the person is valid when first name,
 * last name, birth date, type and address are valid; the other sub-blocks are checked only once filled (the
 * Canadian and U.S. ones are optional one-item lists, the other residences an optional list). Built on the
 * shared controlling person's questions, without the middle name and place of birth the RC forms do not ask.
 */
export function rcControllingPersonQuestions(options: RcControllingPersonOptions): QuestionDef[] {
  const shared = controllingPersonQuestions(options);
  const question = (id: string): QuestionDef => {
    const found = shared.find((q) => q.id === id);
    if (!found) throw new Error(`The controlling person has no ${id}`);
    return found;
  };
  return [
    question('firstName'),
    {
      id: 'initials',
      label: key('initials', 'label'),
      widget: 'text',
      rules: [{ kind: 'maxLength', max: 10, message: 'questionnaire.rc518.initials.lengthErrorMessage' }],
    },
    question('lastName'),
    question('birthDate'),
    question('type'),
    underRcAddressLabels(question('address')),
    underRcAddressLabels(question('mailingAddress')),
    optionalSubBlock(
      'cpCanadianTaxResident',
      canadianTaxResidentQuestions(key('cpCanadianTaxResident', 'isCanadianTaxResident'), false),
    ),
    optionalSubBlock(
      'cpUsTaxResident',
      rcUsTaxResidentQuestions('controllingPerson', key('cpUsTaxResident', 'isUsTaxResident'), false),
    ),
    otherThanCanadaOrUs(question('taxResidences')),
  ];
}

export interface RcControllingPersonsBlockOptions extends RcControllingPersonOptions {
  title: string;
  part: string;
  /** questionnaire-and-forms.md §9: rc519 controlling persons 1–2. */
  min: number;
  max: number;
  visible: (ctx: EvalContext) => boolean;
}

/** RC519's controlling persons: a repeater `controllingPersons` of {@link rcControllingPersonQuestions}. */
export function rcControllingPersonsBlock(options: RcControllingPersonsBlockOptions): BlockDef {
  return {
    id: 'controllingPersons',
    title: options.title,
    part: options.part,
    visible: options.visible,
    questions: [
      {
        id: 'controllingPersons',
        label: 'questionnaire.controllingPerson.controllingPersons.label',
        widget: 'repeater',
        props: { min: options.min, max: options.max },
        items: {
          itemTitle: 'questionnaire.controllingPerson.item.title',
          questions: rcControllingPersonQuestions(options),
        },
        rules: [
          {
            kind: 'maxItems',
            max: options.max,
            message: 'questionnaire.controllingPerson.controllingPersons.maxItemsErrorMessage',
          },
        ],
      },
    ],
  };
}
