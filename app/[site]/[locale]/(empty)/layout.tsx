import type { ReactNode } from 'react';
import { readPageParams, type SiteParams } from '@/lib/server/pages/read-page-params';
import { ErrorTextsProvider } from '../_boundaries/error-texts-provider';
import { errorTexts } from '../_boundaries/error-texts';

/** The empty layout (spec §2): no navigation and no footer, only the page and its signup modal. */
export default async function EmptyLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  await readPageParams(params);
  return (
    <main id="main">
      <ErrorTextsProvider texts={await errorTexts()}>{children}</ErrorTextsProvider>
    </main>
  );
}
