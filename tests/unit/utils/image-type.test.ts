import { isUploadImageType, sniffImageType } from '@/lib/utils/image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** An ISO-BMFF file start: box size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8], 'meta');
};

describe('sniffImageType', () => {
  it.each([
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'jpeg'],
    ['JPEG (EXIF)', bytes([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34], 'Exif'), 'jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['WebP (lossy)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['WebP (lossless)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8L'), 'webp'],
    ['WebP (extended)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8X'), 'webp'],
    ['AVIF', ftyp('avif', ['mif1', 'avif', 'miaf']), 'avif'],
    ['AVIF sequence', ftyp('avis', ['avis', 'msf1']), 'avif'],
    ['AVIF declared only as a compatible brand', ftyp('mif1', ['mif1', 'avif']), 'avif'],
    ['HEIC', ftyp('heic', ['mif1', 'heic']), 'heic'],
    ['generic HEIF', ftyp('mif1', ['mif1']), 'heic'],
  ])('recognises %s', (_label, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG with an XML prolog', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!DOCTYPE html><html>')],
    ['PHP', bytes('<?php system($_GET["c"]); ?>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['TIFF', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['BMP', bytes('BM', [0, 0, 0, 0])],
    ['a WAV file (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an MP4 video', ftyp('isom', ['isom', 'mp42'])],
    ['an ftyp box that claims to be shorter than its header', bytes([0, 0, 0, 8], 'ftypavif')],
    ['two bytes of a JPEG', bytes([0xff, 0xd8])],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['a JPEG signature after a leading byte', bytes([0x00, 0xff, 0xd8, 0xff, 0xe0])],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s', (_label, input) => {
    expect(sniffImageType(input)).toBeNull();
  });

  it('allows the formats the server decodes and nothing else', () => {
    expect(['jpeg', 'png', 'webp', 'gif', 'avif'].every((t) => isUploadImageType(t as never))).toBe(true);
    expect(isUploadImageType('heic')).toBe(false);
    expect(isUploadImageType(null)).toBe(false);
  });
});
