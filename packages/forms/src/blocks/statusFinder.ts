import type { Option, OptionFinder } from '@taxcert/engine';

/**
 * Help choosing a W-8's chapter 4 (FATCA) status: four plain questions — a financial institution or not,
 * registered with the IRS, publicly traded, active or passive income — that leave the few statuses that fit. The
 * groupings follow the status Parts' conditions (../shared/reference/w8bene.md, w8bene-lines.md); they narrow the
 * list, they do not decide: the customer still ticks the status and certifies its Part. A form offering fewer
 * statuses (the W-8IMY) gets the same finder, narrowed to its own list.
 */
const key = (id: string) => `questionnaire.statusFinder.${id}`;

const EXEMPT_BENEFICIAL_OWNERS = [
  'ForeignGovernment',
  'InternationalOrganization',
  'ExemptRetirementPlans',
  'WhollyOwnedByExemptBeneficialOwners',
  'NonReportingIgaFfi',
];
const REGISTERED_FFI = [
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'NonReportingIgaFfi',
];
const SPONSORED_FFI = ['SponsoredFfi', 'CertifiedSponsoredInvestmentVehicle'];
const UNREGISTERED_FFI = [
  'NonParticipatingFfi',
  'NonregisteringLocalBank',
  'LowValueAccountsFfi',
  'LimitedLifeDebtInvestmentEntity',
  'InvestmentEntityWithoutFinancialAccounts',
  'OwnerDocumentedFfi',
  'RestrictedDistributor',
  'NonReportingIgaFfi',
  'TerritoryFinancialInstitution',
  'ExceptedInterAffiliateFfi',
  'AccountNotFinancialAccount',
];
const SPECIAL_NFFE = {
  group: ['NonfinancialGroupEntity'],
  startUp: ['NonfinancialStartUpCompany'],
  liquidation: ['NonfinancialEntityInLiquidation'],
  nonprofit: ['Organization501C', 'NonprofitOrganization'],
  territory: ['ExceptedTerritoryNffe'],
} as const;

const answer = (value: string, keeps: readonly string[], final = false) => ({
  value,
  label: key(`answer.${value}`),
  keeps,
  ...(final ? { final } : {}),
});

export const CH4_STATUS_FINDER: OptionFinder = {
  title: key('title'),
  steps: [
    {
      id: 'kind',
      question: key('kind.question'),
      hint: key('kind.hint'),
      answers: [
        answer('financialInstitution', [...REGISTERED_FFI, ...SPONSORED_FFI, ...UNREGISTERED_FFI]),
        answer('exemptOwner', EXEMPT_BENEFICIAL_OWNERS, true),
        answer('business', [
          'PubliclyTradedNffeorNffeAffiliate',
          ...Object.values(SPECIAL_NFFE).flat(),
          'ActiveNffe',
          'PassiveNffe',
          'DirectReportingNffe',
          'SponsoredDirectReportingNffe',
        ]),
      ],
    },
    {
      id: 'registered',
      question: key('registered.question'),
      hint: key('registered.hint'),
      when: { kind: 'financialInstitution' },
      answers: [
        answer('ownGiin', REGISTERED_FFI, true),
        answer('sponsor', SPONSORED_FFI, true),
        answer('notRegistered', UNREGISTERED_FFI, true),
      ],
    },
    {
      id: 'nffeKind',
      question: key('nffeKind.question'),
      when: { kind: 'business' },
      answers: [
        answer('traded', ['PubliclyTradedNffeorNffeAffiliate'], true),
        ...Object.entries(SPECIAL_NFFE).map(([value, keeps]) => answer(value, keeps, true)),
        answer('noneOfThese', ['ActiveNffe', 'PassiveNffe', 'DirectReportingNffe', 'SponsoredDirectReportingNffe']),
      ],
    },
    {
      id: 'income',
      question: key('income.question'),
      hint: key('income.hint'),
      when: { kind: 'business', nffeKind: 'noneOfThese' },
      answers: [
        answer('mostlyActive', ['ActiveNffe'], true),
        answer('mostlyPassive', ['PassiveNffe', 'DirectReportingNffe', 'SponsoredDirectReportingNffe'], true),
      ],
    },
  ],
};

/** The options with a one-line plain explanation each (`<hints>.<value>`), for a customer choosing among many. */
export const withHints = (options: readonly Option[], hints: string): Option[] =>
  options.map((option) => ({ ...option, hint: `${hints}.${option.value}` }));
