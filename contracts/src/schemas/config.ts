import { z } from 'zod';
import { FormTypeSchema } from './common';
import { LocaleSchema } from './language';

export const FormDisplayModeSchema = z.enum(['Irs', 'Stacked']);
/** Client types: Irs 1, Stacked 2, Mobile 3. */
export const ClientType = { Irs: 1, Stacked: 2, Mobile: 3 } as const;
/** Questionnaire types: PreQualifying 1, Form 2, FormGroup 3. */
export const QuestionnaireType = { PreQualifying: 1, Form: 2, FormGroup: 3 } as const;

export const AccountSchema = z
  .object({
    id: z.number().int().positive(),
    displayName: z.string(),
    isCrsParticipating: z.boolean(),
  })
  .strict();
export type Account = z.infer<typeof AccountSchema>;

/**
 * A form type's or group's title (and revision) in one interface language. Optional: where a
 * language has none, the single `title` and `revision` show.
 */
export const LocalizedTitleSchema = z
  .object({ title: z.string().min(1), revision: z.string().min(1).optional() })
  .strict();
export const LocalizedTitlesSchema = z.record(LocaleSchema, LocalizedTitleSchema);
export type LocalizedTitles = z.infer<typeof LocalizedTitlesSchema>;

export const FormTypeConfigSchema = z
  .object({
    formType: FormTypeSchema,
    title: z.string(),
    revision: z.string(),
    localized: LocalizedTitlesSchema.optional(),
    isEnabled: z.boolean(),
    isVisible: z.boolean(),
    canPrepopulate: z.boolean(),
    introductionMessageId: z.string().nullable(),
    /**
     * The lock groups in force for this form type (ADR 045): each names a group its definition declares
     * (`lockGroups` in packages/forms, e.g. `customerName`, `customerAddress`); their fields show the customer's
     * pre-filled answer read-only, and validate, confirm and sign refuse a changed answer (409, code 4092). Absent or empty:
     * nothing is locked. docs/institution.md lists each form type's groups.
     */
    lockGroups: z.array(z.string().min(1)).optional(),
    /**
     * The institution's extension of a superseded revision (ADR 058): the last day
     * (`YYYY-MM-DD`, UTC) on which this revision may still be started for a new certification, when later than the
     * IRS's (six full months after the next revision; `revisionAcceptance` in packages/forms). An earlier day, or the
     * key on a current revision, changes nothing. Absent or null: the IRS's day. Forms already stored under the
     * revision open, print and download whatever the day.
     */
    acceptedUntil: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date as YYYY-MM-DD')
      .nullable()
      .optional(),
  })
  .strict();
export type FormTypeConfig = z.infer<typeof FormTypeConfigSchema>;

export const FormGroupConfigSchema = z
  .object({
    formType: FormTypeSchema,
    formTypes: z.array(FormTypeSchema).min(2),
    title: z.string(),
    localized: LocalizedTitlesSchema.optional(),
    isEnabled: z.boolean(),
    isVisible: z.boolean(),
    canPrepopulate: z.boolean(),
    crsRestricted: z.boolean(),
  })
  .strict();
export type FormGroupConfig = z.infer<typeof FormGroupConfigSchema>;

/** Upload limits (app-shell.md §9); defaults 60000 ms, 1000 files, 5 MB, 2 parallel. */
export const UploadFileSettingsSchema = z
  .object({
    uploadTimeout: z.number().int().positive(),
    maxUploadFiles: z.number().int().positive(),
    /** Megabytes. */
    maxFileSize: z.number().positive(),
    maxParallelUploads: z.number().int().positive(),
    /** false = single-file mode: one file, one upload at a time. */
    isMultipleFileUpload: z.boolean(),
  })
  .strict();

/**
 * A supporting-document type the upload dialog offers (ADR 001): `type` is its key (description in the
 * catalogue as `supportingDocuments.type.<type>`); hidden types are not offered in the dropdown (the
 * withholding statements 47–50 and the affidavit are uploaded or generated elsewhere).
 */
export const SupportingDocumentTypeSchema = z
  .object({ id: z.number().int().positive(), type: z.string().regex(/^[a-z0-9]+$/), isHidden: z.boolean() })
  .strict();

/** Withholding statement types: SimpleWhdStatement 47, DetailedWhdStatement 48, AltWhdStatement 49, PooledWhdStatement 50. */
export const WithholdingStatementType = {
  SimpleWhdStatement: 47,
  DetailedWhdStatement: 48,
  AltWhdStatement: 49,
  PooledWhdStatement: 50,
} as const;

/** The help link of the header (ADR 0001): an address and the message key of its text. */
export const HelpLinkSchema = z.object({ url: z.string().min(1), labelKey: z.string().min(1) }).strict();

/**
 * A footer page the institution serves itself: the spec's privacy, cookies and termsOfUse, and the accessibility
 * statement — an institution links its own statement as it links its own privacy notice.
 */
