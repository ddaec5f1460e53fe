'use client';
import { useEffect } from 'react';

/** The offline page's way back: a button, and a reload of itself as soon as the browser is online again. */
export function OfflineRetry({ label }: { label: string }) {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
