/**
 * What a file really is, from its first bytes (an extension can lie). Accepted uploads (app-shell.md §5):
 * pdf, jpg/jpeg, png, bmp, gif, tif/tiff, msg/doc/xls (OLE compound files), docx/xlsx (zip), and for
 * questionnaire uploads csv.
 */
const signatures: { mime: string; extensions: string[]; test: (b: Buffer) => boolean }[] = [
  { mime: 'application/pdf', extensions: ['pdf'], test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    mime: 'image/png',
    extensions: ['png'],
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/gif',
    extensions: ['gif'],
    test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  { mime: 'image/bmp', extensions: ['bmp'], test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
  {
    mime: 'image/tiff',
    extensions: ['tif', 'tiff'],
    test: (b) => ['II*\u0000', 'MM\u0000*'].includes(b.subarray(0, 4).toString('latin1')),
  },
  {
    mime: 'application/x-ole-storage',
    extensions: ['msg', 'doc', 'xls'],
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  },
  {
    mime: 'application/zip',
    extensions: ['docx', 'xlsx'],
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  },
  {
    mime: 'text/csv',
    extensions: ['csv'],
    // Printable text without NUL bytes.
    test: (b) =>
      b.length > 0 &&
      !b.subarray(0, 4096).includes(0) &&
      /^[\t\n\r\x20-\x7e\u00a0-\uffff]*$/.test(b.subarray(0, 4096).toString('utf8')),
  },
];

export const formUploadExtensions = [
  'pdf',
  'jpg',
  'png',
  'bmp',
  'msg',
  'doc',
  'docx',
  'jpeg',
  'tiff',
  'gif',
  'tif',
  'xls',
  'xlsx',
];
export const questionnaireUploadExtensions = ['pdf', 'csv', 'xls', 'xlsx'];

/** The MIME type to serve a file with when its name's extension agrees with its content; else null. */
export function sniffFileType(fileName: string, bytes: Buffer, allowed: readonly string[]): string | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (!allowed.includes(extension)) return null;
  const match = signatures.find((sig) => sig.extensions.includes(extension));
  if (!match || !match.test(bytes)) return null;
  if (match.mime === 'application/x-ole-storage')
    return extension === 'xls'
      ? 'application/vnd.ms-excel'
      : extension === 'doc'
        ? 'application/msword'
        : 'application/vnd.ms-outlook';
  if (match.mime === 'application/zip') {
    return extension === 'docx'
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return match.mime;
}
