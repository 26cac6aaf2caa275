import { describe, expect, it } from 'vitest';
import { uploadLimits } from './upload-settings';
import { ACCEPT_ATTRIBUTE, checkFiles, formatSize } from './file-checks';

const MB = 1024 * 1024;
const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);
const limits = uploadLimits({
  uploadTimeout: 60_000,
  maxUploadFiles: 3,
  maxFileSize: 1,
  maxParallelUploads: 2,
  isMultipleFileUpload: true,
});
const reasons = (result: ReturnType<typeof checkFiles>) => result.rejected.map((r) => [r.file.name, r.key]);

describe('checkFiles (app-shell.md §5)', () => {
  it('accepts the thirteen types of the dialog, in any case', () => {
    const names = [
      'a.pdf',
      'b.JPG',
      'c.png',
      'd.bmp',
      'e.msg',
      'f.doc',
      'g.docx',
      'h.jpeg',
      'i.tiff',
      'j.gif',
      'k.tif',
      'l.xls',
      'm.XLSX',
    ];
    const result = checkFiles(
      names.map((name) => fileOf(name, 10)),
      { ...limits, maxFiles: 100 },
      { held: 0, chosen: 0 },
    );
    expect(result.accepted.map((file) => file.name)).toEqual(names);
    expect(result.rejected).toEqual([]);
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.jpg,.png,.bmp,.msg,.doc,.docx,.jpeg,.tiff,.gif,.tif,.xls,.xlsx');
  });

  it('refuses another type, an empty file and a file over the size limit, each with its reason', () => {
    const result = checkFiles(
      [
        fileOf('notes.txt', 10),
        fileOf('csv.csv', 10),
        fileOf('noext', 10),
        fileOf('empty.pdf', 0),
        fileOf('big.pdf', MB + 1),
        fileOf('edge.pdf', MB),
      ],
      limits,
      { held: 0, chosen: 0 },
    );
    expect(reasons(result)).toEqual([
      ['notes.txt', 'supportingDocuments.reject.type'],
      ['csv.csv', 'supportingDocuments.reject.type'],
      ['noext', 'supportingDocuments.reject.type'],
      ['empty.pdf', 'supportingDocuments.reject.empty'],
      ['big.pdf', 'supportingDocuments.reject.size'],
    ]);
    expect(result.rejected[4]?.values).toEqual({ name: 'big.pdf', max: 1 });
    expect(result.accepted.map((file) => file.name)).toEqual(['edge.pdf']);
  });

  it('refuses the files beyond the room the count limit leaves (documents held and files already chosen)', () => {
    expect(checkFiles([fileOf('1.pdf', 1)], limits, { held: 2, chosen: 1 }).rejected).toHaveLength(1);
    expect(checkFiles([fileOf('1.pdf', 1)], limits, { held: 2, chosen: 0 }).accepted).toHaveLength(1);
    const result = checkFiles([fileOf('1.pdf', 1), fileOf('2.pdf', 1), fileOf('3.pdf', 1)], limits, {
      held: 1,
      chosen: 0,
    });
    expect(result.accepted.map((file) => file.name)).toEqual(['1.pdf', '2.pdf']);
    expect(reasons(result)).toEqual([['3.pdf', 'supportingDocuments.reject.count']]);
    expect(result.rejected[0]?.values).toEqual({ name: '3.pdf', max: 3 });
  });

  it('in single-file mode refuses a choice of several files as a whole, and any file while one is chosen', () => {
    const single = { ...limits, multiple: false };
    expect(reasons(checkFiles([fileOf('3.pdf', 1)], single, { held: 0, chosen: 1 }))).toEqual([
      ['3.pdf', 'supportingDocuments.reject.oneFile'],
    ]);
    expect(reasons(checkFiles([fileOf('1.pdf', 1), fileOf('2.pdf', 1)], single, { held: 0, chosen: 0 }))).toEqual([
      ['1.pdf', 'supportingDocuments.reject.oneFile'],
      ['2.pdf', 'supportingDocuments.reject.oneFile'],
    ]);
    expect(checkFiles([fileOf('1.pdf', 1)], single, { held: 0, chosen: 0 }).accepted).toHaveLength(1);
  });
});

describe('formatSize', () => {
  it('says bytes, KB or MB', () => {
    expect(formatSize(12, 'en')).toBe('12 B');
    expect(formatSize(340 * 1024, 'en')).toBe('340 KB');
    expect(formatSize(1.25 * MB, 'en')).toBe('1.3 MB');
  });
});
