'use client';
import { useEffect } from 'react';

/** Spec §7: POST /api/page-hidden with an empty JSON body when the page becomes hidden (never on unload, which breaks the back/forward cache). */
export function PageHiddenBeacon() {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState !== 'hidden') return;
      const body = new Blob(['{}'], { type: 'application/json' });
      if (!navigator.sendBeacon?.('/api/page-hidden', body)) {
        void fetch('/api/page-hidden', {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
          keepalive: true,
        }).catch(() => undefined);
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return null;
}
