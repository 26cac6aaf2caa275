import {
  addressBlock,
  birthDetailsBlock,
  crsNameBlock,
  signerBlock,
  taxResidencesBlock,
  type Answers,
  type FormDefinition,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';

const { family, signatureSection, dateFormat } = formCatalogue.crsi_2024;

/**
 * CRS individual self-certification (2024), in the OECD model's order: Part 1 identification (name
 * with title, current residence address, mailing address, date and place of birth), Part 2 tax
 * residences with TIN or reason A/B/C (1–5, additional ones optional), Part 3 declarations and
 * signature (the signature section `part3`).
 */
export const crsi_2024: FormDefinition = {
  formType: 'crsi_2024',
  family,
  title: 'questionnaire.crsi.title',
  revision: '2024',
  signatureSection,
  certificationStatement: 'questionnaire.crsi.declaration.statement',
  dateFormat,
  blocks: [
    { ...crsNameBlock({ title: 'questionnaire.crsi.crsName.title', part: '1' }), titleInPart: true },
    addressBlock({ id: 'address', title: 'questionnaire.crsi.address.title', part: '1' }),
    addressBlock({ id: 'mailingAddress', title: 'questionnaire.crsi.mailingAddress.title', part: '1', optional: true, linkBlock: 'address' }),
    birthDetailsBlock({ title: 'questionnaire.crsi.birthDetails.title', part: '1', dateFormat: 'dd-MM-yyyy', place: true }),
    { ...taxResidencesBlock({ title: 'questionnaire.crsi.taxResidences.title', part: '2', min: 1, max: 5, optionalBeyondMin: true }), titleInPart: true },
    {
      ...signerBlock({
        id: signatureSection,
        title: 'questionnaire.crsi.part3.title',
        part: '3',
        signer: 'individualOnly',
        dateFormat,
        statement: 'questionnaire.crsi.declaration.statement',
      }),
      titleInPart: true,
    },
  ],
  // Parts of the OECD model individual self-certification (crs.md). The model is not an official form:
  // an institution may design its own, and the model numbers no lines, so CRS-I questions carry none.
  parts: [
    { id: '1', title: 'questionnaire.crsi.parts.1' },
    { id: '2', title: 'questionnaire.crsi.parts.2' },
    { id: '3', title: 'questionnaire.crsi.parts.3' },
  ],
  lockGroups: {
    customerName: ['crsName.firstName', 'crsName.middleName', 'crsName.lastName'],
    customerAddress: ['address'],
    customerBirthDate: ['birthDetails.birthDate'],
  },
  // A CRS-I resident in France with a French TIN, signed by the account holder.
  sampleAnswers: (current: Answers, signerName: string): Answers => ({
    ...current,
    taxResidences: { taxResidences: [{ country: 'FR', tin: 'FR-2941-7730' }] },
    part3: { ...current.part3, name: signerName },
  }),
};
