import { z } from 'zod';

/** IGA model enumeration: NoIga 1, Model1AIga 2, Model1BIga 3, Model2Iga 4, UsTerritory 5, Us 6. */
export const IgaModelSchema = z.number().int().min(1).max(6);

export const JurisdictionSchema = z
  .object({
    countryCodeAlpha: z.string().length(2),
    isoJurisdictionName: z.string(),
    aliases: z.array(z.string()),
    locales: z.array(z.string()),
    igaModel: IgaModelSchema,
  })
  .strict();
export type Jurisdiction = z.infer<typeof JurisdictionSchema>;

export const JurisdictionsResponseSchema = z
  .object({
    jurisdictions: z.array(JurisdictionSchema),
    usTaxTreatyCountries: z.array(z.string().length(2)),
    annexIICountries: z.array(z.string().length(2)),
  })
  .strict();

export const StockMarketSchema = z
  .object({ exchangeName: z.string(), mic: z.string().regex(/^[A-Z0-9]{4}$/), searchName: z.string() })
  .strict();

export const LobSchema = z
  .object({
    country: z.string().length(2),
    hasLobProvision: z.boolean(),
    government: z.boolean(),
    taxExempt: z.boolean(),
    otherTaxExempt: z.boolean(),
    publiclyTradedCorporation: z.boolean(),
    subsidiary: z.boolean(),
    meetsOwnershipTest: z.boolean(),
    derivativeBenefitsTest: z.boolean(),
    activeTradeBusinessTest: z.boolean(),
    discretionaryDetermination: z.boolean(),
    others: z.array(z.string()),
  })
  .strict();

export const SpecialRateProvisionSchema = z
  .object({ incomeType: z.string(), article: z.string(), percentage: z.number().min(0).max(100) })
  .strict();
export const SpecialRateQuerySchema = z
  .object({
    hasPensionClaim: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();

export const OtherArticlesSchema = z.array(
  z.object({ country: z.string().length(2), articles: z.array(z.string()) }).strict(),
);

export const PaymentTypeSchema = z.object({ code: z.string(), description: z.string() }).strict();

export const IgaSubClassificationComboSchema = z
  .object({
    igaModel: IgaModelSchema,
    subclassifications: z.array(z.object({ value: z.string(), label: z.string() }).strict()),
  })
  .strict();

/** The static data of app-shell.md §3, as one bundle (fixtures are validated against it). */
export const StaticDataSchema = z
  .object({
    jurisdictions: z.array(JurisdictionSchema),
    usTaxTreatyCountries: z.array(z.string().length(2)),
    annexIICountries: z.array(z.string().length(2)),
    igaSubClassificationsCombos: z.array(IgaSubClassificationComboSchema),
    stockMarkets: z.array(StockMarketSchema),
    lobs: z.array(LobSchema),
    specialRateProvisions: z.record(
      z.string().length(2),
      z
        .object({ standard: z.array(SpecialRateProvisionSchema), pension: z.array(SpecialRateProvisionSchema) })
        .strict(),
    ),
    otherArticles: OtherArticlesSchema,
    paymentTypes: z.array(PaymentTypeSchema),
  })
  .strict();
export type StaticData = z.infer<typeof StaticDataSchema>;
