import { deflateSync, crc32 } from 'node:zlib';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/lib/db/client';
import { photos, profiles, sites, users } from '@/lib/db/schema';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { uuidv7 } from '@/lib/utils/uuid';
import { uniqueEmail, type Member } from '../../utils/members';
import { sessionOn } from './accounts';
import { json, send, type ErrorBody } from './http';

export type PhotoBody = {
  photo: {
    id: string;
    kind: string;
    main: boolean;
    sort: number;
    width: number;
    height: number;
    image: { filename: string; thumb_filename: string; match: string };
  };
};
export type ListBody = { photos: PhotoBody['photo'][]; limit: number; paid_user: boolean };

const ORIGIN = 'http://localhost';
let counter = 0;

/** An active member of the localhost site with a sealed session cookie (no password round trip needed). */
export async function createMember(
  db: Db,
  options: { paidUser?: boolean; status?: 'active' | 'not_confirmed'; invisible?: boolean } = {},
): Promise<Member> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
  if (!site) throw new Error('localhost site missing');
  counter += 1;
  const id = uuidv7();
  const status = options.status ?? 'active';
  const email = uniqueEmail('photos');
  await db.insert(users).values({
    id,
    siteId: site.id,
    email,
    language: 'en',
    status,
    paidUser: options.paidUser ?? false,
    invisible: options.invisible ?? false,
  });
  await db
    .insert(profiles)
    .values({ userId: id, name: `Member ${counter}`, status: status === 'active' ? 'active' : 'disabled' });
  return { id, email, host: 'localhost', cookie: await sessionOn(db, id, site) };
}

/** Rows only (no files): fills a member up to a count quickly for quota tests. */
export async function insertPhotoRows(db: Db, userId: string, count: number): Promise<void> {
  if (count === 0) return;
  await db.insert(photos).values(
    Array.from({ length: count }, (_, sort) => {
      const id = uuidv7();
      return { id, userId, kind: 'free', status: 'active', storageKey: `upload:${id}`, width: 10, height: 10, sort };
    }),
  );
}

export async function photoRows(db: Db, userId: string) {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .orderBy(photos.sort);
}

export async function mainPhotoId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: profiles.mainPhotoId }).from(profiles).where(eq(profiles.userId, userId));
  return row?.id ?? null;
}

export async function countPhotos(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(photos);
  return row?.n ?? 0;
}

/** The stored upload files under DATA_DIR/uploads/photos. */
export function uploadedFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'photos')).sort();
  } catch {
    return [];
  }
}

export function upload(
  member: Member | null,
  body: Uint8Array,
  options: {
    contentType?: string;
    kind?: string;
    headers?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
) {
  const params = new URLSearchParams({ ...(options.kind ? { kind: options.kind } : {}), ...options.query });
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return send(`${ORIGIN}/api/photos${query}`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': options.contentType ?? 'image/jpeg',
      ...(member ? { cookie: member.cookie } : {}),
      ...options.headers,
    },
    body: new Uint8Array(body),
  });
}

export async function uploadOk(member: Member, body: Uint8Array, kind?: string): Promise<PhotoBody['photo']> {
  const { status, body: answer } = await json<PhotoBody & ErrorBody>(upload(member, body, { kind }));
  if (status !== 201) throw new Error(`upload answered ${status}: ${JSON.stringify(answer)}`);
  return answer.photo;
}

export function fetchRendition(member: Member | null, url: string) {
  return send(`${ORIGIN}${url}`, { headers: member ? { cookie: member.cookie } : {} });
}

// ---- image fixtures, made here so that nothing binary is committed ----

export function jpeg(width = 240, height = 160, colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export function png(width = 240, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export function webp(width = 240, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#16a085' } })
    .webp()
    .toBuffer();
}

/** A noisy image, so that cutting it in half really cuts pixel data. */
export function noisyImage(format: 'jpeg' | 'png', width = 600, height = 400): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A camera-like JPEG: GPS position, camera make and serial in EXIF, and orientation 6 (rotate 90°). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#8e44ad' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'AcmeCam', Model: 'Spy 9000', Copyright: 'Jane Doe' },
      IFD2: { BodySerialNumber: 'SN-123456789' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 5678/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, tiny PNG whose header claims width × height pixels (a pixel flood / decompression bomb). */
export function pixelFloodPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // One deflate stream of zero rows: it would expand to width × height bytes if anyone decoded it.
  const rows = deflateSync(Buffer.alloc(Math.min(height, 64) * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A member the site shows (one photo, made the main one), with `credits` granted through the ledger. */
export async function shownMember(db: Db, credits = 0): Promise<Member> {
  const member = await createMember(db);
  await insertPhotoRows(db, member.id, 1);
  const [photo] = await photoRows(db, member.id);
  await db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, member.id));
  if (credits > 0)
    await grantCredits({
      userId: member.id,
      amount: credits,
      reason: 'adjustment',
      idempotencyKey: `test:${member.id}`,
    });
  return member;
}
