import {
  signerBlock,
  taxResidencesBlock,
  type Answers,
  type BlockDef,
  type CertificationDef,
  type FormDefinition,
  type PaperLayout,
} from '@taxcert/engine';
import { controllingPersonEntityQuestions } from '../blocks/controllingPersonEntity';
import { formCatalogue } from '../catalogue';
import { crsPaper } from '../blocks/crsPaper';
import { individualLockGroups, individualPart1 } from '../blocks/crsIndividual';
import { duplicateJurisdictionCheck } from '../blocks/crsConsistency';

const { family, signatureSection, dateFormat, revision } = formCatalogue.crscp;

/**
 * Part 2: the entities of which the person is a controlling person, 1–3 (questionnaire-and-forms.md §9, entities list), each with its
 * legal name, whether it is a legal person, a trust or another legal arrangement, and the person's type of control
 * of it (CRS801–CRS813, crs.md CRS-CP Part 4: one type for each entity).
 */
const entities: BlockDef = {
  id: 'entities',
  title: 'questionnaire.crscp.entities.title',
  part: '2',
  titleInPart: true,
  questions: [
    {
      id: 'entities',
      label: 'questionnaire.crscp.entities.label',
      widget: 'repeater',
      props: { min: 1, max: 3 },
      items: {
        itemTitle: 'questionnaire.crscp.entities.itemTitle',
        questions: controllingPersonEntityQuestions({ required: true }),
      },
      rules: [{ kind: 'maxItems', max: 3, message: 'questionnaire.crscp.entities.maxItemsErrorMessage' }],
    },
  ],
};

/**
 * The declaration: the institution's own text as the controlling-person templates word it (crs.md, CRS-CP Part 5;
 * the OECD publishes no wording), in one key of the English catalogue. Unconfirmed: word for word against any one
 * institution's printed form.
 */
const declaration: CertificationDef = { intro: 'certification.crscp.declaration', items: [] };

/** As printed: each address on three lines, then the signature and date and under them the printed name and capacity. */
const paper: PaperLayout = crsPaper({
  section: 'part4',
  address: 'questionnaire.crscp.address.title',
  mailingAddress: 'questionnaire.crscp.mailingAddress.title',
});

/**
 * CRS controlling person self-certification, in the order of the widely used template (crs.md, CRS-CP): Part 1 the
 * person (name with title, family name first; current residence address with its town or city; mailing address;
 * date and place of birth), Part 2 the entities controlled (1–3) with the type of control of each, Part 3 tax
 * residences (1–3, questionnaire-and-forms.md §9) with TIN or reason A/B/C, Part 4 the declaration and signature (`part4`), with the
 * capacity of someone signing for the person.
 */
export const crscp: FormDefinition = {
  formType: 'crscp',
  family,
  title: 'questionnaire.crscp.title',
  revision,
  signatureSection,
  certification: declaration,
  paper,
  dateFormat,
  blocks: [
    ...individualPart1('crscp'),
    entities,
    {
      ...taxResidencesBlock({ title: 'questionnaire.crscp.taxResidences.title', part: '3', min: 1, max: 3 }),
      titleInPart: true,
    },
    {
      ...signerBlock({
        id: signatureSection,
        title: 'questionnaire.crscp.part4.title',
        part: '4',
        signer: 'individualOnly',
        dateFormat,
        statement: 'certification.crscp.declaration',
      }),
      titleInPart: true,
    },
  ],
  parts: [
    { id: '1', title: 'questionnaire.crscp.parts.1' },
    { id: '2', title: 'questionnaire.crscp.parts.2' },
    { id: '3', title: 'questionnaire.crscp.parts.3' },
    { id: '4', title: 'questionnaire.crscp.parts.4' },
  ],
  checks: [duplicateJurisdictionCheck()],
  lockGroups: individualLockGroups,
  // A controlling person by ownership of a Luxembourg company, resident in France.
  sampleAnswers: (current: Answers, signerName: string): Answers => ({
    ...current,
    entities: { entities: [{ entityName: 'Alder Holdings S.à r.l.', control: 'LegalPerson', nature: 'CRS801' }] },
    taxResidences: { taxResidences: [{ country: 'FR', tin: 'FR-2941-7730' }] },
    part4: { ...current.part4, name: signerName },
  }),
};
