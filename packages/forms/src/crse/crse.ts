import {
  signerBlock,
  taxResidencesBlock,
  type Answers,
  type BlockDef,
  type CertificationDef,
  type FormDefinition,
  type PaperLayout,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { CRS_CITY_LINE, crsPaper } from '../blocks/crsPaper';
import { crsControllingPersonsBlock, withCrsStreetLabel } from '../blocks/crsControllingPersons';
import { entityLockGroups, entityPart1 } from '../blocks/crsEntity';
import { crsEntityTypeBlock, needsControllingPersons } from '../blocks/crsEntityType';
import { CONTROLLING_PERSON_COUNTRIES, duplicateJurisdictionCheck } from '../blocks/crsConsistency';

/**
 * The declaration: the institution's own text, as the entity templates word it (crs.md, CRS-E Part 5; the OECD
 * publishes no wording). One text of the form, in one key of the English catalogue. Unconfirmed: word for word
 * against any one institution's printed form.
 */
const declaration: CertificationDef = { intro: 'certification.crse.declaration', items: [] };

/**
 * As printed: each address on three lines under the CRS templates' labels (not the W-8BEN's), then the signature and
 * date and under them the signer's name and capacity.
 */
const paper: PaperLayout = crsPaper({
  section: 'part4',
  address: 'questionnaire.crse.address.title',
  mailingAddress: 'questionnaire.crse.mailingAddress.title',
  cityLine: CRS_CITY_LINE,
});

/** Part 1 of the CRS-E: {@link entityPart1} with each address's first line under the CRS templates' label. */
const crsEntityPart1: readonly BlockDef[] = entityPart1.map((block) =>
  block.id === 'address' || block.id === 'mailingAddress'
    ? { ...block, questions: block.questions.map(withCrsStreetLabel) }
    : block,
);

/**
 * CRS entity self-certification, in the order of the widely used industry template (crs.md): Part 1 the entity
 * (legal name, country of incorporation, registered address, mailing address); Part 2 its entity type with the
 * sub-type's questions (a Financial Institution's GIIN if it holds one), followed by its controlling persons (1–3,
 * questionnaire-and-forms.md §9) when it is a passive NFE or an investment entity managed by another Financial Institution, with the
 * guidance that they are natural persons and the senior managing official the last resort; Part 3 its tax residences
 * (1–3) with TIN or reason A/B/C; Part 4 the declaration and the signer with capacity (the catalogue's signature
 * section `part4`). The templates' separate controlling-person part follows the entity type here, as the spec's four
 * parts leave no other place.
 */
function crsEntityDefinition(formType: 'crse' | 'ucrse_2019', listed: 'separate' | 'combined'): FormDefinition {
  const { family, signatureSection, dateFormat, revision } = formCatalogue[formType];
  return {
    formType,
    family,
    title: 'questionnaire.crse.title',
    revision,
    signatureSection,
    certification: declaration,
    paper,
    dateFormat,
    blocks: [
      ...crsEntityPart1,
      {
        ...crsEntityTypeBlock({ title: 'questionnaire.crse.crsEntityType.title', part: '2', listed, giin: true }),
        titleInPart: true,
      },
      {
        // Each controlling person gives at least one jurisdiction of tax residence (the data the CRS reports for a
        // controlling person, crs.md CRS-CP Part 3): 1–3 here, not the shared block's 0–3.
        ...crsControllingPersonsBlock({
          title: 'questionnaire.controllingPersons.title',
          part: '2',
          min: 1,
          max: 3,
          dateFormat: 'dd-MM-yyyy',
          taxResidences: { min: 1, max: 3 },
          guidance: true,
        }),
        visible: (ctx) => needsControllingPersons(ctx.answers),
      },
      {
        ...taxResidencesBlock({ title: 'questionnaire.crse.taxResidences.title', part: '3', min: 1, max: 3 }),
        titleInPart: true,
      },
      {
        ...signerBlock({
          id: signatureSection,
          title: 'questionnaire.crse.part4.title',
          part: '4',
          signer: 'entityOnly',
          dateFormat,
          statement: 'certification.crse.declaration',
        }),
        titleInPart: true,
      },
    ],
    // Parts of the widely used entity template (crs.md); the templates number no lines.
    parts: [
      { id: '1', title: 'questionnaire.crse.parts.1' },
      { id: '2', title: 'questionnaire.crse.parts.2' },
      { id: '3', title: 'questionnaire.crse.parts.3' },
      { id: '4', title: 'questionnaire.crse.parts.4' },
    ],
    checks: [duplicateJurisdictionCheck(), duplicateJurisdictionCheck(CONTROLLING_PERSON_COUNTRIES)],
    lockGroups: entityLockGroups,
    // A passive NFE resident in Luxembourg with one controlling person, signed by a director.
    sampleAnswers: (current: Answers, signerName: string): Answers => ({
      ...current,
      name: { ...current.name, name: current.name?.name ?? 'Alder Holdings S.à r.l.', incorporationCountry: 'LU' },
      address: { line1: '12 Rue Erasme', line3: 'Luxembourg', postalCode: '1468', country: 'LU', ...current.address },
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
      part4: { ...current.part4, name: signerName, capacity: 'Director' },
    }),
  };
}

/** The CRS-E (the spec's code without a revision; 2016, its catalogue edition): the listed corporation and its related entity apart. */
export const crse: FormDefinition = crsEntityDefinition('crse', 'separate');

/**
 * The 2019 industry template (ADR 017): the same parts and questions, but the listed corporation and the related
 * entity of one share a box, the corporation's name asked only of a related entity.
 */
export const ucrse_2019: FormDefinition = crsEntityDefinition('ucrse_2019', 'combined');
