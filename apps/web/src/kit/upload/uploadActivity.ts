import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * How a form learns that files are still being sent: each upload field inside an
 * `UploadActivity` provider adds one while it has uploads under way and takes it back when they end.
 */
export const UploadActivity = createContext<(change: 1 | -1) => void>(() => undefined);

/**
 * The state of a form's uploads: provide `report` through `UploadActivity` around the form's fields
 * and hold the submit button while `uploading`, so a form is never sent without a file being sent.
 */
export function useUploadActivity() {
  const [active, setActive] = useState(0);
  const report = useCallback((change: 1 | -1) => setActive((count) => count + change), []);
  return { uploading: active > 0, report };
}

/** An upload field's side: tells the enclosing form while `busy`. */
export function useReportUploading(busy: boolean) {
  const report = useContext(UploadActivity);
  useEffect(() => {
    if (!busy) return;
    report(1);
    return () => report(-1);
  }, [busy, report]);
}
