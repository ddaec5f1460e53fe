import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { isLocale } from '@/lib/config/locales';
import { themeColour } from '@/lib/config/site-themes';
import { siteCardMetadata } from '@/lib/server/seo/page-metadata';
import { getSite } from '@/lib/server/sites/get-site';
import { siteBrand } from '@/lib/server/sites/site-brand';
import { HtmlFlagsKeeper } from '@/components/shell/html-flags-keeper';
import { HtmlFlagsScript } from '@/components/shell/html-flags-script';
import { openSans, openSansExt } from '@/app/_fonts/open-sans';
import '@/app/_styles/globals.scss';

import type { SiteParams } from '@/lib/server/pages/read-page-params';

export type { SiteParams };

// Pages under this root are rendered on first request per site × locale and then served from the cache.
export const dynamicParams = true;
export const revalidate = 3600;
export function generateStaticParams(): SiteParams[] {
  return [];
}

export async function generateViewport({ params }: { params: Promise<SiteParams> }): Promise<Viewport> {
  const { site: key } = await params;
  const site = await getSite(key).catch(() => null);
  const brand = site ? await siteBrand(site) : null;
  return { width: 'device-width', initialScale: 1, themeColor: brand?.colour ?? themeColour('') };
}

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { site: key, locale } = await params;
  const site = await getSite(key).catch(() => null);
  return {
    title: { default: site?.name ?? '', template: `%s | ${site?.name ?? ''}` },
    robots: { index: true, follow: true },
    icons: { icon: '/icon.svg', shortcut: '/favicon.ico', apple: '/pwa-icon.png?size=192' },
    // The installed app (issue 16 §5): the site's own manifest; iOS reads its title from appleWebApp.
    manifest: '/manifest.webmanifest',
    appleWebApp: { capable: true, title: site?.name ?? '', statusBarStyle: 'default' },
    ...(site ? siteCardMetadata(site, isLocale(locale) ? locale : 'en') : {}),
  };
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { site: key, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const site = await getSite(key).catch(() => null);
  if (!site) notFound();
  // The operator's colours over the theme (sites.theme_colors), server-rendered on <html>: the first paint has them.
  const { style } = await siteBrand(site);
  return (
    <html
      lang={locale}
      data-theme={site.theme}
      data-brand={style ? '' : undefined}
      style={style ? (style as CSSProperties) : undefined}
      className={`${openSans.variable} ${openSansExt.variable}`}
      suppressHydrationWarning
    >
      <head>
        <HtmlFlagsScript />
      </head>
      <body>
        <HtmlFlagsKeeper />
        {children}
      </body>
    </html>
  );
}
