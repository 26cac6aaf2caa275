import type { OnlineConfig } from '@taxcert/contracts';

/** The upload limits the browser applies (app-shell.md §9), in the units it uses. */
export interface UploadLimits {
  timeoutMs: number;
  /** How many documents an owner (form or group) may hold in all (the simulator counts the same way). */
  maxFiles: number;
  maxSizeMb: number;
  parallel: number;
  /** false: single-file mode, one file at a time (a choice or drop of several is refused). */
  multiple: boolean;
}

/** The spec's defaults: timeout 60000 ms, 1000 files, 5 MB, 2 parallel uploads. */
export const UPLOAD_DEFAULTS: UploadLimits = {
  timeoutMs: 60_000,
  maxFiles: 1000,
  maxSizeMb: 5,
  parallel: 2,
  multiple: true,
};

/** The file types of the form upload dialog (app-shell.md §5). */
export const FORM_UPLOAD_EXTENSIONS = [
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
] as const;

/**
 * The limits from the configuration's `uploadFileSettings`, the defaults where it has none. Single-file
 * mode — the configuration's `isMultipleFileUpload: false`, or `single` (the questionnaire uploader) —
 * takes one file at a time and so one upload at a time; the size limit always comes from the configuration.
 */
export function uploadLimits(
  settings: OnlineConfig['uploadFileSettings'] | null | undefined,
  single = false,
): UploadLimits {
  const limits: UploadLimits = settings
    ? {
        timeoutMs: settings.uploadTimeout,
        maxFiles: settings.maxUploadFiles,
        maxSizeMb: settings.maxFileSize,
        parallel: settings.maxParallelUploads,
        multiple: settings.isMultipleFileUpload,
      }
    : UPLOAD_DEFAULTS;
  return single || !limits.multiple ? { ...limits, parallel: 1, multiple: false } : limits;
}
