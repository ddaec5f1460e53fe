import 'server-only';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS } from '@/lib/config/constants';
import { AppError } from '@/lib/server/core/errors';
import { isUploadImageType, sniffImageType, type UploadImageType } from '@/lib/utils/image-type';
import type { PhotoSize } from './photo-urls';

/** Upload renditions: the full photo within 1280 px, a square grid thumbnail, and the 250 px match circle (spec §9). */
export const UPLOAD_RENDITIONS = { full: 1280, thumb: 320, match: 250 } as const satisfies Record<PhotoSize, number>;

export type ProcessedPhoto = {
  renditions: Record<PhotoSize, Buffer>;
  width: number;
  height: number;
  type: UploadImageType;
};

// What sharp's header reader calls each format we accept; a mismatch with the magic bytes is a polyglot.
const SHARP_FORMAT: Record<UploadImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

// failOn 'error' refuses truncated and corrupt pixel data; animated files keep their first frame only.
const DECODE = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', animated: false } as const;

function invalid(cause?: unknown): AppError {
  return new AppError('photo_invalid', { cause });
}

async function readHeader(input: Buffer, type: UploadImageType): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, DECODE).metadata();
  } catch (error) {
    // Pixel floods end here too: sharp refuses a header above limitInputPixels before decoding anything.
    throw invalid(error);
  }
  if (meta.format !== SHARP_FORMAT[type] || (type === 'avif' && meta.compression !== 'av1')) throw invalid();
  const { width, height } = meta;
  if (!width || !height || width * height > MAX_PHOTO_PIXELS) throw invalid();
  return { width, height };
}

function webp(image: Sharp, quality: number): Promise<Buffer> {
  return image.webp({ quality, effort: 4 }).toBuffer();
}

/**
 * Re-encodes an upload (ASVS "image re-writing"): the format is decided by magic bytes (SVG, HTML and
 * anything else are refused), the header is checked against the pixel limit before decoding, the image is
 * turned upright by its EXIF orientation and decoded once, and every rendition is written as a fresh WebP
 * without any metadata (EXIF, GPS, XMP, ICC), so nothing a camera recorded leaves the server.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImageType(input);
  if (!isUploadImageType(type)) throw invalid();
  await readHeader(input, type);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, DECODE)
      .autoOrient()
      .resize(UPLOAD_RENDITIONS.full, UPLOAD_RENDITIONS.full, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw invalid(error);
  }
  const { width, height, channels } = decoded.info;
  const source = () => sharp(decoded.data, { raw: { width, height, channels } });
  const square = (px: number) => source().resize(px, px, { fit: 'cover', position: sharp.strategy.attention });
  const [full, thumb, match] = await Promise.all([
    webp(source(), 82),
    webp(square(UPLOAD_RENDITIONS.thumb), 75),
    webp(square(UPLOAD_RENDITIONS.match), 80),
  ]);
  return { renditions: { full, thumb, match }, width, height, type };
}
