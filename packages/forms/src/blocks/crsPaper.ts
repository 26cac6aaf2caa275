import type { PaperLayout } from '@taxcert/engine';
import { internationalAddressRows } from './address';

export interface CrsPaperOptions {
  /** The definition's signature section, e.g. 'part3'. */
  section: string;
  /** Printed labels of the current residence address and the mailing address (their street lines). */
  address: string;
  mailingAddress: string;
  /**
   * Label of the line under the street: town or city, province or state, postal code. The W-8BEN's line 3 wording
   * by default (the CRS-I's choice, docs/forms.md); {@link CRS_CITY_LINE} for the forms that print the CRS
   * templates' own.
   */
  cityLine?: string;
  /** Labels printed under the signature line: the signer's name and the capacity (the signer block's by default). */
  printName?: string;
  capacity?: string;
}

/**
 * The CRS templates' own label of the address line under the street (crs.md, CRS-I Part 1: town, city, province,
 * county or state, with the postal code or ZIP code), in our words — not the W-8BEN's line 3 wording.
 */
export const CRS_CITY_LINE = 'pdf.crs.address.cityLine';

/**
 * How the CRS and FATCA/CRS self-certifications print: each address on three lines (street; city or town, state or
 * province, postal code; country), then the signature and date and, under them, the printed name and the capacity
 * in which the signer acts. The affidavit option is not on these forms.
 */
export function crsPaper(options: CrsPaperOptions): PaperLayout {
  const at = (question: string) => `${options.section}.${question}`;
  return {
    rows: [
      ...internationalAddressRows('address', options.address, undefined, options.cityLine),
      ...internationalAddressRows('mailingAddress', options.mailingAddress, undefined, options.cityLine),
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
