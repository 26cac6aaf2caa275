/** What the action bar needs to know (app-shell.md §4 "Button visibility"). */
export interface ButtonRuleInput {
  /** A validation result exists (from this session's Check or saved with the form). */
  hasResult: boolean;
  /** Rejections in that result (warnings and recommendations do not count). */
  rejectionCount: number;
  /** The answers changed since that result (or since loading, without one). */
  dirty: boolean;
  validating: boolean;
  loading: boolean;
  /** The form's workflow stage. */
  stage: number;
  /**
   * The form questionnaire is supported (the guided questionnaire): Sign-and-submit is always shown and
   * checks the answers itself before it proceeds.
   */
  questionnaireSupported?: boolean;
}

export interface ButtonRules {
  showCheck: boolean;
  checkDisabled: boolean;
  showSignAndSubmit: boolean;
  /** Show the "Press Check" prompt: the answers changed after a check. */
  showPressCheck: boolean;
}

export function buttonRules(input: ButtonRuleInput): ButtonRules {
  const { hasResult, rejectionCount, dirty, validating, loading, stage, questionnaireSupported = false } = input;
  return {
    showCheck: !hasResult || rejectionCount > 0 || dirty || validating,
    checkDisabled: loading || validating || (stage >= 2 && !dirty),
    showSignAndSubmit: questionnaireSupported || (hasResult && rejectionCount === 0 && !dirty && !validating),
    showPressCheck: hasResult && dirty,
  };
}
