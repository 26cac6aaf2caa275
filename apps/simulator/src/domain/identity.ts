/** Compares what a customer typed with the record, ignoring case, outer and repeated spaces. */
export const normaliseText = (value: string): string =>
  value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export const sameText = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && normaliseText(a) === normaliseText(b);
