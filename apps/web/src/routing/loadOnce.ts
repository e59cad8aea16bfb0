/**
 * A chunk loaded at most once: `preloadScreen` and the page's own render share the load, so a page whose
 * code was asked for at start-up renders as soon as it is here. A failed load is tried again next time.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
