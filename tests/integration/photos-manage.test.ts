import { eq } from 'drizzle-orm';
import { photos } from '@/lib/db/schema';
import { setClock } from '@/lib/server/core/clock';
import { callJson, type ErrorBody, json } from './helpers/http';
import {
  createMember,
  fetchRendition,
  jpeg,
  mainPhotoId,
  photoRows,
  upload,
  uploadedFiles,
  uploadOk,
  type ListBody,
  type PhotoBody,
} from './helpers/photos';
import { countPurges } from './helpers/secrets';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { type Member } from '../utils/members';

let t: TestDb;
let owner: Member;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(async () => {
  owner = await createMember(t.db, { paidUser: true });
});

async function list(member: Member): Promise<ListBody> {
  const { status, body } = await callJson<ListBody>('GET', '/api/photos', { as: member });
  expect(status).toBe(200);
  return body;
}

async function mainImage(member: Member) {
  const { body } = await callJson<{ user: { profile: { main_image: unknown } } }>('GET', '/api/user', { as: member });
  return body.user.profile.main_image;
}

describe(`main photo rules (${dbKind})`, () => {
  it('makes the first photo main, and GET /api/user shows it as profile.main_image', async () => {
    expect(await mainImage(owner)).toBeNull();
    const first = await uploadOk(owner, await jpeg());
    const second = await uploadOk(owner, await jpeg());
    expect([first.main, second.main]).toEqual([true, false]);
    expect([first.sort, second.sort]).toEqual([0, 1]);
    expect(await mainImage(owner)).toEqual(first.image);
    const listed = await list(owner);
    expect(listed.photos.map((p) => [p.id, p.main])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect(listed).toMatchObject({ limit: 25, paid_user: true });
  });

  it('never makes a private photo main; the first free photo after it becomes main', async () => {
    const hidden = await uploadOk(owner, await jpeg(), 'private');
    expect(hidden).toMatchObject({ kind: 'private', main: false });
    expect(await mainPhotoId(t.db, owner.id)).toBeNull();
    const open = await uploadOk(owner, await jpeg());
    expect(open.main).toBe(true);

    const refused = await callJson('PATCH', `/api/photos/${hidden.id}`, { as: owner, body: { main: true } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'main', code: 'photo_private_main' }],
    });
    const contradiction = await callJson('PATCH', `/api/photos/${open.id}`, {
      as: owner,
      body: { kind: 'private', main: true },
    });
    expect(contradiction.status).toBe(422);
    expect(await mainPhotoId(t.db, owner.id)).toBe(open.id);
  });

  it('moves main on request, and hands it on when the main photo becomes private or is deleted', async () => {
    const [a, b, c] = [
      await uploadOk(owner, await jpeg()),
      await uploadOk(owner, await jpeg()),
      await uploadOk(owner, await jpeg()),
    ];
    const made = await callJson<PhotoBody>('PATCH', `/api/photos/${b.id}`, { as: owner, body: { main: true } });
    expect(made.status).toBe(200);
    expect(made.body.photo).toMatchObject({ id: b.id, main: true });
    expect(await mainPhotoId(t.db, owner.id)).toBe(b.id);

    const hidden = await callJson<PhotoBody>('PATCH', `/api/photos/${b.id}`, { as: owner, body: { kind: 'private' } });
    expect(hidden.body.photo).toMatchObject({ id: b.id, kind: 'private', main: false });
    expect(await mainPhotoId(t.db, owner.id)).toBe(a.id);

    expect((await callJson('DELETE', `/api/photos/${a.id}`, { as: owner })).status).toBe(200);
    expect(await mainPhotoId(t.db, owner.id)).toBe(c.id);
    expect(await mainImage(owner)).toEqual(c.image);

    expect((await callJson('PATCH', `/api/photos/${c.id}`, { as: owner, body: { kind: 'private' } })).status).toBe(200);
    expect(await mainPhotoId(t.db, owner.id)).toBeNull();
    expect(await mainImage(owner)).toBeNull();

    const reopened = await callJson<PhotoBody>('PATCH', `/api/photos/${b.id}`, { as: owner, body: { kind: 'free' } });
    expect(reopened.body.photo).toMatchObject({ kind: 'free', main: true });
  });

  it('purges the cached public pages when a free photo is hidden or deleted, not for private photos', async () => {
    const [a, b] = [await uploadOk(owner, await jpeg()), await uploadOk(owner, await jpeg())];
    const hidden = await uploadOk(owner, await jpeg(), 'private');
    let clock = new Date('2035-01-01T00:00:00Z').getTime();
    setClock(() => clock);
    // A purge earlier tests left waiting is carried out by this request, before counting starts.
    await list(owner);
    clock += 11_000;
    const purges = countPurges();
    try {
      expect((await callJson('PATCH', `/api/photos/${a.id}`, { as: owner, body: { kind: 'private' } })).status).toBe(
        200,
      );
      expect(purges.count).toBe(1);
      clock += 11_000;
      expect((await callJson('DELETE', `/api/photos/${b.id}`, { as: owner })).status).toBe(200);
      expect(purges.count).toBe(2);
      clock += 11_000;
      expect((await callJson('PATCH', `/api/photos/${a.id}`, { as: owner, body: { kind: 'free' } })).status).toBe(200);
      expect((await callJson('DELETE', `/api/photos/${hidden.id}`, { as: owner })).status).toBe(200);
      expect(purges.count).toBe(2);
    } finally {
      purges.stop();
      setClock(null);
    }
  });

  it('refuses mass assignment and empty changes', async () => {
    const other = await createMember(t.db);
    const photo = await uploadOk(owner, await jpeg());
    for (const body of [
      { userId: other.id, kind: 'private' },
      { kind: 'free', status: 'rejected' },
      {},
      { main: false },
      { kind: 'public' },
    ]) {
      const { status, body: answer } = await callJson<ErrorBody>('PATCH', `/api/photos/${photo.id}`, {
        as: owner,
        body,
      });
      expect({ status, code: answer.error.code }).toEqual({ status: 422, code: 'validation_failed' });
    }
    const [row] = await photoRows(t.db, owner.id);
    expect(row).toMatchObject({ id: photo.id, userId: owner.id, kind: 'free', status: 'active' });
  });
});

