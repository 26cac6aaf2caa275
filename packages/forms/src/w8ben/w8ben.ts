import { type Answers, type FormDefinition, type PaperLayout } from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { w8SignaturePaper, w8SignerBlock } from '../blocks/w8Signature';
import { W8BEN_SIGNATURE_LABELS, w8ben2021Paper } from './texts';
import { w8ben_2021 } from './w8ben_2021';

const { signatureSection, dateFormat, revision } = formCatalogue.w8ben;

/**
 * The earlier revision's signature block: "Capacity in which acting" under the printed name where Rev. October 2021
 * has the capacity-to-sign box (w8ben.md, Part III signature block).
 */
const paper: PaperLayout = {
  ...w8ben2021Paper,
  signature: w8SignaturePaper({ section: signatureSection, capacityToSign: false, labels: W8BEN_SIGNATURE_LABELS }),
};

/**
 * Form W-8BEN, the unversioned code: the revision before October 2021 (the online configuration's Rev. July 2017), as a
 * variant of `w8ben_2021` (ADR 019). The one difference the reference states (w8ben.md): the 2017 revision asks the
 * "capacity in which acting" where 2021 has the box "I certify that I have the capacity to sign for the person
 * identified on line 1 of this form". Everything else — Part I lines 1–8 with 6a/6b, Part II, the certification's
 * wording — is the 2021 form's: the reference gives no other fact about the earlier revision, so those texts are
 * *unconfirmed wording* for it, to be replaced by the official PDF's words before production (ADR 019 lists them).
 * Its header and "Do NOT use this form if" list are the 2021 revision's too (*unconfirmed* for 2017).
 */
export const w8ben: FormDefinition = {
  ...w8ben_2021,
  formType: 'w8ben',
  revision,
  signatureSection,
  dateFormat,
  paper,
  blocks: w8ben_2021.blocks.map((block) =>
    block.id !== signatureSection
      ? block
      : w8SignerBlock({
          id: signatureSection,
          title: 'questionnaire.w8ben.part3.title',
          part: 'III',
          signer: 'individualOnly',
          dateFormat,
          capacityToSign: false,
          statement: 'certification.w8.consent',
          generateAffidavit: true,
        }),
  ),
  sampleAnswers: (current: Answers, signerName: string): Answers => {
    const sample = w8ben_2021.sampleAnswers?.(current, signerName) ?? current;
    const { capacityToSign: _ticked, ...signer } = sample[signatureSection] ?? {};
    return { ...sample, [signatureSection]: { ...signer, name: signerName } };
  },
};

/** The texts the 2017 revision shows with the 2021 form's words, unconfirmed for it (see {@link w8ben}). */
export const W8BEN_2017_UNCONFIRMED = [
  'certification.w8ben_2021.intro',
  ...[1, 2, 3].map((n) => `certification.w8ben_2021.item${n}`),
  ...['a', 'b', 'c', 'd'].map((letter) => `certification.w8ben_2021.item3${letter}`),
  ...[4, 5].map((n) => `certification.w8ben_2021.item${n}`),
  'certification.w8ben_2021.note',
] as const;
