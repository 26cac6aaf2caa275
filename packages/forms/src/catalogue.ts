import type { FormFamily } from '@taxcert/engine';
import { familyDefaults, type DateFormat, type Locale, type SignDateFormat } from './families';
import { printedRevision, type Edition } from './titles';

/** Every form type of the spec (questionnaire-and-forms.md §3, form-type catalogue), lower case. */
export const formTypes = [
  'w9_2018',
  'w9_2024',
  'w8ben',
  'w8ben_2021',
  'w8bene',
  'w8bene_2017',
  'w8bene_2021',
  'w8imy',
  'w8imy_2017',
  'w8imy_2021',
  'w8eci',
  'w8eci_2021',
  'w8exp',
  'w8exp_2023',
  'crsi',
  'crsi_2024',
  'crse',
  'crscp',
  'ucrse_2019',
  'fatca_crse_2022',
  'fatca_crse_2023',
  'fatca_crsi_2023',
  'rc518',
  'rc518_2024',
  'rc519',
  'rc519_2024',
] as const;

export type FormType = (typeof formTypes)[number];

export type { DateFormat, SignDateFormat, Locale } from './families';

export interface FormCatalogueEntry {
  formType: string;
  family: FormFamily;
  /**
   * Message key of the form type's title as the form selection, the form screen and the success page name it ("Form
   * W-9"), one key for all revisions of a form, in every language's catalogue (`formTitle.<form>`). The simulator's
   * online configuration is generated from it (scripts/generate-online-config.ts).
   */
  title: string;
  /** Its edition, from which its revision is printed (`revision`) and named in each language (`revisionIn`). */
  edition: Edition;
  /** The revision as the form prints it, in English ("Rev. March 2024", "2024"): the definition's `revision`. */
  revision: string;
  /** The format of the form's own dates (questionnaire-and-forms.md §9). */
  dateFormat: DateFormat;
  /** The date format of the sign dialog's date (app-shell.md §5; may differ from the form's own dates). */
  signDateFormat: SignDateFormat;
  /** Signing asks for the e-signature PIN first when the online config's authenticationType is 1. */
  esignPin: boolean;
  /** The interface languages the form's content exists in (its calls use English otherwise; ADR 006). */
  languages: readonly Locale[];
  /** The source of `languages`, or the assumption it is. */
  languagesSource: string;
  /**
   * A signed form stays valid until 31 December of this many calendar years after the year it was signed;
   * null: it does not expire.
   */
  validForYears: number | null;
  /** Id of the block that holds the signature. */
  signatureSection: string;
  /** The form asks for an established securities market (stock-market reference data). */
  hasStockMarketData: boolean;
  /** The form can end in a "no form required" document. */
  supportsNoFormDocument: boolean;
}

/** What a form type declares: its family and signature section; the rest defaults to its family's. */
export type FormTraits = Pick<FormCatalogueEntry, 'family' | 'signatureSection' | 'title' | 'edition'> &
  Partial<Omit<FormCatalogueEntry, 'formType' | 'family' | 'signatureSection' | 'title' | 'edition' | 'revision'>>;

/** The catalogue entry of a form type with these traits. */
export function catalogueEntryOf(formType: string, traits: FormTraits): FormCatalogueEntry {
  const family = familyDefaults[traits.family];
  return {
    formType,
    dateFormat: family.dateFormat,
    signDateFormat: family.signDateFormat,
    esignPin: family.esignPin,
    languages: family.languages,
    languagesSource: family.languagesSource,
    validForYears: null,
    // The spec lists both flags without their values ("the flag values per type are not shown").
    // ASSUMPTION (ours, unconfirmed): stock-market data only on the entity forms that ask for a
    // securities market (W-8BEN-E, CRS entity, FATCA/CRS entity); no form supports a no-form document.
    hasStockMarketData: false,
    supportsNoFormDocument: false,
    ...traits,
    revision: printedRevision(traits.edition),
  };
}

/**
 * Forms W-8BEN, W-8BEN-E, W-8ECI and W-8EXP stay valid until 31 December of the third calendar year after
 * the year they were signed, unless a change in circumstances makes them incorrect
 * (signatures-and-validity.md §1). W-8IMY and W-9 do not expire; CRS and RC forms have no such rule here.
 * The indefinite-validity exceptions of §1 are not modelled (unconfirmed in the reference).
 */
const W8_VALIDITY = { validForYears: 3 } as const;

const w9 = { family: 'W', signatureSection: 'certification', title: 'formTitle.w9' } as const;
const w8ben = { family: 'W', signatureSection: 'part3', title: 'formTitle.w8ben', ...W8_VALIDITY } as const;
const w8bene = {
  family: 'W',
  signatureSection: 'part30',
  title: 'formTitle.w8bene',
  hasStockMarketData: true,
  ...W8_VALIDITY,
} as const;
const w8imy = { family: 'W', signatureSection: 'part29', title: 'formTitle.w8imy' } as const;
const w8eci = { family: 'W', signatureSection: 'part2', title: 'formTitle.w8eci', ...W8_VALIDITY } as const;
const w8exp = { family: 'W', signatureSection: 'part4', title: 'formTitle.w8exp', ...W8_VALIDITY } as const;
const crsIndividual = { family: 'CRS', signatureSection: 'part3', title: 'formTitle.crsi' } as const;
const crsEntity = { family: 'CRS', signatureSection: 'part4', hasStockMarketData: true } as const;
const crsControllingPerson = { family: 'CRS', signatureSection: 'part4', title: 'formTitle.crscp' } as const;
// 'signature': the signature section of the FATCA/CRS and rc forms is not named by the spec; unconfirmed.
const fatcaCrsEntity = {
  family: 'FATCA CRS',
  signatureSection: 'signature',
  title: 'formTitle.fatca_crse',
  hasStockMarketData: true,
} as const;
const fatcaCrsIndividual = {
  family: 'FATCA CRS',
  signatureSection: 'signature',
  title: 'formTitle.fatca_crsi',
} as const;
const rc518 = { family: 'RC', signatureSection: 'signature', title: 'formTitle.rc518' } as const;
const rc519 = { family: 'RC', signatureSection: 'signature', title: 'formTitle.rc519' } as const;

