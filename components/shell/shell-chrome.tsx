import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { LoadingBar } from './loading-bar';
import { PageHiddenBeacon } from './page-hidden-beacon';
import { ScrollManager } from './scroll-manager';

/**
 * The parts of a client shell that every layout with navigation has before its content: the skip link, the loading
 * bar, the chunk-reload guard, the page-hidden beacon and scroll handling. None of them needs the translation
 * runtime (their texts are rendered here, on the server). Public and member shells both start with it.
 */
export async function ShellChrome() {
  const [t, tShell] = await Promise.all([getTranslations('Common'), getTranslations('Shell')]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Suspense fallback={null}>
        <LoadingBar label={tShell('loadingPage')} />
      </Suspense>
      <ChunkReloadGuard />
      <PageHiddenBeacon />
      <ScrollManager />
    </>
  );
}
