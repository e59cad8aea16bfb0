import { useRef } from 'react';

/**
 * The same reference for as long as the value serialises the same, so plain data written inline in a
 * component (filter definitions, default sort) does not restart effects and queries on every render.
 */
export function useStableValue<T>(value: T): T {
  const ref = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value) ?? '';
  if (!ref.current || ref.current.json !== json) ref.current = { json, value };
  return ref.current.value;
}
