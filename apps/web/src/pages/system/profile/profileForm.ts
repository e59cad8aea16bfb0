import type { StoredFile } from '@trace/contracts';

/** An optional text field as the API takes it: blank means "not set" (null). */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const STORED_FILE_URL = /^\/files\/([0-9a-f-]{36})$/;

/**
 * A stored picture (`/files/:id`) as the upload field's value. The profile keeps only the address, so
 * name and size are unknown; the field shows the picture itself.
 */
export function avatarFiles(url: string | null, name: string, createTime: string): StoredFile[] {
  const id = url ? STORED_FILE_URL.exec(url)?.[1] : undefined;
  if (!url || !id) return [];
  return [{ id, url, name, mimeType: 'image/*', size: 0, createTime }];
}
