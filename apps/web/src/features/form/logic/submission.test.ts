import { describe, expect, it } from 'vitest';
import { isFinished, stageAfterConfirm, stageOnSignAndSubmit } from './submission';

describe('submission stages', () => {
  it('goes straight to signing at workflow stage 2, else to confirmation', () => {
    expect(stageOnSignAndSubmit(2)).toBe('Signing');
    expect(stageOnSignAndSubmit(0)).toBe('Confirmation');
    expect(stageOnSignAndSubmit(1)).toBe('Confirmation');
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
});