/** The IRS's revision month ('2024-03': "Rev. March 2024"). */
const month = (value: string) => ({ edition: { month: value } });
/** The year a CRS, FATCA/CRS or CRA form is dated by. */
const year = (value: string) => ({ edition: { year: value } });

/**
 * Each form type's traits, with its edition: written here once, read by its definition (`revision`), the PDF and the
 * online configuration (scripts/generate-online-config.ts). The unversioned codes' editions: `w8ben`, `w8eci`,
 * `w8exp` July 2017 and `w8imy` April 2014 (as the spec's online configuration named them; ADR 019, ADR 058); the
 * unversioned `w8bene` is a revision before July 2017 whose own month the reference does not give (ADR 016), so it
 * is named as such ("Rev. before July 2017") rather than with a month it may not have; the CRS codes without a
 * year 2016, the RC codes without a year 2018 (ADR 017, ADR 018).
 */
const traitsByType: Readonly<Record<FormType, FormTraits>> = {
  w9_2018: { ...w9, ...month('2018-10') },
  w9_2024: { ...w9, ...month('2024-03') },
  w8ben: { ...w8ben, ...month('2017-07') },
  w8ben_2021: { ...w8ben, ...month('2021-10') },
  w8bene: { ...w8bene, edition: { before: '2017-07' } },
  w8bene_2017: { ...w8bene, ...month('2017-07') },
  w8bene_2021: { ...w8bene, ...month('2021-10') },
  w8imy: { ...w8imy, ...month('2014-04') },
  w8imy_2017: { ...w8imy, ...month('2017-06') },
  w8imy_2021: { ...w8imy, ...month('2021-10') },
  w8eci: { ...w8eci, ...month('2017-07') },
  w8eci_2021: { ...w8eci, ...month('2021-10') },
  w8exp: { ...w8exp, ...month('2017-07') },
  w8exp_2023: { ...w8exp, ...month('2023-10') },
  crsi: { ...crsIndividual, ...year('2016') },
  crsi_2024: { ...crsIndividual, ...year('2024') },
  crse: { ...crsEntity, title: 'formTitle.crse', ...year('2016') },
  crscp: { ...crsControllingPerson, ...year('2016') },
  ucrse_2019: { ...crsEntity, title: 'formTitle.ucrse', ...year('2019') },
  fatca_crse_2022: { ...fatcaCrsEntity, ...year('2022') },
  fatca_crse_2023: { ...fatcaCrsEntity, ...year('2023') },
  fatca_crsi_2023: { ...fatcaCrsIndividual, ...year('2023') },
  rc518: { ...rc518, ...year('2018') },
  rc518_2024: { ...rc518, ...year('2024') },
  rc519: { ...rc519, ...year('2018') },
  rc519_2024: { ...rc519, ...year('2024') },
};

/** The catalogue of every form type of the spec: family, date formats, languages, validity, signature section and flags. */
export const formCatalogue: Readonly<Record<FormType, FormCatalogueEntry>> = Object.fromEntries(
  formTypes.map((type) => [type, catalogueEntryOf(type, traitsByType[type])]),
) as Record<FormType, FormCatalogueEntry>;

/** True for a form type of the spec's catalogue (an unknown code yields no form). */
export function isCatalogued(type: string): type is FormType {
  return (formTypes as readonly string[]).includes(type);
}

/** Form types added beside the spec's (see `registerFormType`), by type. */
const addedEntries = new Map<string, FormCatalogueEntry>();

/** Adds a form type's entry beside the spec's until the returned function removes it; for `registerFormType`. */
export function addCatalogueEntry(entry: FormCatalogueEntry): () => void {
  if (isCatalogued(entry.formType) || addedEntries.has(entry.formType))
    throw new Error(`The form type ${entry.formType} is already in the catalogue.`);
  addedEntries.set(entry.formType, entry);
  return () => void addedEntries.delete(entry.formType);
}

/** The catalogue entry of a form type (of the spec's, or one added), or undefined for an unknown type. */
export function catalogueEntry(type: string): FormCatalogueEntry | undefined {
  return isCatalogued(type) ? formCatalogue[type] : addedEntries.get(type);
}

/**
 * The sign dialog's date format of a form group (app-shell.md §5), e.g. "March 07, 2026". Here beside the form
 * types' formats, not in validity.ts: a form screen reads it, and validity.ts brings date-fns's `parse`.
 */
export const GROUP_SIGN_DATE_FORMAT = 'MMMM dd, yyyy';
/** The sign dialog's date format of a form type (MM-dd-yyyy for an unknown type). */
export const signDateFormatOf = (type: string): SignDateFormat => catalogueEntry(type)?.signDateFormat ?? 'MM-dd-yyyy';

/** Whether signing a form type asks for the e-signature PIN (an unknown type does: the safe side). */
export const usesEsignPin = (type: string): boolean => catalogueEntry(type)?.esignPin ?? true;

/** Form groups: several forms completed together. */
export const formGroupCatalogue = {
  crsiw8ben: ['crsi_2024', 'w8ben_2021'],
} as const satisfies Record<string, readonly FormType[]>;

export type FormGroupType = keyof typeof formGroupCatalogue;

/** True for a known form group. */
export function isFormGroup(type: string): type is FormGroupType {
  return Object.hasOwn(formGroupCatalogue, type);
}
