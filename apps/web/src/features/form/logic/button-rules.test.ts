import { describe, expect, it } from 'vitest';
import { buttonRules, type ButtonRuleInput } from './button-rules';

const base: ButtonRuleInput = {
  hasResult: false,
  rejectionCount: 0,
  dirty: false,
  validating: false,
  loading: false,
  stage: 0,
};
const rules = (input: Partial<ButtonRuleInput>) => buttonRules({ ...base, ...input });

describe('buttonRules', () => {
  it('offers only Check before any validation', () => {
    expect(rules({})).toEqual({
      showCheck: true,
      checkDisabled: false,
      showSignAndSubmit: false,
      showPressCheck: false,
    });
  });

  it('offers only Sign and submit after a clean check of unchanged answers', () => {
    expect(rules({ hasResult: true })).toEqual({
      showCheck: false,
      checkDisabled: false,
      showSignAndSubmit: true,
      showPressCheck: false,
    });
  });

  it('keeps Check and hides Sign and submit while there are rejections', () => {
    const r = rules({ hasResult: true, rejectionCount: 2 });
    expect(r.showCheck).toBe(true);
    expect(r.showSignAndSubmit).toBe(false);
    expect(r.showPressCheck).toBe(false);
  });

  it('asks for a re-check ("Press Check") once the answers change after a check', () => {
    const r = rules({ hasResult: true, dirty: true });
    expect(r).toEqual({ showCheck: true, checkDisabled: false, showSignAndSubmit: false, showPressCheck: true });
  });

  it('shows a disabled Check while validating', () => {
    const r = rules({ hasResult: true, validating: true });
    expect(r.showCheck).toBe(true);
    expect(r.checkDisabled).toBe(true);
    expect(r.showSignAndSubmit).toBe(false);
  });

  it('disables Check while loading', () => {
    expect(rules({ loading: true }).checkDisabled).toBe(true);
  });

  it('disables Check from stage 2 on unless the answers changed', () => {
    expect(rules({ stage: 2, hasResult: true, rejectionCount: 1 }).checkDisabled).toBe(true);
    expect(rules({ stage: 3 }).checkDisabled).toBe(true);
    expect(rules({ stage: 2, dirty: true }).checkDisabled).toBe(false);
    expect(rules({ stage: 1, hasResult: true, rejectionCount: 1 }).checkDisabled).toBe(false);
  });

  it('does not count warnings or recommendations as rejections (the caller passes rejections only)', () => {
    expect(rules({ hasResult: true, rejectionCount: 0 }).showSignAndSubmit).toBe(true);
  });

  it('always shows Sign and submit when the form questionnaire is supported', () => {
    expect(rules({ questionnaireSupported: true }).showSignAndSubmit).toBe(true);
    expect(rules({ questionnaireSupported: true, hasResult: true, rejectionCount: 3 }).showSignAndSubmit).toBe(true);
    expect(rules({ questionnaireSupported: true, hasResult: true, dirty: true })).toMatchObject({
      showSignAndSubmit: true,
      showCheck: true,
      showPressCheck: true,
    });
  });
});
