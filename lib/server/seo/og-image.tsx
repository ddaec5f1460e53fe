import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/config/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { TtlCache } from '@/lib/server/core/cache';
import { siteColour } from '@/lib/server/sites/site-brand';
import type { SiteRecord } from '@/lib/server/sites/get-site';
import { OG_IMAGE_SIZE } from './page-metadata';

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | undefined;

/** Open Sans from @fontsource on disk (satori reads WOFF, not WOFF2): Latin first, Latin Extended for Polish and Nordic letters. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight): Promise<Font> => {
        const file = path.join(
          process.cwd(),
          'node_modules/@fontsource/open-sans/files',
          `open-sans-${subset}-${weight}-normal.woff`,
        );
        const buffer = await readFile(file);
        // One family per subset: satori takes a missing glyph from the next family in font-family.
        return {
          name: subset === 'latin' ? 'Open Sans' : 'Open Sans Ext',
          data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
          weight,
          style: 'normal',
        };
      }),
    ),
  );
  return fonts;
}

const cache = new TtlCache<ArrayBuffer>(60 * 60_000, 200);

/**
 * The Open Graph image of a site in one language (1200 × 630 PNG): the site's name and headline on
 * its theme colour, drawn locally with next/og (no network, no remote fonts), cached per site × language.
 */
export function renderOgImage(site: SiteRecord, locale: Locale): Promise<ArrayBuffer> {
  return cache.get(`${site.key}|${locale}|${site.updatedAt.getTime()}`, async () => {
    const [messages, fontList] = await Promise.all([loadMessages(locale), loadFonts()]);
    const t = createTranslator({ locale, messages, namespace: 'Index' });
    const colour = siteColour(site);
    const headline = t('heroTitle', { niche: String(site.niche) });
    const tagline = t('heroSubtitle', { name: site.name });
    const image = new ImageResponse(
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: `linear-gradient(135deg, ${colour} 0%, #1f1d24 100%)`,
          color: '#ffffff',
          fontFamily: "'Open Sans', 'Open Sans Ext'",
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <div
            style={{
              width: 88,
              height: 88,
              borderRadius: 44,
              background: '#ffffff',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <svg width="52" height="52" viewBox="0 0 24 24">
              <path
                fill={colour}
                d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
              />
            </svg>
          </div>
          <div style={{ fontSize: 64, fontWeight: 700 }}>{site.name}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.15 }}>{headline}</div>
          <div style={{ fontSize: 30, opacity: 0.9, lineHeight: 1.35 }}>{tagline}</div>
        </div>
      </div>,
      { ...OG_IMAGE_SIZE, fonts: fontList },
    );
    return image.arrayBuffer();
  });
}
