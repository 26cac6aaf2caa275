import type { PaperRow } from '@taxcert/engine';

/**
 * The special rate claim as the paper form prints it (W-8BEN line 10, W-8BEN-E line 15): one sentence naming the
 * Article and paragraph, the rate and the type of income of the (one) claim, then the additional conditions the
 * beneficial owner meets under the paper form's own label (w8bene-lines.md, line 15). `keys`: the line's label, the
 * sentence (with `{{article}}`, `{{rate}}` and `{{income}}`) and the explanation's label.
 */
export function specialRateSentenceRows(
  blockId: string,
  line: string,
  keys: { label: string; sentence: string; explanation: string },
): PaperRow[] {
  const claims = `${blockId}.treatySpecialRatesClaims`;
  const item = (id: string) => `${claims}.0.${id}`;
  return [
    {
      line,
      label: keys.label,
      at: claims,
      answers: [],
      sentence: {
        text: keys.sentence,
        values: { article: item('articleParagraph'), rate: item('rate'), income: item('incomeType') },
      },
    },
    { label: keys.explanation, at: claims, answers: [item('explanation')] },
  ];
}
