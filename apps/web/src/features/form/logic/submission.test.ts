import { describe, expect, it } from 'vitest';
import {
  isFinished,
  needsEsignPin,
  needsRevert,
  stageAfterConfirm,
  stageOnSignAndSubmit,
  type PinConditions,
} from './submission';

const pin = (over: Partial<PinConditions>) =>
  needsEsignPin({ previewOnly: false, authenticationType: 1, pinVerified: false, formType: 'w9_2024', ...over });

describe('submission stages', () => {
  it('goes straight to signing at workflow stage 2, else to confirmation', () => {
    expect(stageOnSignAndSubmit(2)).toBe('Signing');
    expect(stageOnSignAndSubmit(0)).toBe('Confirmation');
    expect(stageOnSignAndSubmit(1)).toBe('Confirmation');
  });
  it('opens signing with the PIN step when the PIN is needed', () => {
    expect(stageOnSignAndSubmit(2, true)).toBe('Pin');
    expect(stageOnSignAndSubmit(1, true)).toBe('Confirmation');
  });
  it('finishes on a truthy confirm, else certifies', () => {
    expect(stageAfterConfirm(true)).toBe('Done');
    expect(stageAfterConfirm(false)).toBe('Certification');
  });
  it('treats stages above 2 as finished', () => {
    expect(isFinished(2)).toBe(false);
    expect(isFinished(3)).toBe(true);
    expect(isFinished(4)).toBe(true);
  });
  it('reverts a confirmed or certified form whose answers changed, nothing else', () => {
    expect(needsRevert(1, true)).toBe(true);
    expect(needsRevert(2, true)).toBe(true);
    expect(needsRevert(2, false)).toBe(false);
    expect(needsRevert(0, true)).toBe(false);
    expect(needsRevert(3, true)).toBe(false);
  });
});

describe('the e-signature PIN conditions (app-shell.md §4)', () => {
  it('asks for the PIN when all four hold', () => {
    expect(pin({})).toBe(true);
    expect(pin({ formType: 'w8ben_2021' })).toBe(true);
    expect(pin({ formType: 'rc518' })).toBe(true);
  });
  it('does not ask in preview-only mode', () => {
    expect(pin({ previewOnly: true })).toBe(false);
  });
  it('does not ask unless authenticationType is 1', () => {
    expect(pin({ authenticationType: 0 })).toBe(false);
    expect(pin({ authenticationType: 2 })).toBe(false);
  });
  it('does not ask again once verified', () => {
    expect(pin({ pinVerified: true })).toBe(false);
  });
  it('does not ask for the form types whose catalogue entry signs without it (CRS, FATCA CRS included)', () => {
    expect(pin({ formType: 'w9_2024' })).toBe(true);
    expect(pin({ formType: 'rc518' })).toBe(true);
    expect(pin({ formType: 'crsi_2024' })).toBe(false);
    expect(pin({ formType: 'fatca_crse_2023' })).toBe(false);
  });
});
