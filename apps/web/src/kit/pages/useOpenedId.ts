import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A record id as pages carry it in the address (`?id=`); anything else reads as none. */
export function idParam(search: URLSearchParams): string | null {
  const id = search.get('id');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** The record a detail, edit or step page works on, from `?id=` (null when the address names none). */
export function useIdParam(): string | null {
  const [params] = useSearchParams();
  return idParam(params);
}

/**
 * The record a list page shows in a drawer, kept in the address (`?id=`) so it survives a reload and
 * the back button closes it: `[openedId, open]`, `open(null)` closes.
 */
export function useOpenedId(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('id', id);
          else next.delete('id');
          return next;
        },
        { replace: !id },
      ),
    [setParams],
  );
  return [idParam(params), open];
}
