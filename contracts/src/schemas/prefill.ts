import { z } from 'zod';

/** An address of the pre-fill source record: Line1–Line4, PostCode, Country (ISO 3166 alpha-2). */
export const PrefillAddressSchema = z
  .object({
    Line1: z.string().nullish(),
    Line2: z.string().nullish(),
    Line3: z.string().nullish(),
    Line4: z.string().nullish(),
    PostCode: z.string().nullish(),
    Country: z.string().nullish(),
  })
  .strict();
export type PrefillAddress = z.infer<typeof PrefillAddressSchema>;

/** The parts of the customer's name. */
export const PrefillNamePartsSchema = z
  .object({
    Title: z.string().nullish(),
    FirstName: z.string().nullish(),
    MiddleName: z.string().nullish(),
    LastName: z.string().nullish(),
  })
  .strict();
export type PrefillNameParts = z.infer<typeof PrefillNamePartsSchema>;

/**
 * The pre-fill source record of a customer (questionnaire-and-forms.md §3): what the institution
 * already knows, mapped into a new form's answers. Every field may be missing or null.
 */
export const PrefillRecordSchema = z
  .object({
    CustomerName: z.string().nullish(),
    CustomerNameParts: PrefillNamePartsSchema.nullish(),
    /** ISO 3166 alpha-2. */
    CountryOfCitizenship: z.string().nullish(),
    FatcaAddress: PrefillAddressSchema.nullish(),
    MailingAddress: PrefillAddressSchema.nullish(),
    /** MM-dd-yyyy. */
    DateOfBirth: z
      .string()
      .regex(/^\d{2}-\d{2}-\d{4}$/, 'a date as MM-dd-yyyy')
      .nullish(),
    /** ISO 3166 alpha-2. */
    CountryOfBirth: z.string().nullish(),
  })
  .strict();
export type PrefillRecord = z.infer<typeof PrefillRecordSchema>;
