import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './download';

describe('fileNameFromContentDisposition', () => {
  it('defaults to form.pdf without a usable header', () => {
    expect(fileNameFromContentDisposition(null)).toBe('form.pdf');
    expect(fileNameFromContentDisposition(undefined)).toBe('form.pdf');
    expect(fileNameFromContentDisposition('')).toBe('form.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBe('form.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBe('form.pdf');
    expect(fileNameFromContentDisposition('inline', 'other.pdf')).toBe('other.pdf');
  });

  it('reads quoted and unquoted names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="w9_2024-12.pdf"')).toBe('w9_2024-12.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=w9.pdf')).toBe('w9.pdf');
    expect(fileNameFromContentDisposition('attachment;filename=w9.pdf; size=10')).toBe('w9.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a; b.pdf"')).toBe('a; b.pdf');
  });

  it('prefers the RFC 5987 filename* and decodes it', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="fallback.pdf"; filename*=UTF-8''Formul%C3%A4r%20W-9.pdf`),
    ).toBe('Formulär W-9.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename*=utf-8'en'w9.pdf`)).toBe('w9.pdf');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.pdf"`)).toBe('ok.pdf');
  });

  it('drops path parts', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename=C:\\temp\\x.pdf')).toBe('x.pdf');
  });
});
