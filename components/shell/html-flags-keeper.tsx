'use client';
import { useLayoutEffect } from 'react';
import { applyHtmlFlags, rememberTimeZone } from '@/lib/utils/html-flags';

/**
 * The <html> flags again, once React has mounted. The inline script sets them before first paint, but two
 * renders never run it: a 404 (Next sends an empty error shell and the browser renders the page from the
 * RSC payload, where an inline script does not execute) and React's recovery from a hydration error (it
 * re-renders from the root and strips every attribute React did not render). Without this a member
 * would see the visitor's navigation there. Runs before the browser paints what React rendered.
 */
export function HtmlFlagsKeeper() {
  useLayoutEffect(() => {
    applyHtmlFlags(document.documentElement, document.cookie);
    rememberTimeZone(document);
  }, []);
  return null;
}
