import { locale } from 'next/root-params';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { isLocale } from '@/lib/config/locales';

/**
 * The last resort: every layout group has its own 404 in its frame ((default), (lander), (empty), (chat)), so this
 * one shows only if a group's layout itself finds nothing. Next sends it in the payload of every page of the site
 * (a layout's not-found UI travels with each page below it), so it is the bare content and nothing more (issue 12).
 */
export default async function NotFound() {
  const language = await locale();
  if (isLocale(language)) setRequestLocale(language);
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
