import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { resetEnvCache } from '@/lib/config/env';
import { signS3Request, type S3Config } from '@/lib/server/integrations/storage/s3';
import { objectStore } from '@/lib/server/integrations/storage';
import { type ErrorBody, json } from './helpers/http';
import { countPhotos, createMember, fetchRendition, jpeg, upload, uploadOk } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { type Member } from '../utils/members';

/**
 * The S3-compatible adapter of the photo storage port, against s3rver (an S3 server in this process; it
 * checks the access key but not a Signature Version 4 itself: tests/unit/integrations/s3-signature.test.ts
 * checks the signing): uploads go to the bucket, are served from it, leave it when deleted, and a bucket
 * that does not answer or refuses the keys is the member's 503 with nothing stored.
 */
const BUCKET = 'rosedate-photos';
let t: TestDb;
let server: S3rver;
let dir: string;
let endpoint: string;
let member: Member;

function useS3(overrides: Record<string, string> = {}): void {
  Object.assign(process.env, {
    STORAGE_S3_ENDPOINT: endpoint,
    STORAGE_S3_BUCKET: BUCKET,
    STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
    STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    ...overrides,
  });
  resetEnvCache();
}

const config = (): S3Config => ({
  endpoint,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});
async function objectStatus(key: string): Promise<number> {
  const url = new URL(`${endpoint}/${BUCKET}/${key}`);
  const response = await fetch(url, { headers: signS3Request(config(), 'GET', url, null, new Date()) });
  await response.body?.cancel();
  return response.status;
}

beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  member = await createMember(t.db);
}, 180_000);
afterEach(() => {
  for (const name of [
    'STORAGE_S3_ENDPOINT',
    'STORAGE_S3_BUCKET',
    'STORAGE_S3_ACCESS_KEY_ID',
    'STORAGE_S3_SECRET_ACCESS_KEY',
  ])
    delete process.env[name];
  resetEnvCache();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  await t.teardown();
});

describe(`photo storage in an S3-compatible bucket (${dbKind})`, () => {
  it('is chosen by STORAGE_S3_*, the disk otherwise', () => {
    expect(objectStore().name).toBe('disk');
    useS3();
    expect(objectStore().name).toBe('s3');
  });

  it('refuses half a configuration instead of storing on one server’s disk', () => {
    process.env.STORAGE_S3_BUCKET = BUCKET;
    resetEnvCache();
    expect(() => objectStore()).toThrow(
      /STORAGE_S3_ENDPOINT, STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY together/,
    );
  });

  it('stores every rendition of an upload in the bucket, serves it from there and removes it with the photo', async () => {
    useS3();
    const photo = await uploadOk(member, await jpeg());
    for (const size of ['full', 'thumb', 'match'])
      expect(await objectStatus(`photos/${photo.id}-${size}.webp`)).toBe(200);
    const served = await fetchRendition(member, photo.image.thumb_filename);
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('content-type')).toBe('image/webp');
    expect((await served.response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await fetchRendition(member, photo.image.filename)).response.status).toBe(200);
    const deleted = await json(
      (await import('./helpers/http')).send(`http://localhost/api/photos/${photo.id}`, {
        method: 'DELETE',
        headers: { origin: 'http://localhost', cookie: member.cookie },
      }),
    );
    expect(deleted.status).toBe(200);
    for (const size of ['full', 'thumb', 'match'])
      expect(await objectStatus(`photos/${photo.id}-${size}.webp`)).toBe(404);
  });

  it.each([
    ['a bucket that does not answer', { STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9' }],
    [
      'keys the bucket refuses',
      { STORAGE_S3_ACCESS_KEY_ID: 'NOT-A-KEY', STORAGE_S3_SECRET_ACCESS_KEY: 'not-the-secret' },
    ],
  ])('answers 503 for %s, with no photo stored and no quota used', async (_label, overrides) => {
    useS3(overrides);
    const before = await countPhotos(t.db);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { status, body } = await json<ErrorBody>(upload(member, await jpeg()));
      expect([status, body.error.code]).toEqual([503, 'service_unavailable']);
      expect(JSON.stringify(quiet.mock.calls)).not.toContain('not-the-secret');
    } finally {
      quiet.mockRestore();
    }
    expect(await countPhotos(t.db)).toBe(before);
  });
});
