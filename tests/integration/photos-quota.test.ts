import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from '@/lib/config/constants';
import { callJson, type ErrorBody, json } from './helpers/http';
import {
  createMember,
  insertPhotoRows,
  jpeg,
  photoRows,
  upload,
  uploadedFiles,
  uploadOk,
  type PhotoBody,
} from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => t.teardown());

describe(`photo quotas (${dbKind})`, () => {
  it(`lets a free member have ${FREE_PHOTO_LIMIT} photos, then answers 409 photo_limit_reached`, async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < FREE_PHOTO_LIMIT; i++) await uploadOk(member, await jpeg(), i === 1 ? 'private' : 'free');
    const files = uploadedFiles(t.dataDir);
    const { status, body } = await json<ErrorBody>(upload(member, await jpeg()));
    expect({ status, code: body.error.code, limit: body.error.params?.limit }).toEqual({
      status: 409,
      code: 'photo_limit_reached',
      limit: FREE_PHOTO_LIMIT,
    });
    expect(await photoRows(t.db, member.id)).toHaveLength(FREE_PHOTO_LIMIT);
    expect(uploadedFiles(t.dataDir)).toEqual(files);
    const { body: listed } = await callJson<{ limit: number; paid_user: boolean }>('GET', '/api/photos', {
      as: member,
    });
    expect(listed).toMatchObject({ limit: FREE_PHOTO_LIMIT, paid_user: false });
  });

  it(`lets a premium member have ${PREMIUM_PHOTO_LIMIT} photos`, async () => {
    const member = await createMember(t.db, { paidUser: true });
    await insertPhotoRows(t.db, member.id, PREMIUM_PHOTO_LIMIT - 1);
    const last = await uploadOk(member, await jpeg());
    expect(last.sort).toBe(PREMIUM_PHOTO_LIMIT - 1);
    const { status, body } = await json<ErrorBody>(upload(member, await jpeg()));
    expect({ status, code: body.error.code }).toEqual({ status: 409, code: 'photo_limit_reached' });
    expect(await photoRows(t.db, member.id)).toHaveLength(PREMIUM_PHOTO_LIMIT);
  });

  it('makes room again after a delete', async () => {
    const member = await createMember(t.db);
    const photos = [];
    for (let i = 0; i < FREE_PHOTO_LIMIT; i++) photos.push(await uploadOk(member, await jpeg()));
    expect((await json(upload(member, await jpeg()))).status).toBe(409);
    expect((await callJson('DELETE', `/api/photos/${photos[0]?.id}`, { as: member })).status).toBe(200);
    await uploadOk(member, await jpeg());
    expect(await photoRows(t.db, member.id)).toHaveLength(FREE_PHOTO_LIMIT);
  });

  // On PGlite the uploads run one after another; on PostgreSQL they really race for the owner's row lock.
  it.each([
    ['a free member', false, FREE_PHOTO_LIMIT],
    ['a premium member', true, PREMIUM_PHOTO_LIMIT],
  ])('accepts exactly one of 10 parallel uploads from %s at quota − 1', async (_label, paidUser, limit) => {
    const member = await createMember(t.db, { paidUser });
    await insertPhotoRows(t.db, member.id, limit - 1);
    const filesBefore = uploadedFiles(t.dataDir);
    const source = await jpeg();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => json<PhotoBody & ErrorBody>(upload(member, source))),
    );
    const accepted = answers.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error.code === 'photo_limit_reached')).toHaveLength(9);
    expect(await photoRows(t.db, member.id)).toHaveLength(limit);
    // The losers' renditions were written before the lock decided; they are gone again.
    const added = uploadedFiles(t.dataDir).filter((f) => !filesBefore.includes(f));
    const winner = accepted[0]?.body.photo.id;
    expect(added.sort()).toEqual(['full', 'match', 'thumb'].map((s) => `${winner}-${s}.webp`));
  });
});
