import Link from 'next/link';
import { useTranslations } from 'next-intl';

// Unknown site key or locale in the internal path (the proxy never produces one).
export default function RootNotFound() {
  const t = useTranslations('Errors');
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">{t('notFoundTitle')}</h1>
      <Link href="/" className="btn btn-primary mt-3">{t('backHome')}</Link>
    </main>
  );
}
