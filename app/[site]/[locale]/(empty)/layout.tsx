import type { ReactNode } from 'react';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { ErrorTextsProvider } from '../_boundaries/error-texts-provider';
import { errorTexts } from '../_boundaries/error-texts';

/**
 * The empty layout (spec §2): no navigation and no footer, only the page and its signup modal. Each page (and
 * the error page) brings its own <main>, as the 404 (not-found.tsx) puts the logo bar and footer around its own.
 */
export default async function EmptyLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  await readPageParams(params);
  return <ErrorTextsProvider texts={await errorTexts()}>{children}</ErrorTextsProvider>;
}
