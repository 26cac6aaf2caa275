import type { PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from '../blocks/address';

export interface CrsPaperOptions {
  /** The definition's signature section, e.g. 'part3'. */
  section: string;
  /** Printed labels of the current residence address and the mailing address (their street lines). */
  address: string;
  mailingAddress: string;
  /** Labels printed under the signature line: the signer's name and the capacity (the signer block's by default). */
  printName?: string;
  capacity?: string;
}

/**
 * How the CRS and FATCA/CRS self-certifications print: each address on three lines (street; city or town, state or
 * province, postal code; country), then the signature and date and, under them, the printed name and the capacity
 * in which the signer acts. The affidavit option is not on these forms.
 */
export function crsPaper(options: CrsPaperOptions): PaperLayout {
  const at = (question: string) => `${options.section}.${question}`;
  return {
    rows: [
      ...internationalAddressRows('address', options.address),
      ...internationalAddressRows('mailingAddress', options.mailingAddress),
    ],
    signature: {
      line: [
        { label: 'questionnaire.signer.signature.label', answers: [at('signature')] },
        { label: 'questionnaire.signer.date.label', answers: [at('date')] },
      ],
      under: [
        { label: options.printName ?? 'questionnaire.signer.name.label', answers: [at('name')] },
        {
          label: options.capacity ?? 'questionnaire.signer.capacity.label',
          answers: [at('capacity'), at('otherCapacity')],
        },
      ],
    },
  };
}
