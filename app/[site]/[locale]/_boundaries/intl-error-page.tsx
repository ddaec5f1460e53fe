'use client';
import { useTranslations } from 'next-intl';
import { ErrorView, type BoundaryError } from './error-view';

/** The error page of the layouts with the client translation provider (default, member pages, chat). */
export function IntlErrorPage({ error, reset }: { error: BoundaryError; reset: () => void }) {
  const t = useTranslations('Errors');
  const texts = {
    title: t('title'),
    generic: t('generic'),
    status: (status: number) => t('status', { status }),
    tryAgain: t('tryAgain'),
    backHome: t('backHome'),
  };
  return <ErrorView error={error} reset={reset} texts={texts} />;
}