describe(`delete and reorder (${dbKind})`, () => {
  it('deletes the row and every file; the photo is then 404', async () => {
    const photo = await uploadOk(owner, await jpeg());
    expect(uploadedFiles(t.dataDir).filter((f) => f.startsWith(photo.id))).toHaveLength(3);
    const { status, body } = await callJson<{ ok: boolean; main_photo_id: string | null }>(
      'DELETE',
      `/api/photos/${photo.id}`,
      { as: owner },
    );
    expect({ status, body }).toEqual({ status: 200, body: { ok: true, main_photo_id: null } });
    expect(uploadedFiles(t.dataDir).filter((f) => f.startsWith(photo.id))).toEqual([]);
    expect(await t.db.select().from(photos).where(eq(photos.id, photo.id))).toEqual([]);
    expect((await fetchRendition(owner, photo.image.filename)).response.status).toBe(404);
    expect((await callJson('DELETE', `/api/photos/${photo.id}`, { as: owner })).status).toBe(404);
  });

  it('reorders by id; photos left out follow in their old order', async () => {
    const [a, b, c] = [
      await uploadOk(owner, await jpeg()),
      await uploadOk(owner, await jpeg()),
      await uploadOk(owner, await jpeg()),
    ];
    const { status, body } = await callJson<ListBody>('PUT', '/api/photos/order', {
      as: owner,
      body: { ids: [c.id, a.id, b.id] },
    });
    expect(status).toBe(200);
    expect(body.photos.map((p) => [p.id, p.sort])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect((await list(owner)).photos.map((p) => p.id)).toEqual([c.id, a.id, b.id]);

    const partial = await callJson<ListBody>('PUT', '/api/photos/order', { as: owner, body: { ids: [b.id] } });
    expect(partial.body.photos.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    // The order does not choose the main photo; "main" is explicit.
    expect(partial.body.photos.find((p) => p.main)?.id).toBe(a.id);
  });

  it('refuses duplicate, malformed or missing ids', async () => {
    const a = await uploadOk(owner, await jpeg());
    for (const body of [
      { ids: [a.id, a.id] },
      { ids: ['not-a-uuid'] },
      { ids: [] },
      {},
      { ids: [a.id], userId: a.id },
    ]) {
      const { status, body: answer } = await callJson<ErrorBody>('PUT', '/api/photos/order', { as: owner, body });
      expect({ status, code: answer.error.code }).toEqual({ status: 422, code: 'validation_failed' });
    }
  });
});

describe(`someone else's photos (${dbKind})`, () => {
  it("answers 404 to every mutation of another member's photo and changes nothing", async () => {
    const attacker = await createMember(t.db);
    await uploadOk(attacker, await jpeg());
    const victimPhoto = await uploadOk(owner, await jpeg());
    const before = await photoRows(t.db, owner.id);
    const attempts = [
      callJson<ErrorBody>('PATCH', `/api/photos/${victimPhoto.id}`, { as: attacker, body: { kind: 'private' } }),
      callJson<ErrorBody>('PATCH', `/api/photos/${victimPhoto.id}`, { as: attacker, body: { main: true } }),
      callJson<ErrorBody>('DELETE', `/api/photos/${victimPhoto.id}`, { as: attacker }),
      callJson<ErrorBody>('PUT', '/api/photos/order', { as: attacker, body: { ids: [victimPhoto.id] } }),
    ];
    for (const attempt of attempts) {
      const { status, body } = await attempt;
      expect({ status, code: body.error.code }).toEqual({ status: 404, code: 'not_found' });
    }
    // The same answer as for an id that exists nowhere: nothing tells the two apart.
    const nowhere = await callJson('PATCH', '/api/photos/0190a8d2-8f6e-7c3b-9d4e-123456789abc', {
      as: attacker,
      body: { kind: 'private' },
    });
    expect({ status: nowhere.status, body: nowhere.body }).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'not found' } },
    });
    expect(await photoRows(t.db, owner.id)).toEqual(before);
    expect(uploadedFiles(t.dataDir).filter((f) => f.startsWith(victimPhoto.id))).toHaveLength(3);
    expect(await mainPhotoId(t.db, attacker.id)).not.toBe(victimPhoto.id);
  });

  it("lists only the member's own photos", async () => {
    const other = await createMember(t.db);
    await uploadOk(other, await jpeg());
    const mine = await uploadOk(owner, await jpeg());
    expect((await list(owner)).photos.map((p) => p.id)).toEqual([mine.id]);
  });

  it('answers 403 authentication_required on every endpoint when logged out', async () => {
    const photo = await uploadOk(owner, await jpeg());
    const attempts = [
      callJson<ErrorBody>('GET', '/api/photos'),
      callJson<ErrorBody>('PATCH', `/api/photos/${photo.id}`, { body: { kind: 'private' } }),
      callJson<ErrorBody>('DELETE', `/api/photos/${photo.id}`),
      callJson<ErrorBody>('PUT', '/api/photos/order', { body: { ids: [photo.id] } }),
      json<ErrorBody>(upload(null, await jpeg())),
    ];
    for (const attempt of attempts) {
      const { status, body } = await attempt;
      expect({ status, code: body.error.code }).toEqual({ status: 403, code: 'authentication_required' });
    }
    expect(await photoRows(t.db, owner.id)).toHaveLength(1);
  });
});

