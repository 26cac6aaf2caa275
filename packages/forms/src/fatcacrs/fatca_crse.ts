import {
  signerBlock,
  taxResidencesBlock,
  usTinRules,
  yesNoOptions,
  type Answers,
  type BlockDef,
  type CertificationDef,
  type FormDefinition,
  type PaperLayout,
  type QuestionDef,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { CRS_CITY_LINE, crsPaper } from '../blocks/crsPaper';
import { crsControllingPersonsBlock } from '../blocks/crsControllingPersons';
import { entityLockGroups, entityPart1 } from '../blocks/crsEntity';
import { crsEntityTypeBlock, needsControllingPersons } from '../blocks/crsEntityType';
import { fatcaEntityBlock, isPassiveNffe } from './fatcaEntity';
import { fatcaCrsEntityChecks } from './fatcaCrsConsistency';
import { CONTROLLING_PERSON_COUNTRIES, duplicateJurisdictionCheck } from '../blocks/crsConsistency';

/**
 * The combined FATCA and CRS declaration for an entity: the institution's own text, one key of the English catalogue
 * shared by both revisions (ADR 017). Unconfirmed: word for word against any one institution's printed form.
 */
const declaration: CertificationDef = { intro: 'certification.fatca_crse.declaration', items: [] };

const paper: PaperLayout = crsPaper({
  section: 'signature',
  address: 'questionnaire.crse.address.title',
  mailingAddress: 'questionnaire.crse.mailingAddress.title',
  // Part 1 is the CRS-E's, so its addresses print as the CRS-E's do (ADR 063).
  cityLine: CRS_CITY_LINE,
});

const personKey = (field: string, suffix: string) => `questionnaire.fatcaEntity.controllingPerson.${field}.${suffix}`;

/**
 * The FATCA question of each controlling person (fatca-crs-lines.md §3): is the person a US citizen or a US resident
 * for tax purposes; Yes asks the person's US TIN (SSN or ITIN, the SSN identifier module's boxes and layout).
 */
const usPersonQuestions: QuestionDef[] = [
  {
    id: 'isUsPerson',
    label: personKey('isUsPerson', 'label'),
    widget: 'radio',
    props: { options: yesNoOptions },
    clearsOnChange: ['usTin'],
    rules: [{ kind: 'required', message: personKey('isUsPerson', 'errorMessage') }],
  },
  {
    id: 'usTin',
    label: personKey('usTin', 'label'),
    widget: 'tin',
    props: { length: 9, identifier: 'ssn' },
    visible: (ctx) => ctx.block.isUsPerson === 'Yes',
    rules: usTinRules('Ssn', true),
  },
];

/** The CRS controlling persons with each person's FATCA question after the person's tax residences. */
function withUsPersonQuestions(block: BlockDef): BlockDef {
  return {
    ...block,
    questions: block.questions.map((question) =>
      question.items
        ? { ...question, items: { ...question.items, questions: [...question.items.questions, ...usPersonQuestions] } }
        : question,
    ),
  };
}

/**
 * Combined FATCA/CRS entity self-certification: Part 1 the CRS-E's identification and addresses; Part 2 FATCA (the US
 * person test; a US person specified or in an excluded category, with its EIN or "applied for"; any other entity its
 * FATCA status with the data the status needs: fatcaEntity.ts); Part 3 the CRS entity type followed by the
 * controlling persons (1–6, questionnaire-and-forms.md §9) of a passive NFE, an investment entity managed by another FI or a passive NFFE,
 * each asked whether a US citizen or resident (and then the US TIN); Part 4 CRS tax residences 1–5; Part 5 the
 * combined declaration and the entity's signer (`signature`). The FATCA status and the CRS type are compared
 * (fatcaCrsConsistency.ts, ADR 060).
 */
function fatcaCrsEntity(formType: 'fatca_crse_2022' | 'fatca_crse_2023'): FormDefinition {
  const { family, signatureSection, dateFormat, revision } = formCatalogue[formType];
  return {
    formType,
    family,
    title: 'questionnaire.fatca_crse.title',
    revision,
    signatureSection,
    certification: declaration,
    paper,
    dateFormat,
    blocks: [
      ...entityPart1,
      { ...fatcaEntityBlock({ title: 'questionnaire.fatca_crse.fatcaEntity.title', part: '2' }), titleInPart: true },
      {
        ...crsEntityTypeBlock({ title: 'questionnaire.fatca_crse.crsEntityType.title', part: '3' }),
        titleInPart: true,
      },
      {
        ...withUsPersonQuestions(
          crsControllingPersonsBlock({
            title: 'questionnaire.controllingPersons.title',
            part: '3',
            min: 1,
            max: 6,
            dateFormat: 'dd-MM-yyyy',
            taxResidences: { min: 1, max: 3 },
          }),
        ),
        visible: (ctx) => needsControllingPersons(ctx.answers) || isPassiveNffe(ctx.answers),
      },
      {
        ...taxResidencesBlock({ title: 'questionnaire.fatca_crse.taxResidences.title', part: '4', min: 1, max: 5 }),
        titleInPart: true,
      },
      {
        ...signerBlock({
          id: signatureSection,
          title: 'questionnaire.fatca_crse.signature.title',
          part: '5',
          signer: 'entityOnly',
          dateFormat,
          statement: 'certification.fatca_crse.declaration',
        }),
        titleInPart: true,
      },
    ],
    parts: [
      { id: '1', title: 'questionnaire.crse.parts.1' },
      { id: '2', title: 'questionnaire.fatca_crse.parts.2' },
      { id: '3', title: 'questionnaire.crse.parts.2' },
      { id: '4', title: 'questionnaire.crse.parts.3' },
      { id: '5', title: 'questionnaire.crse.parts.4' },
    ],
    checks: [
      duplicateJurisdictionCheck(),
      duplicateJurisdictionCheck(CONTROLLING_PERSON_COUNTRIES),
      ...fatcaCrsEntityChecks(),
    ],
    lockGroups: entityLockGroups,
    // A Luxembourg holding company, a passive NFFE and passive NFE, with one controlling person, a US citizen.
    sampleAnswers: (current: Answers, signerName: string): Answers => ({
      ...current,
      name: { ...current.name, incorporationCountry: 'LU' },
      fatcaEntity: { isUsPerson: 'No', status: 'PassiveNffe' },
      crsEntityType: { entityType: 'PassiveNFE' },
      controllingPersons: {
        controllingPersons: [
          {
            firstName: 'Marie',
            lastName: 'Weber',
            birthDate: '14-02-1975',
            birthCountry: 'LU',
            type: 'CRS801',
            address: [{ line1: '3 Rue du Fort', country: 'LU' }],
            taxResidences: [{ country: 'LU', tin: '1975021412345' }],
            isUsPerson: 'Yes',
            usTin: '123456780',
          },
        ],
      },
      taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
      signature: { ...current.signature, name: signerName, capacity: 'Director' },
    }),
  };
}

/** The combined entity form, 2022 revision (same content as 2023: ADR 017). */
export const fatca_crse_2022: FormDefinition = fatcaCrsEntity('fatca_crse_2022');
/** The combined entity form, 2023 revision. */
export const fatca_crse_2023: FormDefinition = fatcaCrsEntity('fatca_crse_2023');
