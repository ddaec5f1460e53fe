import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';

/** What a 404 says, inside the site's frame (app/[site]/[locale]/not-found.tsx). */
export function NotFoundContent() {
  const t = useTranslations('Errors');
  return (
    <section className="container py-5 text-center">
      <p className="display-4 fw-bold text-primary mb-2">404</p>
      <h1 className="h3">{t('notFoundTitle')}</h1>
      <p className="text-body-secondary">{t('notFoundBody')}</p>
      <Link href="/" className="btn btn-primary">
        {t('backHome')}
      </Link>
    </section>
  );
}
