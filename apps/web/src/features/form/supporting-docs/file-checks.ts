import { formatNumber } from '../../../lib/i18n/locale-format';
import { FORM_UPLOAD_EXTENSIONS, type UploadLimits } from './upload-settings';

const MB = 1024 * 1024;

/** Why a chosen file is refused before any call, as a message key and its values. */
export interface Rejection {
  file: File;
  key:
    | 'supportingDocuments.reject.type'
    | 'supportingDocuments.reject.size'
    | 'supportingDocuments.reject.empty'
    | 'supportingDocuments.reject.count'
    | 'supportingDocuments.reject.oneFile';
  values: Record<string, string | number>;
}

export const extensionOf = (name: string): string =>
  name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';

/** The accept attribute of the file input: the accepted extensions. */
export const ACCEPT_ATTRIBUTE = FORM_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Splits newly chosen files into those that may be uploaded and those refused (app-shell.md §5): a type
 * outside the accepted list, an empty file, a file over the size limit, or one more than the count limit
 * allows (the limit less the documents the owner holds and those already chosen). In single-file mode a
 * choice of several files is refused as a whole, and so is any file while one is already chosen.
 */
export function checkFiles(
  files: readonly File[],
  limits: UploadLimits,
  { held, chosen }: { held: number; chosen: number },
): { accepted: File[]; rejected: Rejection[] } {
  const room = Math.max(0, limits.maxFiles - held - chosen);
  if (!limits.multiple && (files.length > 1 || chosen > 0)) {
    return {
      accepted: [],
      rejected: files.map((file) => ({ file, key: 'supportingDocuments.reject.oneFile', values: { name: file.name } })),
    };
  }
  const accepted: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    const name = file.name;
    if (!(FORM_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
      rejected.push({
        file,
        key: 'supportingDocuments.reject.type',
        values: { name, types: FORM_UPLOAD_EXTENSIONS.join(', ') },
      });
    } else if (file.size === 0) {
      rejected.push({ file, key: 'supportingDocuments.reject.empty', values: { name } });
    } else if (file.size > limits.maxSizeMb * MB) {
      rejected.push({ file, key: 'supportingDocuments.reject.size', values: { name, max: limits.maxSizeMb } });
    } else if (accepted.length >= room) {
      rejected.push({ file, key: 'supportingDocuments.reject.count', values: { name, max: limits.maxFiles } });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

/** "1.2 MB", "340 KB", "12 bytes" — for the file lists. */
export function formatSize(bytes: number, language: string): string {
  if (bytes >= MB) return `${formatNumber(bytes / MB, language, 1)} MB`;
  if (bytes >= 1024) return `${formatNumber(bytes / 1024, language)} KB`;
  return `${formatNumber(bytes, language)} B`;
}
