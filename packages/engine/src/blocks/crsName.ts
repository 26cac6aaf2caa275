import type { BlockDef } from '../types/definition';
import { optionsOf } from './shared';

/** Titles offered; 'Other' asks for titleOther (questionnaire-and-forms.md §5 visibility rules). */
export const crsTitles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Other'] as const;

export interface CrsNameBlockOptions {
  id?: string;
  title: string;
  part?: string;
}

/** CRS name (questionnaire-and-forms.md §3): title (titleOther when Other), firstName, middleName, lastName. */
export function crsNameBlock(options: CrsNameBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'crsName',
    title: options.title,
    questions: [
      {
        id: 'title',
        label: 'questionnaire.crsName.title.label',
        widget: 'select',
        props: { options: optionsOf('questionnaire.crsName.title', crsTitles) },
      },
      {
        id: 'titleOther',
        label: 'questionnaire.crsName.titleOther.label',
        widget: 'text',
        visible: (ctx) => ctx.block.title === 'Other',
        rules: [{ kind: 'required', message: 'questionnaire.crsName.titleOther.errorMessage' }],
      },
      {
        id: 'firstName',
        label: 'questionnaire.crsName.firstName.label',
        widget: 'text',
        rules: [{ kind: 'required', message: 'questionnaire.crsName.firstName.errorMessage' }],
      },
      { id: 'middleName', label: 'questionnaire.crsName.middleName.label', widget: 'text' },
      {
        id: 'lastName',
        label: 'questionnaire.crsName.lastName.label',
        widget: 'text',
        rules: [{ kind: 'required', message: 'questionnaire.crsName.lastName.errorMessage' }],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
