import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoredFile } from '@trace/contracts';
import { useMemo } from 'react';
import { downloadAddress } from '../../../api/call';
import { storedFileKey } from '../../../kit/upload/useStoredFile';

const STORED_FILE_URL = /^\/files\/([0-9a-f-]{36})$/i;

/** The id of a stored file's URL (`/files/:id`), or undefined for anything else. */
export function fileIdOf(url: string): string | undefined {
  return STORED_FILE_URL.exec(url)?.[1];
}

/** `{ id, url }` of a stored file URL, as the kit's file hooks take it. */
export function fileRefOf(url: string): { id: string; url: string } | undefined {
  const id = fileIdOf(url);
  return id ? { id, url } : undefined;
}

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/vnd.ms-excel': 'xls',
  'application/x-cfb': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/**
 * A stored file of a saved record as an upload field's value. Records keep only URLs, so the file is
 * named after its field (`Licence 1.png`) and its size and type come from its bytes when known.
 */
export function storedFileOf(url: string, name: string, blob?: Blob): StoredFile {
  const extension = blob ? EXTENSION_OF[blob.type] : undefined;
  return {
    id: fileIdOf(url) ?? url,
    url,
    name: extension ? `${name}.${extension}` : name,
    mimeType: blob?.type ?? '',
    size: blob?.size ?? 0,
    createTime: '',
  };
}

/**
 * The stored files behind a record's URLs, read with the session, for edit forms: `undefined` until
 * every file has been read or has failed (a file that cannot be read keeps its URL, without a size).
 * The bytes go into the previews' cache, so the form's thumbnails do not read them again.
 */
export function useStoredFiles(
  urls: readonly string[] | undefined,
  /** The name of the file at an index (`Licence 1`). */
  nameOf: (index: number) => string,
): StoredFile[] | undefined {
  const queryClient = useQueryClient();
  const blobs = useQuery({
    queryKey: ['files', 'of-record', ...(urls ?? [])],
    queryFn: ({ signal }) =>
      Promise.all(
        (urls ?? []).map(async (url) => {
          const key = storedFileKey(fileIdOf(url) ?? url);
          const cached = queryClient.getQueryData<Blob>(key);
          if (cached) return cached;
          try {
            const blob = await downloadAddress(url, { signal });
            queryClient.setQueryData(key, blob);
            return blob;
          } catch {
            // Shown as a file without a preview; the form can still be saved or the file replaced.
            return undefined;
          }
        }),
      ),
    enabled: urls !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const data = blobs.data;
  // Callers pass `nameOf` inline, a new function each render: the value follows the names it gives,
  // not the function, or a form initialised from it would re-initialise on every render.
  const names = (urls ?? []).map((_, index) => nameOf(index)).join('\n');
  return useMemo(() => {
    const named = names.split('\n');
    return urls && data
      ? urls.map((url, index) => storedFileOf(url, named[index] ?? '', data[index]))
      : undefined;
  }, [urls, data, names]);
}
