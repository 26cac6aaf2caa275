import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CH3_STATUSES, CH3_STATUSES_2017, CH4_STATUSES } from '../src/blocks';
import { defaultCh3Ch4Combinations } from '../src/w8bene/combinations';

const combos = defaultCh3Ch4Combinations(CH3_STATUSES);
const ch4Of = (ch3: string) => combos.filter((c) => c.ch3Status === ch3).map((c) => c.ch4Status);
const ch3Of = (ch4: string) => combos.filter((c) => c.ch4Status === ch4).map((c) => c.ch3Status);

describe('default chapter 3 / chapter 4 combinations of the W-8BEN-E', () => {
  it('gives every line 4 box at least one line 5 status, and every line 5 status a line 4 box', () => {
    for (const ch3 of CH3_STATUSES) expect(ch4Of(ch3).length, ch3).toBeGreaterThan(0);
    for (const ch4 of CH4_STATUSES) expect(ch3Of(ch4).length, ch4).toBeGreaterThan(0);
  });

  it('keeps the government, central bank and international organization statuses to their own boxes', () => {
    expect(ch3Of('InternationalOrganization')).toEqual(['InternationalOrganization']);
    expect(ch4Of('InternationalOrganization')).toEqual(['NonReportingIgaFfi', 'InternationalOrganization']);
    expect(ch3Of('ForeignGovernment')).toEqual(['ForeignGovernmentControlledEntity', 'CentralBankOfIssue', 'ForeignGovernmentIntegralPart']);
    expect(ch4Of('CentralBankOfIssue')).toEqual(['NonReportingIgaFfi', 'ForeignGovernment']);
    expect(ch3Of('Organization501C')).toEqual(['TaxExemptOrganization', 'PrivateFoundation']);
  });

  it('lets a corporation take the FFI and NFFE statuses but not a government’s', () => {
    expect(ch4Of('Corporation')).toHaveLength(29);
    expect(ch4Of('Corporation')).not.toContain('ForeignGovernment');
    expect(ch4Of('Corporation')).toContain('ParticipatingFfi');
  });

  it('gives the single Government box of Rev. July 2017 what the two 2021 government boxes share', () => {
    const rev2017 = defaultCh3Ch4Combinations(['Corporation', 'Government']);
    expect(rev2017.filter((c) => c.ch3Status === 'Government').map((c) => c.ch4Status)).toContain('ForeignGovernment');
  });
});

describe('the simulator configuration fixture', () => {
  it('ships these defaults for w8bene_2021 and, with its 12 line 4 boxes, for w8bene_2017', () => {
    const config = JSON.parse(readFileSync(new URL('../../../fixtures/config/online-config.json', import.meta.url), 'utf8')) as { validCh3Ch4Combinations: Record<string, unknown> };
    expect(config.validCh3Ch4Combinations.w8bene_2021).toEqual(combos);
    expect(config.validCh3Ch4Combinations.w8bene_2017).toEqual(defaultCh3Ch4Combinations(CH3_STATUSES_2017));
  });
});
