import type { FormHeader, NotForRow } from '@taxcert/engine';

const header = (id: string) => `questionnaire.w8bene.header.${id}`;
const notFor = (id: string) => `questionnaire.w8bene.notFor.${id}`;

/**
 * Form W-8BEN-E's page-1 header (w8bene-lines.md, "Header"): form number, OMB number and the four notes under the
 * title, in our words (message keys). The same for Rev. October 2021 and Rev. July 2017: the notes give the header of
 * Rev. October 2021 and name no difference for July 2017 (unconfirmed for July 2017).
 *
 * The catalogue number 59689N is UNCONFIRMED: w8bene-lines.md has it from general knowledge, not seen in its sources.
 */
export const W8BENE_HEADER: FormHeader = {
  formNumber: 'W-8BEN-E',
  omb: '1545-1621',
  // UNCONFIRMED (w8bene-lines.md, "Catalog number"): not seen in the reference's sources; check the official PDF.
  catalogueNumber: 'Cat. No. 59689N',
  notes: [header('forEntities'), header('codeReferences'), header('instructions'), header('giveToPayer')],
};

/**
 * "Do NOT use this form for" (w8bene-lines.md: six rows, each with the form to use instead), in our words. The
 * forms named are the current revisions the catalogue holds; Form 8233 (row 2) is not one of ours and is named in the
 * row's text only. The same six rows in both revisions (row 6's qualified derivatives dealer is already on a filed
 * July 2017 copy).
 */
export const W8BENE_NOT_FOR: readonly NotForRow[] = [
  { text: notFor('usPerson'), useInstead: ['w9_2024'] },
  { text: notFor('foreignIndividual'), useInstead: ['w8ben_2021'] },
  { text: notFor('effectivelyConnected'), useInstead: ['w8eci_2021'] },
  { text: notFor('flowThrough'), useInstead: ['w8imy_2021'] },
  { text: notFor('exemptOrganization'), useInstead: ['w8eci_2021', 'w8exp_2023'] },
  { text: notFor('intermediary'), useInstead: ['w8imy_2021'] },
];
