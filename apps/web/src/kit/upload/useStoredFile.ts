import { useQuery } from '@tanstack/react-query';
import type { StoredFile } from '@trace/contracts';
import { useEffect, useState } from 'react';
import { downloadAddress } from '../../api/call';

/** Cache key of a stored file's bytes; an upload seeds it with the local file so no download follows. */
export const storedFileKey = (id: string) => ['files', id] as const;

/**
 * A stored file as an object URL for `<img>` or a link: `/files/:id` needs the session's token, which
 * plain `src` attributes cannot send. The URL is released when the component goes.
 */
export function useStoredFileUrl(file: Pick<StoredFile, 'id' | 'url'> | undefined) {
  const query = useQuery({
    queryKey: storedFileKey(file?.id ?? ''),
    queryFn: ({ signal }) => downloadAddress(file!.url, { signal }),
    enabled: Boolean(file),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  const blob = query.data;
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return { url, isLoading: query.isPending && Boolean(file), error: query.error };
}
