import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, type Language, translate } from '@trace/contracts';

/**
 * What an upload field takes: pictures (JPG/PNG/GIF, 5 MB), documents (PDF/XLS/XLSX, 20 MB) or
 * spreadsheets only (XLS/XLSX, 20 MB: import files).
 */
export type UploadKind = 'image' | 'document' | 'spreadsheet';

export interface UploadRule {
  /** Browser-reported types and their extensions (the file dialog's filter; the server checks the bytes). */
  accept: Readonly<Record<string, readonly string[]>>;
  maxBytes: number;
  /** The list people read in messages. */
  allowedText: string;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/gif': ['.gif'] },
    maxBytes: IMAGE_MAX_BYTES,
    allowedText: 'JPG, PNG, GIF',
  },
  document: {
    accept: {
      'application/pdf': ['.pdf'],
      'application/vnd.ms-excel': ['.xls'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    },
    maxBytes: DOCUMENT_MAX_BYTES,
    allowedText: 'PDF, XLS, XLSX',
  },
  spreadsheet: {
    accept: {
      'application/vnd.ms-excel': ['.xls'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
    },
    maxBytes: DOCUMENT_MAX_BYTES,
    allowedText: 'XLS, XLSX',
  },
};

/** Types some systems report for any file; the extension decides then. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream']);

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a chosen file cannot be uploaded, in the spec's words and the interface language, or null when
 * it may go (the server checks the real content again).
 */
export function checkUpload(
  file: { name: string; size: number; type: string },
  kind: UploadKind,
  language: Language,
): string | null {
  const rule = UPLOAD_RULES[kind];
  const extensions = Object.values(rule.accept).flat();
  const typeKnown = GENERIC_TYPES.has(file.type) || Object.hasOwn(rule.accept, file.type);
  if (!extensions.includes(`.${fileExtension(file.name)}`) || !typeKnown) {
    return translate('upload.typeNotAllowed', language, { allowed: rule.allowedText });
  }
  if (file.size > rule.maxBytes) {
    return translate('upload.tooLarge', language, { maxMb: rule.maxBytes / 1024 / 1024 });
  }
  if (file.size === 0) return translate('upload.missing', language);
  return null;
}