export const LinkOverrideSchema = z
  .object({ key: z.enum(['privacy', 'cookies', 'termsOfUse', 'accessibility']), value: z.string().min(1) })
  .strict();

/** The decrypted customer data (ADR 0001: AES-256-GCM with `secretKey`). */
export const CustomerDataSchema = z
  .object({ CustomerName: z.string(), CustomerEmailAddress: z.string().nullable() })
  .strict();
export type CustomerData = z.infer<typeof CustomerDataSchema>;

/** A colour as six-digit hex, `#rrggbb`. */
export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb, e.g. #0b4f8a');

/**
 * The institution's brand at run time (ADR 045): its name (header, page titles, the PDF's header), its
 * logo, its primary colour with the text colour drawn on it, and the copyright holder of the footer. Absent: the
 * Taxcert look. The browser refuses colours under WCAG AA contrast (4.5:1: the text colour on the primary, and the
 * primary as text on white) with a console error, keeping the default colours.
 */
export const BrandSchema = z
  .object({
    institutionName: z.string().trim().min(1).max(80),
    /** An image (https:// address or a path on the app's host), shown at most 2.5 rem high beside the name. */
    logoUrl: z
      .string()
      .regex(/^(https:\/\/|\/(?!\/))\S+$/, 'an https:// address or a path starting with /')
      .nullable(),
    primaryColor: HexColorSchema,
    /** The text colour on the primary colour (buttons, the header mark). */
    primaryTextColor: HexColorSchema,
    /** Named in the footer's copyright line. */
    copyrightHolder: z.string().trim().min(1).max(80),
  })
  .strict();
export type Brand = z.infer<typeof BrandSchema>;

export const Ch3Ch4CombinationSchema = z.object({ ch3Status: z.string(), ch4Status: z.string() }).strict();

export const OnlineConfigSchema = z
  .object({
    // Form settings
    usePreQualifyingQuestionnaire: z.boolean(),
    previewOnlyMode: z.boolean(),
    formDisplayMode: FormDisplayModeSchema,
    defaultFormType: FormTypeSchema.nullable(),
    defaultFormUrl: z.string().nullable(),
    /** null = not decided yet; routes that need it stay blocked while a default form type is set. */
    showFormInstructionsUpFront: z.boolean().nullable(),
    keepAliveUrl: z.string().nullable(),
    // Authentication and access settings
    /** 1 = e-signature PIN. */
    authenticationType: z.number().int().min(0),
    customerEmailAddress: z.string().nullable(),
    isLogoutEnabled: z.boolean(),
    /** Base64 of the 32-byte AES-256-GCM key that decrypts `customerData`; null when signed out. */
    secretKey: z.string().nullable(),
    linkOverrides: z.array(LinkOverrideSchema),
    helpLink: HelpLinkSchema.nullable(),
    // Customer data
    /** Base64 of iv(12) ‖ ciphertext ‖ tag(16) of the JSON {@link CustomerDataSchema}; null when signed out. */
    customerData: z.string().nullable(),
    customer: z
      .object({ customerId: z.number().int().positive(), accounts: z.array(AccountSchema) })
      .strict()
      .nullable(),
    formTypes: z.array(FormTypeConfigSchema),
    formGroups: z.array(FormGroupConfigSchema),
    uploadFileSettings: UploadFileSettingsSchema,
    supportingDocumentTypes: z.array(SupportingDocumentTypeSchema),
    validCh3Ch4Combinations: z.record(FormTypeSchema, z.array(Ch3Ch4CombinationSchema)),
    /** Languages offered in the selector. */
    languages: z.array(LocaleSchema).min(1),
    /** The institution's brand (ADR 045); absent: the Taxcert look. */
    brand: BrandSchema.optional(),
    /**
     * The pre-qualifying questionnaire's Canadian variant (questionnaire-and-forms.md §3: the Canadian questions):
     * true asks them, false never does; absent or null infers it from the enabled forms (an RC518 or RC519 enabled
     * and visible, and no other form: ADR 045).
     */
    preQualifyingCanadianVariant: z.boolean().nullable().optional(),
  })
  .strict();
export type OnlineConfig = z.infer<typeof OnlineConfigSchema>;

/** Message overrides: key → the institution's text. */
export const MessageOverridesSchema = z.record(z.string().min(1), z.string());

/**
 * config/preload.json (ADR 0001, ADR 044): the institution's default language and its message overrides, applied
 * over the API's catalogue before the first screen. `messages` apply to every language; `localizedMessages` to
 * one language each and win over `messages` there. A 404 means there is none.
 */
export const PreloadSchema = z
  .object({
    /** Accepted for older files and not read: the brand's name is the online configuration's `brand` (ADR 045). */
    institutionName: z.string().optional(),
    defaultLocale: LocaleSchema.optional(),
    messages: MessageOverridesSchema.optional(),
    localizedMessages: z.record(LocaleSchema, MessageOverridesSchema).optional(),
  })
  .strict();
