/** Parses a :formId route parameter (a positive integer) or null. */
export function parseFormId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
