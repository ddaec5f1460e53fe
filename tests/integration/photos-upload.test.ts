import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '@/lib/config/constants';
import { type ErrorBody, json } from './helpers/http';
import {
  countPhotos,
  createMember,
  fetchRendition,
  jpeg,
  jpegWithGps,
  noisyImage,
  pixelFloodPng,
  png,
  upload,
  uploadedFiles,
  uploadOk,
  webp,
  type PhotoBody,
} from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { type Member } from '../utils/members';

let t: TestDb;
let member: Member;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => t.teardown());
// Each test starts with a member without photos, so the quota never gets in the way.
beforeEach(async () => {
  member = await createMember(t.db);
});

async function expectRefused(
  body: Uint8Array,
  status: number,
  code: string,
  options: Parameters<typeof upload>[2] = {},
) {
  const rowsBefore = await countPhotos(t.db);
  const filesBefore = uploadedFiles(t.dataDir);
  const { status: got, body: answer } = await json<ErrorBody>(upload(member, body, options));
  expect({ status: got, code: answer.error?.code }).toEqual({ status, code });
  expect(await countPhotos(t.db)).toBe(rowsBefore);
  expect(uploadedFiles(t.dataDir)).toEqual(filesBefore);
}

describe(`POST /api/photos: what is accepted (${dbKind})`, () => {
  it.each([
    ['JPEG', jpeg, 'image/jpeg'],
    ['PNG with transparency', png, 'image/png'],
    ['WebP', webp, 'image/webp'],
    [
      'GIF',
      () =>
        sharp({ create: { width: 80, height: 60, channels: 3, background: '#f1c40f' } })
          .gif()
          .toBuffer(),
      'image/gif',
    ],
    [
      'AVIF',
      () =>
        sharp({ create: { width: 80, height: 60, channels: 3, background: '#2ecc71' } })
          .avif()
          .toBuffer(),
      'image/avif',
    ],
    ['a JPEG sent as application/octet-stream', jpeg, 'application/octet-stream'],
  ])('stores a %s as WebP renditions under a generated name', async (_label, make, contentType) => {
    const source = await make();
    const { status, body } = await json<PhotoBody>(upload(member, source, { contentType }));
    expect(status).toBe(201);
    expect(body.photo).toMatchObject({ kind: 'free', main: true, sort: 0 });
    expect(body.photo.image).toEqual({
      filename: `/api/photos/${body.photo.id}/full`,
      thumb_filename: `/api/photos/${body.photo.id}/thumb`,
      match: `/api/photos/${body.photo.id}/match`,
    });
    expect(uploadedFiles(t.dataDir)).toEqual(
      expect.arrayContaining(['full', 'match', 'thumb'].map((s) => `${body.photo.id}-${s}.webp`)),
    );
    const sizes = { full: null, thumb: 320, match: 250 } as const;
    for (const [size, px] of Object.entries(sizes)) {
      const { response } = await fetchRendition(member, `/api/photos/${body.photo.id}/${size}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${body.photo.id}-${size}.webp"`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      if (px) expect([meta.width, meta.height]).toEqual([px, px]);
      else expect([meta.width, meta.height]).toEqual([body.photo.width, body.photo.height]);
    }
  });

  it('bounds the full rendition to 1280 px on the longest side, keeping the aspect ratio', async () => {
    const photo = await uploadOk(member, await jpeg(3000, 1500));
    expect([photo.width, photo.height]).toEqual([1280, 640]);
  });

  it('turns the photo upright by its EXIF orientation and strips every bit of metadata (GPS, camera, serial)', async () => {
    const source = await jpegWithGps();
    const sourceMeta = await sharp(source).metadata();
    expect(sourceMeta.exif?.toString('latin1')).toContain('AcmeCam');
    expect(sourceMeta.orientation).toBe(6);

    const photo = await uploadOk(member, source);
    expect([photo.width, photo.height]).toEqual([200, 300]);
    for (const size of ['full', 'thumb', 'match']) {
      const { response } = await fetchRendition(member, `/api/photos/${photo.id}/${size}`);
      const served = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(served).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual(
        {
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
          icc: undefined,
          orientation: undefined,
        },
      );
      const text = served.toString('latin1');
      for (const secret of ['AcmeCam', 'Spy 9000', 'SN-123456789', 'Jane Doe', 'Exif', 'GPS'])
        expect(text).not.toContain(secret);
    }
  });

  it('neutralises a JPEG/HTML polyglot: the stored file is a fresh image without the markup', async () => {
    const polyglot = Buffer.concat([await jpeg(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const photo = await uploadOk(member, polyglot);
    const { response } = await fetchRendition(member, photo.image.filename);
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).not.toContain('<script');
  });
});

describe(`POST /api/photos: what is refused, leaving no row and no file (${dbKind})`, () => {
  it('refuses an SVG, even one declared as an image', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefused(svg, 422, 'photo_invalid', { contentType: 'image/svg+xml' });
    await expectRefused(svg, 422, 'photo_invalid', { contentType: 'image/jpeg' });
  });

  it('refuses HTML or PHP renamed to look like a JPEG', async () => {
    await expectRefused(Buffer.from('<html><body><script>alert(1)</script></body></html>'), 422, 'photo_invalid');
    await expectRefused(Buffer.from('<?php system($_GET["c"]); ?>'), 422, 'photo_invalid');
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const cut = await noisyImage('jpeg');
    await expectRefused(cut.subarray(0, Math.floor(cut.length / 2)), 422, 'photo_invalid');
    const cutPng = await noisyImage('png');
    await expectRefused(cutPng.subarray(0, Math.floor(cutPng.length / 2)), 422, 'photo_invalid', {
      contentType: 'image/png',
    });
  });

  it('refuses a JPEG header with nothing behind it, HEIC-branded files, and an empty body', async () => {
    await expectRefused(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 422, 'photo_invalid');
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    await expectRefused(heic, 422, 'photo_invalid', { contentType: 'image/heic' });
    await expectRefused(Buffer.alloc(0), 422, 'photo_invalid');
  });

  it.each([
    ['65 535 × 65 535', 65_535, 65_535],
    ['20 000 × 20 000 in a valid 1 KB file (decompression bomb)', 20_000, 20_000],
    ['7 000 × 6 000, just above the 40 MP limit', 7_000, 6_000],
  ])('refuses a pixel flood of %s before decoding it', async (_label, width, height) => {
    const flood = pixelFloodPng(width, height);
    expect(flood.length).toBeLessThan(64 * 1024);
    await expectRefused(flood, 422, 'photo_invalid', { contentType: 'image/png' });
  });

  it('answers 503 when the photo storage fails, leaving no row, no file and no quota used (FLT-10)', async () => {
    const folder = path.join(t.dataDir, 'uploads', 'photos');
    const aside = `${folder}.aside`;
    if (existsSync(folder)) renameSync(folder, aside);
    // A file where the folder should be: every write fails as on a broken or read-only disk.
    mkdirSync(path.dirname(folder), { recursive: true });
    writeFileSync(folder, 'not a folder');
    try {
      const before = await countPhotos(t.db);
      const { status, body } = await json<ErrorBody>(upload(member, await jpeg()));
      expect([status, body.error.code]).toEqual([503, 'service_unavailable']);
      expect(await countPhotos(t.db)).toBe(before);
    } finally {
      rmSync(folder, { force: true });
      if (existsSync(aside)) renameSync(aside, folder);
    }
    expect((await upload(member, await jpeg())).response.status).toBe(201);
  });

  it('refuses a body over the byte limit with 413, whether or not it declares its length', async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0);
    (await jpeg()).copy(big);
    await expectRefused(big, 413, 'payload_too_large');
    await expectRefused(await jpeg(), 413, 'payload_too_large', {
      headers: { 'content-length': String(MAX_PHOTO_BYTES + 1) },
    });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['a urlencoded form', 'application/x-www-form-urlencoded'],
    ['HTML', 'text/html'],
  ])(
    'refuses a body declared as %s with 415: an upload is an image type, which no cross-site form can send',
    async (_label, contentType) => {
      await expectRefused(await jpeg(), 415, 'unsupported_media_type', { contentType });
    },
  );

  it('refuses cross-site uploads', async () => {
    await expectRefused(await jpeg(), 403, 'cross_site_request', { headers: { origin: 'https://evil.example' } });
    await expectRefused(await jpeg(), 403, 'cross_site_request', {
      headers: { origin: 'http://hartjesdate.localhost' },
    });
  });

  it('refuses an unknown kind', async () => {
    await expectRefused(await jpeg(), 422, 'validation_failed', { kind: 'public' });
  });

  it('refuses an owner named in the query (mass assignment), storing nothing', async () => {
    await expectRefused(await jpeg(), 422, 'validation_failed', {
      kind: 'free',
      query: { userId: '0190a8d2-8f6e-7c3b-9d4e-123456789abc' },
    });
  });

  it('answers 403 authentication_required when logged out', async () => {
    const rowsBefore = await countPhotos(t.db);
    const { status, body } = await json<ErrorBody>(upload(null, await jpeg()));
    expect({ status, code: body.error.code }).toEqual({ status: 403, code: 'authentication_required' });
    expect(await countPhotos(t.db)).toBe(rowsBefore);
  });
});

