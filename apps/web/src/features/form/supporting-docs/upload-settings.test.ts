import { describe, expect, it } from 'vitest';
import { UPLOAD_DEFAULTS, uploadLimits } from './upload-settings';

const configured = {
  uploadTimeout: 3000,
  maxUploadFiles: 4,
  maxFileSize: 2,
  maxParallelUploads: 3,
  isMultipleFileUpload: true,
};

describe('uploadLimits', () => {
  it("uses the spec's defaults without configuration: 60000 ms, 1000 files, 5 MB, 2 parallel", () => {
    expect(uploadLimits(undefined)).toEqual({
      timeoutMs: 60_000,
      maxFiles: 1000,
      maxSizeMb: 5,
      parallel: 2,
      multiple: true,
    });
    expect(uploadLimits(null)).toEqual(UPLOAD_DEFAULTS);
  });

  it('takes every limit from the configuration', () => {
    expect(uploadLimits(configured)).toEqual({
      timeoutMs: 3000,
      maxFiles: 4,
      maxSizeMb: 2,
      parallel: 3,
      multiple: true,
    });
  });

  it('single-file mode (configured, or the questionnaire uploader) takes one file and one upload at a time', () => {
    expect(uploadLimits({ ...configured, isMultipleFileUpload: false })).toEqual({
      timeoutMs: 3000,
      maxFiles: 4,
      maxSizeMb: 2,
      parallel: 1,
      multiple: false,
    });
    expect(uploadLimits(configured, true)).toMatchObject({ parallel: 1, multiple: false, maxSizeMb: 2 });
    expect(uploadLimits(undefined, true)).toMatchObject({
      parallel: 1,
      multiple: false,
      maxSizeMb: 5,
      timeoutMs: 60_000,
    });
  });
});
