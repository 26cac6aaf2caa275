import {
  isBlank,
  optionsOf,
  textOf,
  type AnswerValue,
  type BlockDef,
  type EvalContext,
  type QuestionDef,
} from '@taxcert/engine';

/** How an entity is controlled (questionnaire-and-forms.md §3): control of a legal person, a trust or another legal arrangement. */
export const CONTROL_TYPES = ['LegalPerson', 'Trust', 'LegalArrangement'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/**
 * The CRS controlling-person types (crs.md, CRS XML `CtrlgPersonType` CRS801–CRS813) by control type,
 * each with the name the spec uses. The 'other' nature of each (questionnaire-and-forms.md §4) is OtherMeans for a legal
 * person, Other for a trust, Other-Equivalent for a legal arrangement: see {@link OTHER_NATURE}.
 */
export const controllingPersonTypes: Readonly<Record<ControlType, readonly (readonly [code: string, name: string])[]>> =
  {
    LegalPerson: [
      ['CRS801', 'Ownership'],
      ['CRS802', 'OtherMeans'],
      ['CRS803', 'SeniorManagingOfficial'],
    ],
    Trust: [
      ['CRS804', 'Settlor'],
      ['CRS805', 'Trustee'],
      ['CRS806', 'Protector'],
      ['CRS807', 'Beneficiary'],
      ['CRS808', 'Other'],
    ],
    LegalArrangement: [
      ['CRS809', 'Settlor-Equivalent'],
      ['CRS810', 'Trustee-Equivalent'],
      ['CRS811', 'Protector-Equivalent'],
      ['CRS812', 'Beneficiary-Equivalent'],
      ['CRS813', 'Other-Equivalent'],
    ],
  };

/** Every CRS controlling-person type, CRS801–CRS813 in code order. */
export const CRS_CONTROLLING_PERSON_TYPES: readonly string[] = Object.values(controllingPersonTypes)
  .flatMap((types) => types.map(([code]) => code))
  .sort();

/** The 'other' nature of each control type (questionnaire-and-forms.md §4): CRS802 OtherMeans, CRS808 Other, CRS813 Other-Equivalent. */
export const OTHER_NATURE: Readonly<Record<ControlType, string>> = {
  LegalPerson: 'CRS802',
  Trust: 'CRS808',
  LegalArrangement: 'CRS813',
};

const isControlType = (value: AnswerValue): value is ControlType => CONTROL_TYPES.includes(value as ControlType);

/** The nature options (CRS codes) of a control type; none until a control type is chosen. */
export function natureOptions(control: AnswerValue): string[] {
  return isControlType(control) ? controllingPersonTypes[control].map(([code]) => code) : [];
}

/** The option labels of the CRS controlling-person types, `questionnaire.controllingPerson.type.option.<code>`. */
export const controllingPersonTypeOptions = optionsOf(
  'questionnaire.controllingPerson.type',
  CRS_CONTROLLING_PERSON_TYPES,
);

const natureKey = (control: string, suffix: string) =>
  `questionnaire.controllingPersonEntity.nature.${control}.${suffix}`;

/**
 * The questions of a controlling person entity (questionnaire-and-forms.md §3–§5): entityName, control and nature. Name and
 * control are mutually required (either one makes the other required); nature is shown and required
 * once control is chosen. Changing control resets nature, and sets nature's options (CRS801–CRS803,
 * CRS804–CRS808 or CRS809–CRS813), label and error message by control type. With `required`, the name
 * and control are required even while both are blank.
 */
export function controllingPersonEntityQuestions(options: { required?: boolean } = {}): QuestionDef[] {
  const required = options.required ?? false;
  const named = (ctx: EvalContext) => required || !isBlank(ctx.block.entityName);
  const controlled = (ctx: EvalContext) => required || !isBlank(ctx.block.control);
  return [
    {
      id: 'entityName',
      label: 'questionnaire.controllingPersonEntity.entityName.label',
      widget: 'text',
      rules: (ctx) =>
        controlled(ctx)
          ? [{ kind: 'required', message: 'questionnaire.controllingPersonEntity.entityName.errorMessage' }]
          : [],
    },
    {
      id: 'control',
      label: 'questionnaire.controllingPersonEntity.control.label',
      widget: 'radio',
      props: { options: optionsOf('questionnaire.controllingPersonEntity.control', CONTROL_TYPES) },
      clearsOnChange: ['nature'],
      rules: (ctx) =>
        named(ctx) ? [{ kind: 'required', message: 'questionnaire.controllingPersonEntity.control.errorMessage' }] : [],
    },
    {
      id: 'nature',
      label: 'questionnaire.controllingPersonEntity.nature.label',
      labelBy: {
        questionId: 'control',
        labels: Object.fromEntries(CONTROL_TYPES.map((c) => [c, natureKey(c, 'label')])),
      },
      widget: 'select',
      props: { options: controllingPersonTypeOptions },
      visible: (ctx) => isControlType(ctx.block.control),
      availableOptions: (ctx) => natureOptions(ctx.block.control),
      rules: (ctx) => {
        const control = ctx.block.control;
        // Hidden until a control type is chosen: no rules (and no message key) before that.
        if (!isControlType(control)) return [];
        const message = natureKey(control, 'errorMessage');
        return [
          { kind: 'required', message },
          {
            kind: 'custom',
            test: (value, c) => isBlank(value) || natureOptions(c.block.control).includes(textOf(value)),
            message,
          },
        ];
      },
    },
  ];
}

export interface ControllingPersonEntityBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Name and control required even while both are blank (otherwise only mutually required). */
  required?: boolean;
}

/** Controlling person entity block (questionnaire-and-forms.md §3): entityName, control (LegalPerson, Trust, LegalArrangement), nature. */
export function controllingPersonEntityBlock(options: ControllingPersonEntityBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'controllingPersonEntity',
    title: options.title,
    questions: controllingPersonEntityQuestions(options.required === undefined ? {} : { required: options.required }),
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
