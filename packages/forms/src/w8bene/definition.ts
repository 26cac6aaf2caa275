import { isTicked, textOf, type Answers, type BlockDef, type FormDefinition } from '@taxcert/engine';
import {
  internationalAddressBlock,
  isNotInCareOf,
  isNotPoBox,
  isOutsideUs,
  permanentResidenceRules,
} from '../blocks/address';
import { ch4ChoiceIs, ch4PartBlocks, ch4PartOf } from '../blocks/ch4Parts';
import { W8BENE_CH4_PARTS, W8BENE_GIIN_REQUIRED_STATUSES } from './statusParts';
import { disregardedEntityBlock } from '../blocks/disregardedEntity';
import { entityTypeBlock, HYBRID_CH3_STATUSES } from '../blocks/entityType';
import { substantialOwnersBlock } from '../blocks/substantialOwner';
import { taxIdNumbersBlock } from '../blocks/taxIdNumbers';
import { treatyClaimBlock } from '../blocks/treatyClaim';
import { identificationBlock } from '../blocks/identification';
import { w8SignerBlock } from '../blocks/w8Signature';
import { formCatalogue } from '../catalogue';
import type { W8beneRevision } from './revisions';
import { W8BENE_HEADER, W8BENE_NOT_FOR } from './header';
import { W8BENE_CAPACITY_TO_SIGN, W8BENE_LINE_TEXTS, w8beneCertification, w8benePaper } from './texts';
import { usIndiciaChecks } from '../blocks/usIndicia';

const key = (id: string) => `questionnaire.w8bene.${id}`;

/** Line 10: reference number(s), optional. */
const referenceBlock: BlockDef = {
  id: 'referenceNumbers',
  title: key('referenceNumbers.title'),
  part: 'I',
  questions: [{ id: 'referenceNumbers', line: '10', label: key('line10.label'), widget: 'text' }],
};

/**
 * Part XXX's signer: the capacity-to-sign box in the entity's words ("…for the entity identified on line 1", as the
 * reference quotes it), the printed name, and the consent statement directly above the signature.
 */
function entitySignerBlock(id: string, dateFormat: string): BlockDef {
  const block = w8SignerBlock({
    id,
    title: key('parts.XXX'),
    part: 'XXX',
    signer: 'entityOnly',
    dateFormat,
    capacityToSign: true,
    statement: 'certification.w8.consent',
  });
  const questions = block.questions.map((q) =>
    q.id === 'capacityToSign'
      ? {
          ...q,
          label: W8BENE_CAPACITY_TO_SIGN.label,
          rules: [{ kind: 'custom' as const, test: isTicked, message: W8BENE_CAPACITY_TO_SIGN.errorMessage }],
        }
      : q,
  );
  return { ...block, questions };
}

/** The block with `hint` on one of its questions. */
const withHint = (block: BlockDef, questionId: string, hint: string): BlockDef => ({
  ...block,
  questions: block.questions.map((q) => (q.id === questionId ? { ...q, hint } : q)),
});

const passiveNffe = ch4PartOf(W8BENE_CH4_PARTS, 'PassiveNffe');

/**
 * A Form W-8BEN-E revision in the official line order (w8bene.md, w8bene-lines.md): its header and "Do not use this
 * form for" rows (./header.ts); Part I lines 1–2, the chapter 3 and 4 statuses of lines 4–5 (filtered by the form
 * type's valid combinations), the permanent residence (line 6, outside the US, never a P.O. box or in-care-of
 * address) and mailing address (7), the U.S. TIN, GIIN and foreign TIN (8–9b, and 9c where the revision has it: the
 * GIIN, not the U.S. TIN, for the FFI statuses, ADR 016), the reference number (10); Part II (line 3 and lines 11–13:
 * the disregarded entity or branch receiving the payment, line 12 never a P.O. box or in-care-of address); Part III
 * (14a, 14b's statement with the LOB list, 14c, 15); the one Part of IV–XXVIII the chapter 4 status opens; Part XXIX
 * (its introduction; substantial U.S. owners, persons or entities) when the passive NFFE ticks 40c; Part XXX
 * (certification of the revision, capacity to sign, signature). The revision's traits decide what differs (ADR 050).
 *
 * The certification texts (Part XXX, the boxes of Parts IV–XXVIII) are in ./texts.ts: UNCONFIRMED WORDING written
 * from the reference's summaries, to be replaced by the official PDF's words before production (ADR 016, ADR 050).
 */
