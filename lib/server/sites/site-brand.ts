import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { themeColour } from '@/lib/config/site-themes';
import { TtlCache } from '@/lib/server/core/cache';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { objectStore } from '@/lib/server/integrations/storage';
import { brandColour, brandStyle } from '@/lib/utils/brand-colours';
import { errorFields } from '@/lib/utils/error-fields';
import { getSite } from './get-site';
import type { Site } from './site';

/** The public path of a site's logo (the proxy rewrites it to app/api/seo/logo). */
export const LOGO_PATH = '/logo.webp';

export type SiteLogo = { body: Buffer; width: number; height: number; version: string };

/** How a page shows the site: its name, its logo (null: the wordmark) and its colours over the theme (null: none). */
export type SiteBrand = {
  name: string;
  logo: { src: string; width: number; height: number } | null;
  colour: string;
  style: Record<string, string> | null;
};

type BrandedSite = Pick<Site, 'name' | 'theme' | 'themeColors' | 'logoKey'>;

/** A stored logo's version for its URL: each upload gets a new key, so the key's hash changes with the picture. */
export function logoVersion(logoKey: string): string {
  return createHash('sha256').update(logoKey).digest('hex').slice(0, 12);
}

// Keys are never reused (a new key per upload), so a logo read once stays right for as long as it is cached.
const logos = new TtlCache<SiteLogo | null>(60 * 60_000, 100);

/** The site's logo bytes and size, or null when it has none or its file cannot be read (the wordmark then). */
export async function readPublicLogo(logoKey: string | null): Promise<SiteLogo | null> {
  if (!logoKey) return null;
  try {
    return await logos.get(logoKey, async () => {
      const body = await objectStore().get(logoKey);
      if (!body) return null;
      const { width, height } = await sharp(body).metadata();
      if (!width || !height) return null;
      return { body, width, height, version: logoVersion(logoKey) };
    });
  } catch (error) {
    log('warn', 'site logo not readable', errorFields(error));
    return null;
  }
}

/** The site's brand for pages and mails: colours from `theme_colors` over the theme, the logo where one is set. */
export async function siteBrand(site: BrandedSite): Promise<SiteBrand> {
  const theme = themeColour(site.theme);
  const logo = await readPublicLogo(site.logoKey);
  return {
    name: site.name,
    logo: logo ? { src: `${LOGO_PATH}?v=${logo.version}`, width: logo.width, height: logo.height } : null,
    colour: siteColour(site),
    style: brandStyle(theme, site.themeColors),
  };
}

/** GET /logo.webp: the logo of the site the request came to; 404 not_found when it has none. */
export async function getPublicLogo(siteKey: string): Promise<SiteLogo> {
  const site = await getSite(siteKey);
  const logo = await readPublicLogo(site.logoKey);
  if (!logo) throw new AppError('not_found');
  return logo;
}

/** The one colour that stands for the site (browser bar, icons, mails): the operator's primary, else the theme's. */
export function siteColour(site: Pick<Site, 'theme' | 'themeColors'>): string {
  return brandColour(themeColour(site.theme), site.themeColors);
}
