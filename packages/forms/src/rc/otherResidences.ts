import { taxResidencesBlock, type BlockDef, type QuestionDef } from '@taxcert/engine';

/** Reasons for no TIN on the RC forms (canada-rc518-rc519.md: 1, 2, 3; 3 "other reason" is explained; wording unconfirmed). */
export const RC_NO_TIN_REASONS = ['1', '2', '3'] as const;
export const RC_EXPLAINED_REASONS = ['3'] as const;

/** Canada and the United States have their own questions on the RC forms, above the list of other jurisdictions. */
const DECLARED_ABOVE = new Set(['CA', 'US']);

/** Reason 3 on the RC forms is "other reason (explain)", not the CRS model's Reason B ("unable to obtain"). */
const reasonThreeExplained = (q: QuestionDef): QuestionDef => ({
  ...q,
  label: 'questionnaire.rc.taxResidences.reasonExplanation.label',
  rules: [{ kind: 'required', message: 'questionnaire.rc.taxResidences.reasonExplanation.errorMessage' }],
});

/** Canada and the United States are refused among the other jurisdictions, each with its own message. */
const notCanadaOrUs = (q: QuestionDef): QuestionDef => ({
  ...q,
  rules: [
    ...(Array.isArray(q.rules) ? q.rules : []),
    {
      kind: 'custom' as const,
      test: (value) => typeof value !== 'string' || !DECLARED_ABOVE.has(value),
      message: 'questionnaire.rc.taxResidences.country.declaredAboveErrorMessage',
    },
  ],
});

/**
 * A tax residences repeater question whose items refuse Canada and the United States: the RC forms ask those two
 * on their own (SIN / business number; U.S. TIN), and list only "a jurisdiction other than Canada or the United
 * States" (canada-rc518-rc519.md, Section 2). Reason 3's explanation is asked as the RC forms word it.
 */
export function otherThanCanadaOrUs(question: QuestionDef): QuestionDef {
  if (!question.items) return question;
  return {
    ...question,
    items: {
      ...question.items,
      questions: question.items.questions.map((q) =>
        q.id === 'country' ? notCanadaOrUs(q) : q.id === 'reasonExplanation' ? reasonThreeExplained(q) : q,
      ),
    },
  };
}

/** Section 2's other jurisdictions (questionnaire-and-forms.md §9: rc tax residences 1–2, optional), each with a TIN or reason 1–3. */
export function rcOtherTaxResidencesBlock(options: { title: string; part: string }): BlockDef {
  const block = taxResidencesBlock({
    ...options,
    min: 1,
    max: 2,
    optional: true,
    reasons: RC_NO_TIN_REASONS,
    explanationReasons: RC_EXPLAINED_REASONS,
  });
  return { ...block, questions: block.questions.map(otherThanCanadaOrUs) };
}
