'use client';
import { useEffect } from 'react';
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@/lib/config/constants';

const KEY = 'chunkReloadAt';

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}

/** Decides whether a chunk-load failure may reload the page: at most once per 60 s. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

/** After a deploy, an old page may ask for chunks that no longer exist: reload once, never in a loop. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const last = Number(sessionStorage.getItem(KEY) ?? '') || null;
      const now = Date.now();
      if (!mayReload(last, now)) return;
      sessionStorage.setItem(KEY, String(now));
      window.location.reload();
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
