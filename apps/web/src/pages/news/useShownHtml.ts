import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { downloadAddress } from '../../api/call';
import { sanitizeHtml } from '../../kit';

const STORED_FILE = /\/files\/[0-9a-fA-F-]{36}/g;

/**
 * A stored news text as administrators preview it: cleaned with the allow-list, then its images
 * (`/files/:id`, readable only with the session's token) replaced by object URLs of their bytes, which
 * are released when the page goes.
 */
export function useShownHtml(html: string | undefined): string {
  const addresses = useMemo(() => [...new Set(html?.match(STORED_FILE) ?? [])], [html]);
  const blobs = useQuery({
    queryKey: ['files', 'in-text', ...addresses],
    queryFn: ({ signal }) =>
      Promise.all(addresses.map((address) => downloadAddress(address, { signal }).catch(() => null))),
    enabled: addresses.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [urls, setUrls] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    const made = new Map<string, string>();
    blobs.data?.forEach((blob, index) => {
      if (blob) made.set(addresses[index]!, URL.createObjectURL(blob));
    });
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [blobs.data, addresses]);
  return useMemo(() => {
    let text = sanitizeHtml(html ?? '');
    for (const [address, url] of urls) text = text.replaceAll(address, url);
    return text;
  }, [html, urls]);
}
