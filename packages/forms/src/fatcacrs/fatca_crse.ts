import {
  signerBlock,
  taxResidencesBlock,
  type Answers,
  type CertificationDef,
  type FormDefinition,
  type PaperLayout,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { crsPaper } from '../crsi/paper';
import { crsControllingPersonsBlock } from '../crse/controllingPersons';
import { entityLockGroups, entityPart1 } from '../crse/crse';
import { crsEntityTypeBlock, needsControllingPersons } from '../crse/entityType';
import { fatcaEntityBlock, isPassiveNffe } from './fatcaEntity';
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
});

/**
 * Combined FATCA/CRS entity self-certification: Part 1 the CRS-E's identification and addresses; Part 2 FATCA (US
 * person or not, its US TIN, or its FATCA status with the GIIN or sponsor the status asks); Part 3 the CRS entity type
 * followed by the controlling persons (1–6, spec §9) of a passive NFE, an investment entity managed by another FI or a
 * passive NFFE; Part 4 CRS tax residences 1–5; Part 5 the combined declaration and the entity's signer (`signature`).
 */
function fatcaCrsEntity(formType: 'fatca_crse_2022' | 'fatca_crse_2023', revision: string): FormDefinition {
  const { family, signatureSection, dateFormat } = formCatalogue[formType];
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
        ...crsControllingPersonsBlock({
          title: 'questionnaire.controllingPersons.title',
          part: '3',
          min: 1,
          max: 6,
          dateFormat: 'dd-MM-yyyy',
          taxResidences: { min: 1, max: 3 },
        }),
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
    checks: [duplicateJurisdictionCheck(), duplicateJurisdictionCheck(CONTROLLING_PERSON_COUNTRIES)],
    lockGroups: entityLockGroups,
    // A Luxembourg holding company, a passive NFFE and passive NFE, with one controlling person.
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
          },
        ],
      },
      taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
      signature: { ...current.signature, name: signerName, capacity: 'Director' },
    }),
  };
}

/** The combined entity form, 2022 revision (same content as 2023: ADR 017). */
export const fatca_crse_2022: FormDefinition = fatcaCrsEntity('fatca_crse_2022', '2022');
/** The combined entity form, 2023 revision. */
export const fatca_crse_2023: FormDefinition = fatcaCrsEntity('fatca_crse_2023', '2023');
