import 'server-only';
import sharp from 'sharp';
import { TtlCache } from '@/lib/server/core/cache';
import { themeColour } from '@/lib/config/site-themes';

/** The site's icon (a white heart on the site's colour, 64 × 64): the favicon, the lander's logo and the Organization logo. */
export function siteIconSvg(theme: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${themeColour(theme)}"/><path d="M32 50 14 33a10 10 0 0 1 14-14l4 4 4-4a10 10 0 0 1 14 14Z" fill="#fff"/></svg>`;
}

const icoCache = new TtlCache<Buffer>(24 * 60 * 60_000, 20);

/**
 * /favicon.ico in the site's colour: one 32 × 32 PNG image in an ICO container (ICONDIR, one
 * ICONDIRENTRY, the PNG), which every browser reads; drawn from the same SVG, once per theme.
 */
export function siteFaviconIco(theme: string): Promise<Buffer> {
  return icoCache.get(themeColour(theme), async () => {
    const size = 32;
    const png = await sharp(Buffer.from(siteIconSvg(theme)))
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
