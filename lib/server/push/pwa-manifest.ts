import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { getSite } from '@/lib/server/sites/get-site';
import { siteColour } from '@/lib/server/sites/site-brand';

/** The icons of the installed app: 192 and 512 px, and a maskable 512 px whose mark keeps inside the safe circle. */
export const PWA_ICONS = [
  { src: '/pwa-icon.png?size=192', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/pwa-icon.png?size=512', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/pwa-icon.png?size=512&purpose=maskable', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** A home-screen label stays short: the site's name up to 12 characters, cut at a word where it can be. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const word = name.split(/\s+/)[0] ?? name;
  return word.length <= 12 ? word : name.slice(0, 12);
}

/**
 * The site's web app manifest (issue 16 §5): its name, its colour as theme colour, its icons drawn per site,
 * the whole site as scope, standalone display, in the visitor's language (the proxy's locale).
 */
export async function siteManifest(siteKey: string, locale: Locale) {
  const site = await getSite(siteKey);
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Index' });
  return {
    id: '/',
    name: site.name,
    short_name: shortName(site.name),
    description: t('metaDescription', { name: site.name }),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: siteColour(site),
    background_color: '#ffffff',
    categories: ['social', 'lifestyle'],
    icons: PWA_ICONS,
  };
}
