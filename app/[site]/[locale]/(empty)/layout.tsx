import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/config/locales';
import type { SiteParams } from '../layout';

/** The empty layout (spec §2): no navigation and no footer, only the page and its signup modal. */
export default async function EmptyLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return <main id="main">{children}</main>;
}
