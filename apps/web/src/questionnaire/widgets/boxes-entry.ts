import type { BoxesInputProps } from './BoxesInput';

/** How a TIN or GIIN field takes typing, in boxes or one masked field: plain text, no autofill, spelling or auto-case (upper case for letters). */
export const boxesEntry = (inputMode: BoxesInputProps['inputMode']) =>
  ({
    type: 'text',
    inputMode,
    autoComplete: 'off',
    autoCapitalize: inputMode === 'text' ? 'characters' : 'off',
    spellCheck: false,
  }) as const;
