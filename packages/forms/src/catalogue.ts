import type { FormFamily } from '@taxcert/engine';

/** Every form type of the spec (§3, form-type catalogue), lower case. */
export const formTypes = [
  'w9_2018', 'w9_2024',
  'w8ben', 'w8ben_2021',
  'w8bene', 'w8bene_2017', 'w8bene_2021',
  'w8imy', 'w8imy_2017', 'w8imy_2021',
  'w8eci', 'w8eci_2021',
  'w8exp', 'w8exp_2023',
  'crsi', 'crsi_2024', 'crse', 'crscp', 'ucrse_2019',
  'fatca_crse_2022', 'fatca_crse_2023', 'fatca_crsi_2023',
  'rc518', 'rc518_2024', 'rc519', 'rc519_2024',
] as const;

export type FormType = (typeof formTypes)[number];

export type DateFormat = 'MM-dd-yyyy' | 'dd-MM-yyyy';

/** Spec §9: MM-dd-yyyy for W forms; dd-MM-yyyy for CRS and rc forms (FATCA CRS taken as CRS). */
export const dateFormatByFamily: Readonly<Record<FormFamily, DateFormat>> = {
  W: 'MM-dd-yyyy',
  CRS: 'dd-MM-yyyy',
  'FATCA CRS': 'dd-MM-yyyy',
  RC: 'dd-MM-yyyy',
};

export interface FormCatalogueEntry {
  formType: FormType;
  family: FormFamily;
  dateFormat: DateFormat;
  /** Id of the block that holds the signature. */
  signatureSection: string;
  /** The form asks for an established securities market (stock-market reference data). */
  hasStockMarketData: boolean;
  /** The form can end in a "no form required" document. */
  supportsNoFormDocument: boolean;
}

type Traits = Pick<FormCatalogueEntry, 'family' | 'signatureSection'> & { hasStockMarketData?: boolean };

function entry(formType: FormType, traits: Traits): FormCatalogueEntry {
  return {
    formType,
    family: traits.family,
    dateFormat: dateFormatByFamily[traits.family],
    signatureSection: traits.signatureSection,
    // The spec lists both flags without their values ("the flag values per type are not shown").
    // ASSUMPTION (ours, unconfirmed): stock-market data only on the entity forms that ask for a
    // securities market (W-8BEN-E, CRS entity, FATCA/CRS entity); no form supports a no-form document.
    hasStockMarketData: traits.hasStockMarketData ?? false,
    supportsNoFormDocument: false,
  };
}

const w9 = { family: 'W', signatureSection: 'certification' } as const;
const w8ben = { family: 'W', signatureSection: 'part3' } as const;
const w8bene = { family: 'W', signatureSection: 'part30', hasStockMarketData: true } as const;
const w8imy = { family: 'W', signatureSection: 'part29' } as const;
const w8eci = { family: 'W', signatureSection: 'part2' } as const;
const w8exp = { family: 'W', signatureSection: 'part4' } as const;
const crsIndividual = { family: 'CRS', signatureSection: 'part3' } as const;
const crsEntity = { family: 'CRS', signatureSection: 'part4', hasStockMarketData: true } as const;
const crsControllingPerson = { family: 'CRS', signatureSection: 'part4' } as const;
// 'signature': the signature section of the FATCA/CRS and rc forms is not named by the spec; unconfirmed.
const fatcaCrsEntity = { family: 'FATCA CRS', signatureSection: 'signature', hasStockMarketData: true } as const;
const fatcaCrsIndividual = { family: 'FATCA CRS', signatureSection: 'signature' } as const;
const rc = { family: 'RC', signatureSection: 'signature' } as const;

const traitsByType: Readonly<Record<FormType, Traits>> = {
  w9_2018: w9,
  w9_2024: w9,
  w8ben: w8ben,
  w8ben_2021: w8ben,
  w8bene: w8bene,
  w8bene_2017: w8bene,
  w8bene_2021: w8bene,
  w8imy: w8imy,
  w8imy_2017: w8imy,
  w8imy_2021: w8imy,
  w8eci: w8eci,
  w8eci_2021: w8eci,
  w8exp: w8exp,
  w8exp_2023: w8exp,
  crsi: crsIndividual,
  crsi_2024: crsIndividual,
  crse: crsEntity,
  crscp: crsControllingPerson,
  ucrse_2019: crsEntity,
  fatca_crse_2022: fatcaCrsEntity,
  fatca_crse_2023: fatcaCrsEntity,
  fatca_crsi_2023: fatcaCrsIndividual,
  rc518: rc,
  rc518_2024: rc,
  rc519: rc,
  rc519_2024: rc,
};

/** The catalogue of every form type: family, date format, signature section and flags. */
export const formCatalogue: Readonly<Record<FormType, FormCatalogueEntry>> = Object.fromEntries(
  formTypes.map((type) => [type, entry(type, traitsByType[type])]),
) as Record<FormType, FormCatalogueEntry>;

/** True for a known form type (an unknown code yields no form). */
export function isCatalogued(type: string): type is FormType {
  return (formTypes as readonly string[]).includes(type);
}

/** Form groups: several forms completed together. */
export const formGroupCatalogue = {
  crsiw8ben: ['crsi_2024', 'w8ben_2021'],
} as const satisfies Record<string, readonly FormType[]>;

export type FormGroupType = keyof typeof formGroupCatalogue;

/** True for a known form group. */
export function isFormGroup(type: string): type is FormGroupType {
  return Object.hasOwn(formGroupCatalogue, type);
}
