/**
 * The words that differ between submitting one form and several at once (a form group), as message keys:
 * the one table that tells the two apart. Everything else on the form screen is the same for both.
 */
const one = {
  previewTitle: 'formPreview.title',
  previewIntro: 'formPreview.intro',
  reviewed: 'formPreview.reviewed',
  signTitle: 'formSigning.title',
  signIntro: 'formSigning.intro',
  successTitle: 'success.title',
  successPreviewTitle: 'success.previewTitle',
  successDisclaimer: 'success.disclaimer',
  successPreviewDisclaimer: 'success.previewDisclaimer',
  noRejections: 'results.noRejections',
  readFirst: 'results.readFirst',
} as const;

const many: Record<keyof typeof one, string> = {
  previewTitle: 'formGroup.previewTitle',
  previewIntro: 'formGroup.previewIntro',
  reviewed: 'formGroup.reviewed',
  signTitle: 'formGroup.signTitle',
  signIntro: 'formGroup.signIntro',
  successTitle: 'formGroup.successTitle',
  successPreviewTitle: 'formGroup.successPreviewTitle',
  successDisclaimer: 'formGroup.successDisclaimer',
  successPreviewDisclaimer: 'formGroup.successPreviewDisclaimer',
  noRejections: 'formGroup.formNoRejections',
  readFirst: 'formGroup.formReadFirst',
};

export type Wording = Record<keyof typeof one, string>;

/** The wording for submitting `count` forms. */
export const wordingFor = (count: number): Wording => (count > 1 ? many : one);
