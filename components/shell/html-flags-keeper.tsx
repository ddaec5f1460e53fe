'use client';
import { useEffect, useLayoutEffect } from 'react';
import { applyHtmlFlags, rememberTimeZone } from '@/lib/utils/html-flags';

/**
 * The <html> flags again, once React has mounted. The inline script sets them before first paint, but two
 * renders never run it: a 404 (Next sends an empty error shell and the browser renders the page from the
 * RSC payload, where an inline script does not execute) and React's recovery from a hydration error (it
 * re-renders from the root and strips every attribute React did not render). Without this a member
 * would see the visitor's navigation there. Runs before the browser paints what React rendered.
 * The time-zone cookie is for member pages only (lib/server/profiles/get-time-settings.ts), so a visitor's browser
 * never works it out: the browser's first Intl formatter costs a long task of 30–40 ms on a phone (issue 12). For a
 * signed-in member it waits for an idle moment in a task of its own.
 */
export function HtmlFlagsKeeper() {
  useLayoutEffect(() => {
    applyHtmlFlags(document.documentElement, document.cookie);
  }, []);
  useEffect(() => {
    if (document.documentElement.dataset.auth !== '1') return;
    return whenIdle(() => rememberTimeZone(document));
  }, []);
  return null;
}

/** Runs `work` when the browser is idle (soon after load where it has no idle callbacks); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1_000);
  return () => window.clearTimeout(id);
}
