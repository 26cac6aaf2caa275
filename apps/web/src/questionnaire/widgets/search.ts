/** Text for matching: lower case, accents removed ('Börse' → 'borse'), so search ignores both (questionnaire-and-forms.md §5). */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
