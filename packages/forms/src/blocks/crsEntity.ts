import type { BlockDef } from '@taxcert/engine';
import { internationalAddressBlock } from './address';

/** Part 1's identification: the legal name of the entity or branch and its country of incorporation or organisation. */
const identification: BlockDef = {
  id: 'name',
  title: 'questionnaire.crse.name.title',
  part: '1',
  titleInPart: true,
  questions: [
    {
      id: 'name',
      label: 'questionnaire.crse.name.name.label',
      widget: 'text',
      rules: [{ kind: 'required', message: 'questionnaire.crse.name.name.errorMessage' }],
    },
    {
      id: 'incorporationCountry',
      label: 'questionnaire.crse.name.incorporationCountry.label',
      widget: 'country',
      rules: [{ kind: 'required', message: 'questionnaire.crse.name.incorporationCountry.errorMessage' }],
    },
  ],
};

/** Part 1 of the entity forms: the entity, its registered address and its mailing address (crse and fatca_crse). */
export const entityPart1: readonly BlockDef[] = [
  identification,
  internationalAddressBlock({ id: 'address', title: 'questionnaire.crse.address.title', part: '1' }),
  internationalAddressBlock({
    id: 'mailingAddress',
    title: 'questionnaire.crse.mailingAddress.title',
    part: '1',
    optional: true,
    linkBlock: 'address',
  }),
];

/** What the customer's record fills in and locks on the entity forms. */
export const entityLockGroups = { customerName: ['name.name'], customerAddress: ['address'] };
