import 'server-only';
import sharp from 'sharp';
import { TtlCache } from '@/lib/server/core/cache';
import { isHexColour, textOn } from '@/lib/utils/brand-colours';

/**
 * The site's icon (a heart on the site's colour, 64 × 64): the favicon, the lander's logo and the Organization logo.
 * `colour` is the site's (siteColour: the operator's primary, else the theme's), #rrggbb; the heart is white or
 * near-black, whichever reads on it.
 */
export function siteIconSvg(colour: string): string {
  const fill = isHexColour(colour) ? colour : '#d81b50';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><path d="M32 50 14 33a10 10 0 0 1 14-14l4 4 4-4a10 10 0 0 1 14 14Z" fill="${textOn(fill)}"/></svg>`;
}

const icoCache = new TtlCache<Buffer>(24 * 60 * 60_000, 20);

/**
 * /favicon.ico in the site's colour: one 32 × 32 PNG image in an ICO container (ICONDIR, one
 * ICONDIRENTRY, the PNG), which every browser reads; drawn from the same SVG, once per theme.
 */
export function siteFaviconIco(colour: string): Promise<Buffer> {
  return icoCache.get(colour, async () => {
    const size = 32;
    const png = await sharp(Buffer.from(siteIconSvg(colour)))
      .resize(size, size)
      .png()
      .toBuffer();
    const header = Buffer.alloc(6 + 16);
    header.writeUInt16LE(0, 0); // reserved
    header.writeUInt16LE(1, 2); // type: icon
    header.writeUInt16LE(1, 4); // one image
    header.writeUInt8(size, 6);
    header.writeUInt8(size, 7);
    header.writeUInt8(0, 8); // no palette
    header.writeUInt8(0, 9); // reserved
    header.writeUInt16LE(1, 10); // colour planes
    header.writeUInt16LE(32, 12); // bits per pixel
    header.writeUInt32LE(png.length, 14);
    header.writeUInt32LE(header.length, 18); // the image follows the directory
    return Buffer.concat([header, png]);
  });
}
