/**
 * Remembers one load by key, for code and texts fetched on first use: every caller with the same key shares the
 * one promise, a new key (another language or deploy) replaces it, and a failed load is forgotten, so the next use
 * tries again instead of failing from memory.
 */
export function loadOnce<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  let current: { key: string; promise: Promise<T> } | undefined;
  return (key, load) => {
    if (current?.key !== key) {
      const promise = load();
      promise.catch(() => {
        if (current?.promise === promise) current = undefined;
      });
      current = { key, promise };
    }
    return current.promise;
  };
}
