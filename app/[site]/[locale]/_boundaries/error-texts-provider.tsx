'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { RawErrorTexts } from './error-texts';
import { ErrorView, type BoundaryError } from './error-view';

const Texts = createContext<RawErrorTexts | null>(null);

/**
 * The error page's texts, handed down by a layout that has no client translation provider (the lander and
 * empty layouts stay without the translation runtime): five strings, rendered on the server.
 */
export function ErrorTextsProvider({ texts, children }: { texts: RawErrorTexts; children: ReactNode }) {
  return <Texts.Provider value={texts}>{children}</Texts.Provider>;
}

/** The error page of the lander and empty layouts. */
export function ProvidedErrorPage({ error, reset }: { error: BoundaryError; reset: () => void }) {
  const raw = useContext(Texts);
  if (!raw) throw error; // no texts: the layout's own boundary (the error page failed) takes over
  const texts = { ...raw, status: (status: number) => raw.status.replace('{status}', String(status)) };
  return <ErrorView error={error} reset={reset} texts={texts} />;
}