describe(`POST /api/photos with an Idempotency-Key (${dbKind})`, () => {
  it('stores a retried upload once and answers the retry with the same photo', async () => {
    const source = await jpeg();
    const headers = { 'idempotency-key': 'photo-retry-0001' };
    const first = await json<PhotoBody>(upload(member, source, { headers }));
    const retry = await json<PhotoBody>(upload(member, source, { headers }));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.photo.id).toBe(first.body.photo.id);
    const { body } = await json<{ photos: unknown[] }>(fetchRendition(member, '/api/photos'));
    expect(body.photos).toHaveLength(1);
    expect(uploadedFiles(t.dataDir).filter((f) => f.startsWith(first.body.photo.id))).toHaveLength(3);
  });

  it('refuses the same key with another image or another kind (422), storing nothing more', async () => {
    const headers = { 'idempotency-key': 'photo-reuse-0001' };
    const first = await json<PhotoBody>(upload(member, await jpeg(), { headers }));
    expect(first.status).toBe(201);
    const before = await countPhotos(t.db);
    const otherImage = await json<{ error: { code: string } }>(upload(member, await png(), { headers }));
    expect(otherImage).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    const otherKind = await json<{ error: { code: string } }>(
      upload(member, await jpeg(), { headers, kind: 'private' }),
    );
    expect(otherKind).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect(await countPhotos(t.db)).toBe(before);
  });

  it('stores two uploads with different keys twice', async () => {
    await json(upload(member, await jpeg(), { headers: { 'idempotency-key': 'photo-key-a-0001' } }));
    await json(upload(member, await jpeg(), { headers: { 'idempotency-key': 'photo-key-b-0001' } }));
    const { body } = await json<{ photos: unknown[] }>(fetchRendition(member, '/api/photos'));
    expect(body.photos).toHaveLength(2);
  });
});
