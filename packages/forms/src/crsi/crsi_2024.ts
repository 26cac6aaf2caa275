import {
  signerBlock,
  taxResidencesBlock,
  type Answers,
  type CertificationDef,
  type FormDefinition,
  type PaperLayout,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { crsPaper } from '../blocks/crsPaper';
import { individualLockGroups, individualPart1 } from '../blocks/crsIndividual';
import { duplicateJurisdictionCheck } from '../blocks/crsConsistency';

const { family, signatureSection, dateFormat, revision } = formCatalogue.crsi_2024;

/**
 * Part 3's declaration: the institution's own text, as the templates word it (crs.md, Part 3; the CRS is not an
 * official form and the OECD publishes no wording). One text for the 2024 revision, in one key of the English
 * catalogue (fixtures/languages/en/questionnaire.json). Unconfirmed: word for word against any one
 * institution's printed form.
 */
const declaration: CertificationDef = { intro: 'certification.crsi_2024.declaration', items: [] };

/**
 * As printed: Part 1's name in the template's order, each address on three lines (street; city or town, state or
 * province, postal code; country), Part 2's tax residences, Part 3's declaration, then the signature and date and,
 * under them, the printed name and the capacity in which the signer acts. The affidavit option is not on the form.
 */
const paper: PaperLayout = crsPaper({
  section: 'part3',
  address: 'questionnaire.crsi.address.title',
  mailingAddress: 'questionnaire.crsi.mailingAddress.title',
  printName: 'pdf.crsi_2024.printName',
  capacity: 'pdf.crsi_2024.capacity',
});

/**
 * CRS individual self-certification (2024), in the order of the widely used templates: Part 1 identification
 * (name with title, family name first; current residence address with its town or city; mailing address; date
 * and place of birth), Part 2 tax residences with TIN or reason A/B/C (1–5, additional ones optional), Part 3
 * declarations and signature (the signature section `part3`).
 */
export const crsi_2024: FormDefinition = {
  formType: 'crsi_2024',
  family,
  title: 'questionnaire.crsi.title',
  revision,
  signatureSection,
  certification: declaration,
  paper,
  dateFormat,
  blocks: [
    ...individualPart1('crsi'),
    {
      ...taxResidencesBlock({
        title: 'questionnaire.crsi.taxResidences.title',
        part: '2',
        min: 1,
        max: 5,
        optionalBeyondMin: true,
      }),
      titleInPart: true,
    },
    {
      ...signerBlock({
        id: signatureSection,
        title: 'questionnaire.crsi.part3.title',
        part: '3',
        signer: 'individualOnly',
        dateFormat,
        statement: 'certification.crsi_2024.declaration',
      }),
      titleInPart: true,
    },
  ],
  // Parts of the widely used individual self-certification templates (crs.md). Not an official form: an
  // institution may design its own, and the templates number no lines, so CRS-I questions carry none.
  parts: [
    { id: '1', title: 'questionnaire.crsi.parts.1' },
    { id: '2', title: 'questionnaire.crsi.parts.2' },
    { id: '3', title: 'questionnaire.crsi.parts.3' },
  ],
  checks: [duplicateJurisdictionCheck()],
  lockGroups: individualLockGroups,
  // A CRS-I resident in France with a French TIN, signed by the account holder.
  sampleAnswers: (current: Answers, signerName: string): Answers => ({
    ...current,
    taxResidences: { taxResidences: [{ country: 'FR', tin: 'FR-2941-7730' }] },
    part3: { ...current.part3, name: signerName },
  }),
};
