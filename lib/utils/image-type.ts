/** Image formats recognised by their first bytes. HEIC is recognised so that it can be refused by name. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';

/**
 * What members may upload: the formats the bundled sharp decodes. HEIC (HEVC) is not among them:
 * sharp's prebuilt libheif reads AV1 only, so iPhone photos must arrive as JPEG (browsers convert them).
 */
export const UPLOAD_IMAGE_TYPES = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The MIME types of UPLOAD_IMAGE_TYPES, for the file input's `accept` and the upload's Content-Type. */
export const UPLOAD_MIME_TYPES: Record<UploadImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** How many leading bytes `sniffImageType` needs to decide. */
export const SNIFF_BYTES = 64;

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The brands of an ISO-BMFF `ftyp` box (major brand and compatible brands), or null when there is none. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const declared = (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
  if (declared < 16) return null;
  const end = Math.min(declared, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * The image format a file really is, judged by its magic bytes and never by its name or declared type;
 * null for anything else (SVG, HTML, scripts, PDFs, TIFF, truncated headers).
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (
    bytes.length >= 16 &&
    ascii(bytes, 0, 4) === 'RIFF' &&
    ascii(bytes, 8, 12) === 'WEBP' &&
    ascii(bytes, 12, 15) === 'VP8'
  )
    return 'webp';
  const brands = ftypBrands(bytes);
  if (brands?.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands?.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  return null;
}

/** Whether a sniffed format may be uploaded. */
export function isUploadImageType(type: SniffedImageType | null): type is UploadImageType {
  return type !== null && (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
}
