import { describe, expect, it } from 'vitest';
import { prequal, prequalCanada, prequalDefinitionOf, prequalVariant, type Availability } from '../src/index';

const entry = (formType: string, isVisible = true) => ({ formType, isEnabled: true, isVisible });

describe('pre-qualifying questionnaire variant', () => {
  it('is standard when the configuration offers no Canadian form', () => {
    expect(prequalVariant({ formTypes: [entry('w9_2024'), entry('w8ben_2021'), entry('rc518_2024', false)] })).toBe(
      'standard',
    );
  });

  it('is standard when the configuration also offers forms only the standard flow recommends', () => {
    const everything: Availability = {
      formTypes: [entry('w9_2024'), entry('rc518_2024'), entry('rc519_2024'), entry('crsi_2024', false)],
      formGroups: [entry('crsiw8ben')],
    };
    expect(prequalVariant(everything)).toBe('standard');
    expect(prequalVariant({ formTypes: [entry('rc518_2024'), entry('w8bene_2021')] })).toBe('standard');
  });

  it('is Canadian when a Canadian form is offered and no standard-only form is', () => {
    const canadian: Availability = {
      formTypes: [
        entry('w9_2024'),
        entry('w8eci_2021'),
        entry('crscp'),
        entry('rc519_2024'),
        entry('w8ben_2021', false),
        entry('crsi_2024', false),
      ],
      formGroups: [entry('crsiw8ben', false)],
    };
    expect(prequalVariant(canadian)).toBe('canadian');
    expect(prequalVariant({ formTypes: [{ formType: 'rc518_2024', isEnabled: false, isVisible: true }] })).toBe(
      'standard',
    );
  });

  it("follows the configuration's switch when it is set, whatever the forms offered (ADR 045)", () => {
    const both: Availability = { formTypes: [entry('w8ben_2021'), entry('rc518_2024')] };
    expect(prequalVariant(both)).toBe('standard');
    expect(prequalVariant({ ...both, preQualifyingCanadianVariant: true })).toBe('canadian');
    expect(prequalVariant({ ...both, preQualifyingCanadianVariant: null })).toBe('standard');
    const canadianOnly: Availability = { formTypes: [entry('rc518_2024')] };
    expect(prequalVariant(canadianOnly)).toBe('canadian');
    expect(prequalVariant({ ...canadianOnly, preQualifyingCanadianVariant: false })).toBe('standard');
  });

  it('maps each variant to its definition', () => {
    expect(prequalDefinitionOf('standard')).toBe(prequal);
    expect(prequalDefinitionOf('canadian')).toBe(prequalCanada);
  });
});
