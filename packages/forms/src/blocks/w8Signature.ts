import { signerBlock, type BlockDef, type PaperLayout, type SignerOption } from '@taxcert/engine';

export interface W8SignatureOptions {
  /** The signature section's id, e.g. 'part2'. */
  id: string;
  title: string;
  part: string;
  signer: SignerOption;
  dateFormat: string;
  /**
   * The W-8 revisions since 2021 ask the box "I certify that I have the capacity to sign for the person identified on
   * line 1 of this form"; the earlier ones the "capacity in which acting" (w8ben.md, Part III signature block).
   */
  capacityToSign: boolean;
  /** The consent statement shown above the signature (and printed there as the certification's `consent`). */
  statement: string;
  generateAffidavit?: boolean;
}

/** The signer of a Form W-8: capacity-to-sign box or capacity in which acting, name, consent statement, signature, date. */
export function w8SignerBlock(options: W8SignatureOptions): BlockDef {
  const { capacityToSign, ...rest } = options;
  return { ...signerBlock({ ...rest, capacityToSign, capacity: !capacityToSign }), titleInPart: true };
}

/**
 * The signature block of a Form W-8 as printed: the capacity-to-sign box ticked above the signature line (2021 and
 * later), the signature and date, then the printed name and — in the earlier revisions — the capacity in which acting.
 */
export function w8SignaturePaper(options: {
  section: string;
  capacityToSign: boolean;
  labels: { signature: string; date: string; printName: string };
}): PaperLayout['signature'] {
  const { section, capacityToSign, labels } = options;
  return {
    ...(capacityToSign ? { ticked: [`${section}.capacityToSign`] } : {}),
    line: [
      { label: labels.signature, answers: [`${section}.signature`] },
      { label: labels.date, answers: [`${section}.date`] },
    ],
    under: [
      { label: labels.printName, answers: [`${section}.name`] },
      ...(capacityToSign
        ? []
        : [
            {
              label: 'questionnaire.signer.capacity.label',
              answers: [`${section}.capacity`, `${section}.otherCapacity`],
            },
          ]),
    ],
  };
}
