/**
 * The exemption from FATCA reporting codes A–M (w9.md line 4): the W-9's line 4 offers them, and the FATCA/CRS entity
 * form asks a US person not specified which of them excludes it.
 */
export const W9_FATCA_CODES: readonly string[] = [...'ABCDEFGHIJKLM'];