describe(`serving uploaded photos (${dbKind})`, () => {
  it('serves free photos to everyone, only in private caches, and private photos to their owner only', async () => {
    const stranger = await createMember(t.db);
    const open = await uploadOk(owner, await jpeg());
    const hidden = await uploadOk(owner, await jpeg(), 'private');

    for (const viewer of [owner, stranger, null]) {
      const { response } = await fetchRendition(viewer, open.image.thumb_filename);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    }
    const own = await fetchRendition(owner, hidden.image.filename);
    expect(own.response.status).toBe(200);
    expect(own.response.headers.get('cache-control')).toBe('private, no-store');
    for (const viewer of [stranger, null]) {
      for (const size of ['full', 'thumb', 'match']) {
        const { response } = await fetchRendition(viewer, `/api/photos/${hidden.id}/${size}`);
        expect(response.status).toBe(404);
      }
    }

    // Made private: gone for others on the very next request.
    await callJson('PATCH', `/api/photos/${open.id}`, { as: owner, body: { kind: 'private' } });
    expect((await fetchRendition(stranger, open.image.filename)).response.status).toBe(404);
  });

  it('shows nobody but the owner the photos of an invisible or unconfirmed member', async () => {
    const stranger = await createMember(t.db);
    for (const options of [{ invisible: true }, { status: 'not_confirmed' as const }]) {
      const member = await createMember(t.db, options);
      const photo = await uploadOk(member, await jpeg());
      expect((await fetchRendition(member, photo.image.filename)).response.status).toBe(200);
      expect((await fetchRendition(stranger, photo.image.filename)).response.status).toBe(404);
      expect((await fetchRendition(null, photo.image.filename)).response.status).toBe(404);
    }
  });

  it.each([
    '/api/photos/..%2F..%2F.env/full',
    '/api/photos/%2e%2e/full',
    '/api/photos/0190a8d2-8f6e-7c3b-9d4e-123456789abc/original',
    '/api/photos/0190a8d2-8f6e-7c3b-9d4e-123456789abc/..%2Fthumb',
  ])('answers 404 to %s', async (url) => {
    const { response } = await fetchRendition(owner, url);
    expect(response.status).toBe(404);
  });
});
