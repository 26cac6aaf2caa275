import { birthDetailsBlock, crsNameBlock, type BlockDef } from '@taxcert/engine';
import { internationalAddressBlock } from './address';

/**
 * The name in the order of the widely used CRS individual self-certification templates: title, family name
 * or surname, first or given name, middle name(s) (crs.md, Part 1).
 */
export function familyNameFirst(block: BlockDef): BlockDef {
  const order = ['title', 'titleOther', 'lastName', 'firstName', 'middleName'];
  return { ...block, questions: [...block.questions].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)) };
}

/**
 * Part 1 of the individual CRS forms (crsi and crscp, titled under their own keys; the FATCA/CRS individual form asks
 * the CRS-I's): the name with title, family name first; the current residence address with its town or city (the
 * templates' line 2); the mailing address; date and place of birth.
 */
export function individualPart1(form: 'crsi' | 'crscp'): BlockDef[] {
  return [
    {
      ...familyNameFirst(crsNameBlock({ title: `questionnaire.${form}.crsName.title`, part: '1' })),
      titleInPart: true,
    },
    internationalAddressBlock({
      id: 'address',
      title: `questionnaire.${form}.address.title`,
      part: '1',
      rules: { line3: [{ kind: 'required', message: 'questionnaire.crsi.address.townErrorMessage' }] },
    }),
    internationalAddressBlock({
      id: 'mailingAddress',
      title: `questionnaire.${form}.mailingAddress.title`,
      part: '1',
      optional: true,
      linkBlock: 'address',
    }),
    birthDetailsBlock({
      title: `questionnaire.${form}.birthDetails.title`,
      part: '1',
      dateFormat: 'dd-MM-yyyy',
      place: true,
    }),
  ];
}

/** What the customer's record fills in and locks on the individual CRS forms (and the FATCA/CRS individual form). */
export const individualLockGroups = {
  customerName: ['crsName.firstName', 'crsName.middleName', 'crsName.lastName'],
  customerAddress: ['address'],
  customerBirthDate: ['birthDetails.birthDate'],
};