export function w8beneDefinition(revision: W8beneRevision): FormDefinition {
  const { family, signatureSection, dateFormat, revision: printed } = formCatalogue[revision.formType];
  // Part II's heading note (who completes it) is line 3's hint.
  const partII = withHint(
    {
      ...disregardedEntityBlock({
        title: key('parts.II'),
        part: 'II',
        lines: { name: '3', type: '11', address: '12', giin: '13' },
        // Line 12 as line 6: no P.O. box or in-care-of address; a U.S. branch's address is in the US.
        addressRules: Object.fromEntries(
          ['line1', 'line2'].map((id) => [
            id,
            [
              { kind: 'custom', test: isNotPoBox, message: key('line12.poBoxErrorMessage') },
              { kind: 'custom', test: isNotInCareOf, message: key('line12.inCareOfErrorMessage') },
            ],
          ]),
        ),
      }),
      titleInPart: true,
    },
    'name',
    key('partII.note'),
  );
  return {
    formType: revision.formType,
    family,
    title: key('title'),
    revision: printed,
    header: W8BENE_HEADER,
    notFor: W8BENE_NOT_FOR,
    signatureSection,
    certification: w8beneCertification(revision),
    paper: w8benePaper,
    dateFormat,
    blocks: [
      identificationBlock({ keyPrefix: 'questionnaire.w8bene' }),
      entityTypeBlock({
        title: key('entityType.title'),
        part: 'I',
        ch3Statuses: revision.ch3Statuses,
        lines: { ch3Status: '4', ch4Status: '5' },
      }),
      internationalAddressBlock({
        id: 'address',
        title: key('address.title'),
        part: 'I',
        line: '6',
        rules: permanentResidenceRules({
          poBox: key('address.poBoxErrorMessage'),
          inCareOf: key('address.inCareOfErrorMessage'),
          inUs: key('address.usErrorMessage'),
        }),
      }),
      internationalAddressBlock({
        id: 'mailingAddress',
        title: key('mailingAddress.title'),
        part: 'I',
        line: '7',
        optional: true,
        linkBlock: 'address',
      }),
      taxIdNumbersBlock({
        title: key('taxIdNumbers.title'),
        part: 'I',
        usTinStatuses: [],
        ftinNotRequiredBox: revision.ftinNotRequiredBox,
        giinRequiredStatuses: W8BENE_GIIN_REQUIRED_STATUSES,
        sources: { nonReportingIgaFfi: 'partXII' },
        lines: { usTin: '8', giin: '9a', ftin: '9b', ftinNotRequired: '9c' },
      }),
      referenceBlock,
      // The spec's one disregarded entity shape: line 3's name is asked with Part II's lines 11–13 and printed on line 3.
      partII,
      {
        ...treatyClaimBlock({
          title: key('parts.III'),
          part: 'III',
          limitationOnBenefit: true,
          otherWritten: true,
          noLobArticle: revision.noLobArticle,
          usSourceDividends: true,
          labels: { limitationOnBenefit: W8BENE_LINE_TEXTS.line14b, specialRates: W8BENE_LINE_TEXTS.line15 },
          lines: { country: '14a', limitationOnBenefit: '14b', specialRates: '15', usSourceDividends: '14c' },
        }),
        titleInPart: true,
        // Line 4: a disregarded entity, partnership, simple or grantor trust completes Part III only as a hybrid
        // making a treaty claim; hidden, the claim is cleared.
        visible: (ctx) =>
          !HYBRID_CH3_STATUSES.includes(textOf(ctx.answers.entityType?.ch3Status)) ||
          ctx.answers.entityType?.hybridEntity === 'Yes',
      },
      ...ch4PartBlocks({ parts: W8BENE_CH4_PARTS, keyPrefix: 'questionnaire.w8bene', dateFormat: 'MM-dd-yyyy' }),
      {
        ...substantialOwnersBlock({
          title: key('parts.XXIX'),
          part: 'XXIX',
          entityOwners: true,
          label: W8BENE_LINE_TEXTS.partXXIXIntro,
          visible: (ctx) => passiveNffe !== undefined && ch4ChoiceIs(ctx, passiveNffe, '40c'),
        }),
        titleInPart: true,
      },
      entitySignerBlock(signatureSection, dateFormat),
    ],
    parts: ['I', 'II', 'III', ...W8BENE_CH4_PARTS.map((p) => p.part), 'XXIX', 'XXX'].map((id) => ({
      id,
      title: key(`parts.${id}`),
    })),
    // US indicia: a US country of incorporation is refused (Form W-9 instead), the others warn.
    checks: usIndiciaChecks('entity', { incorporation: 'name.country', mailing: 'mailingAddress.country' }),
    lockGroups: {
      customerName: ['name.name'],
      customerAddress: ['address'],
    },
    // An active NFFE incorporated in Germany with a foreign TIN and no treaty claim, signed by an officer.
    sampleAnswers: (current: Answers, signerName: string): Answers => ({
      ...current,
      name: {
        name: 'Example GmbH',
        ...current.name,
        country: current.name?.country === 'US' || !current.name?.country ? 'DE' : current.name.country,
      },
      entityType: { ch3Status: 'Corporation', ch4Status: 'ActiveNffe' },
      address:
        current.address?.country && isOutsideUs(current.address.country)
          ? { ...current.address }
          : { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
      taxIdNumbers: { ftin: 'DE123456789', ...(revision.ftinNotRequiredBox ? { ftinNotRequired: false } : {}) },
      treatyClaim: { claimed: 'No' },
      partXXV: { box39: true },
      [signatureSection]: { ...current[signatureSection], capacityToSign: true, name: signerName },
    }),
  };
}
