/** A bench's forms at their largest (bench/browser.ts types into them, bench/profile-keys.ts profiles the typing). */
const owner = (name: string, tinType: string, tin: string) => ({ name, tinType, tin, address: [{ line1: '1 Main St', line3: 'Springfield', line4: 'IL', postalCode: '62701', country: 'US' }] });
/**
 * Answers a form is created with (the add call's data), so that the typing runs with the form at its largest: the
 * W-8BEN-E with every Part that can be open at once — Part II (a branch with its GIIN and address), Part III (a treaty
 * claim with a special rate), one status Part (XXVI, the passive NFFE; line 5 opens one Part at a time) and Part XXIX
 * with two substantial U.S. owners.
 */
export const OPEN: Readonly<Record<string, Record<string, Record<string, unknown>>>> = {
  w8bene_2021: {
    name: { name: 'Beispiel GmbH', country: 'DE' },
    entityType: { ch3Status: 'Corporation', ch4Status: 'PassiveNffe' },
    address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
    taxIdNumbers: { ftin: 'DE123456789' },
    disregardedEntity: { name: 'Beispiel GmbH London Branch', type: '2', giin: [{ value: '98Q96B00000LE826' }], address: [{ line1: '1 Strand', line3: 'London', postalCode: 'WC2N 5HR', country: 'GB' }] },
    treatyClaim: { claimed: 'Yes', country: 'DE', limitationOnBenefit: 'publiclyTradedCorporation', treatySpecialRatesClaims: [{ incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '15', explanation: 'Portfolio dividends' }] },
    partXXVI: { box40a: true, choice: '40c' },
    substantialOwners: { substantialOwners: [owner('Ruth Roe', 'Ssn', '123456780'), owner('Roe Holdings Inc.', 'Ein', '981234567')] },
    part30: { capacityToSign: true, name: 'Erika Mustermann' },
  },
};
