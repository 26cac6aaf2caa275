import type { OnlineConfig } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { landingDecision, missingDefaultType } from './landing-target';

const w9 = {
  formType: 'w9_2024',
  title: 'Form W-9',
  revision: 'Rev. March 2024',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  introductionMessageId: null,
};
const group = {
  formType: 'crsiw8ben',
  formTypes: ['crsi_2024', 'w8ben_2021'],
  title: 'CRS',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  crsRestricted: false,
};
const accounts = [
  { id: 1, displayName: 'A', isCrsParticipating: true },
  { id: 2, displayName: 'B', isCrsParticipating: false },
];

function config(patch: Partial<OnlineConfig> = {}): OnlineConfig {
  return {
    usePreQualifyingQuestionnaire: false,
    previewOnlyMode: false,
    formDisplayMode: 'Irs',
    defaultFormType: null,
    defaultFormUrl: null,
    showFormInstructionsUpFront: false,
    keepAliveUrl: null,
    authenticationType: 0,
    customerEmailAddress: null,
    isLogoutEnabled: true,
    secretKey: null,
    linkOverrides: [],
    helpLink: null,
    customerData: null,
    customer: { customerId: 1, accounts },
    formTypes: [w9],
    formGroups: [group],
    uploadFileSettings: {
      uploadTimeout: 60000,
      maxUploadFiles: 1000,
      maxFileSize: 5,
      maxParallelUploads: 2,
      isMultipleFileUpload: true,
    },
    supportingDocumentTypes: [],
    validCh3Ch4Combinations: {},
    languages: ['en'],
    ...patch,
  };
}

describe('landingDecision', () => {
  it('offers the questionnaire first when enabled', () => {
    expect(landingDecision(config({ usePreQualifyingQuestionnaire: true, defaultFormType: 'w9_2024' }), 1)).toEqual({
      kind: 'offer-questionnaire',
    });
  });
  it('goes to the default form URL, in-app paths only', () => {
    expect(landingDecision(config({ defaultFormUrl: '/forms/w9_2024/7' }), 1)).toEqual({
      kind: 'go',
      to: '/forms/w9_2024/7',
    });
    expect(landingDecision(config({ defaultFormUrl: 'https://evil.example/' }), 1)).toEqual({
      kind: 'go',
      to: '/form-selection',
    });
  });
  it('goes to form selection without a default form type, or when it is not available', () => {
    expect(landingDecision(config(), 1)).toEqual({ kind: 'go', to: '/form-selection' });
    expect(landingDecision(config({ defaultFormType: 'w8ben' }), 1)).toEqual({ kind: 'go', to: '/form-selection' });
    expect(
      landingDecision(config({ defaultFormType: 'w9_2024', formTypes: [{ ...w9, isVisible: false }] }), 1),
    ).toEqual({ kind: 'go', to: '/form-selection' });
    expect(
      landingDecision(config({ defaultFormType: 'w9_2024', formTypes: [{ ...w9, isEnabled: false }] }), 1),
    ).toEqual({ kind: 'go', to: '/form-selection' });
  });
  it('goes to /insufficient-information when the default type cannot be prepopulated', () => {
    expect(
      landingDecision(config({ defaultFormType: 'w9_2024', formTypes: [{ ...w9, canPrepopulate: false }] }), 0),
    ).toEqual({ kind: 'go', to: '/insufficient-information' });
  });
  it('asks for the account first when none is selected and there are several', () => {
    expect(landingDecision(config({ defaultFormType: 'w9_2024' }), 0)).toEqual({ kind: 'select-account' });
    expect(
      landingDecision(config({ defaultFormType: 'w9_2024', customer: { customerId: 1, accounts: [accounts[0]!] } }), 0),
    ).toEqual({
      kind: 'create',
      formType: 'w9_2024',
      group: false,
    });
  });
  it('shows the instructions first when configured, else creates the form', () => {
    expect(landingDecision(config({ defaultFormType: 'w9_2024', showFormInstructionsUpFront: true }), 1)).toEqual({
      kind: 'go',
      to: '/form-selection',
      state: { choose: 'w9_2024' },
    });
    expect(landingDecision(config({ defaultFormType: 'crsiw8ben' }), 2)).toEqual({
      kind: 'create',
      formType: 'crsiw8ben',
      group: true,
    });
  });
});

describe('a default form type missing from the configuration (app-shell.md §8: logged only)', () => {
  it('is named so it can be reported, while the customer goes on to form selection', () => {
    expect(missingDefaultType(config({ defaultFormType: 'w8ben' }))).toBe('w8ben');
    expect(landingDecision(config({ defaultFormType: 'w8ben' }), 1)).toEqual({ kind: 'go', to: '/form-selection' });
    expect(missingDefaultType(config({ defaultFormType: 'w9_2024' }))).toBeNull();
    expect(missingDefaultType(config())).toBeNull();
    expect(missingDefaultType(null)).toBeNull();
  });
});
