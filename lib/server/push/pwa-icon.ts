import 'server-only';
import sharp from 'sharp';
import { z } from 'zod';
import { TtlCache } from '@/lib/server/core/cache';
import { getSite } from '@/lib/server/sites/get-site';
import { siteColour } from '@/lib/server/sites/site-brand';
import { isHexColour, textOn } from '@/lib/utils/brand-colours';

export const pwaIconQuerySchema = z.object({
  size: z.enum(['192', '512']).default('192'),
  purpose: z.enum(['any', 'maskable']).default('any'),
});
export type PwaIconQuery = z.infer<typeof pwaIconQuerySchema>;

/**
 * The installed app's icon: the site's initial over a small heart on the site's colour. `any` has rounded
 * corners; `maskable` fills the square and keeps its mark within the inner 80 % (the safe zone the platforms
 * cut their shapes from).
 */
export function pwaIconSvg(colour: string, initial: string, purpose: PwaIconQuery['purpose']): string {
  const fill = isHexColour(colour) ? colour : '#d81b50';
  const ink = textOn(fill);
  const letter =
    initial
      .replace(/[<>&"']/g, '')
      .slice(0, 1)
      .toUpperCase() || 'R';
  const scale = purpose === 'maskable' ? 0.7 : 1;
  const offset = (512 * (1 - scale)) / 2;
  const corner = purpose === 'maskable' ? 0 : 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${corner}" fill="${fill}"/><g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M256 448 104 304a84 84 0 0 1 118-118l34 34 34-34a84 84 0 0 1 118 118Z" fill="${ink}" fill-opacity="0.18"/><text x="256" y="336" text-anchor="middle" font-family="Open Sans, DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="272" fill="${ink}">${letter}</text></g></svg>`;
}

const icons = new TtlCache<Buffer>(24 * 60 * 60_000, 60);

/** The icon as PNG for this site, drawn once per colour, initial, size and purpose. */
export async function sitePwaIcon(siteKey: string, query: PwaIconQuery): Promise<Buffer> {
  const site = await getSite(siteKey);
  const colour = siteColour(site);
  const initial = site.name.trim().charAt(0);
  const size = Number(query.size);
  return icons.get(`${colour}:${initial}:${size}:${query.purpose}`, () =>
    sharp(Buffer.from(pwaIconSvg(colour, initial, query.purpose)))
      .resize(size, size)
      .png()
      .toBuffer(),
  );
}
