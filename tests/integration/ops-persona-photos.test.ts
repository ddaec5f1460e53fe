import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLog, photos, profiles, users } from '@/lib/db/schema';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { expectLedgerConsistent } from './helpers/accounts';
import { call, callJson, json, send, type ErrorBody } from './helpers/http';
import { createOperator, type TestOperator, twoSites } from './helpers/ops';
import { createMember, jpeg, png, uploadedFiles } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

type PersonaPhoto = { id: string; kind: string; main: boolean; generated: boolean; image: string | null };
type PersonaBody = { persona: { id: string; sites: { site_id: number; user_id: string }[]; photos: PersonaPhoto[] } };
type Urls = { filename: string; thumb_filename: string; match: string };

let t: TestDb;
let localhost: number;
let otherSite: number;
let admin: TestOperator;
let otherAdmin: TestOperator;
let chat: TestOperator;

const ORIGIN = 'http://localhost';
const today = new Date();
const born = (age: number) =>
  new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth() - 6, 1)).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  ({ localhost, otherSite } = await twoSites(t.db));
  admin = await createOperator(t.db, { role: 'admin', siteIds: [localhost] });
  otherAdmin = await createOperator(t.db, { role: 'admin', siteIds: [otherSite] });
  chat = await createOperator(t.db, { role: 'chat' });
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

async function createPersona(siteIds: number[], by: TestOperator = admin) {
  const created = await callJson<PersonaBody & ErrorBody>('POST', '/api/ops/personas', {
    cookie: by.cookie,
    body: {
      label: `Photo persona ${randomUUID().slice(0, 6)}`,
      name: 'Lena',
      gender: 'female',
      seeking: 'male',
      birth_date: born(30),
      country: 'NL',
      texts: { en: 'Fictional, with real photos.' },
      avatar: 3,
      site_ids: siteIds,
    },
  });
  expect(created.status).toBe(200);
  return created.body.persona;
}

const uploadAs = (
  cookie: string | null,
  personaId: string,
  body: Uint8Array,
  options: { kind?: string; contentType?: string } = {},
) =>
  json<{ photo: PersonaPhoto } & ErrorBody>(
    send(`${ORIGIN}/api/ops/personas/${personaId}/photos${options.kind ? `?kind=${options.kind}` : ''}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': options.contentType ?? 'image/jpeg',
        ...(cookie ? { cookie } : {}),
      },
      body: new Uint8Array(body),
    }),
  );

/** A member of localhost who is shown the persona (a man seeking women, 35). */
async function viewer(credits = 0) {
  const member = await createMember(t.db);
  await t.db
    .update(profiles)
    .set({ gender: 'male', seeking: 'female', birthDate: born(35) })
    .where(eq(profiles.userId, member.id));
  if (credits > 0)
    await grantCredits({ userId: member.id, amount: credits, reason: 'adjustment', idempotencyKey: `t:${member.id}` });
  return member;
}

const localRow = (persona: PersonaBody['persona']) => persona.sites.find((s) => s.site_id === localhost)!.user_id;

describe(`persona photos (${dbKind})`, () => {
  it('an admin uploads a photo once for every site; a member sees it on search, profile and chat, marked fictional', async () => {
    const persona = await createPersona([localhost]);
    const filesBefore = uploadedFiles(t.dataDir).length;
    const up = await uploadAs(admin.cookie, persona.id, await jpeg(640, 480));
    expect(up.status).toBe(201);
    expect(up.body.photo).toMatchObject({ kind: 'free', main: false, generated: false });
    // One set of renditions, whatever the number of sites.
    expect(uploadedFiles(t.dataDir).length).toBe(filesBefore + 3);
    const made = await callJson<{ photo: PersonaPhoto }>(
      'PATCH',
      `/api/ops/personas/${persona.id}/photos/${up.body.photo.id}`,
      { cookie: admin.cookie, body: { main: true } },
    );
    expect(made.body.photo.main).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, persona.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['persona.create', 'persona.photo_add', 'persona.photo_update']),
    );
    // The console shows it (admin's thumbnail route) and lists it with the generated avatar.
    const shown = await callJson<PersonaBody>('GET', `/api/ops/personas/${persona.id}`, { cookie: admin.cookie });
    expect(shown.body.persona.photos.map((p) => [p.generated, p.main])).toEqual([
      [true, false],
      [false, true],
    ]);
    const thumb = await call('GET', shown.body.persona.photos[1]!.image!, { cookie: admin.cookie });
    expect(thumb.response.status).toBe(200);
    expect(thumb.response.headers.get('content-type')).toBe('image/webp');

    const userId = localRow(persona);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
    const [row] = await t.db.select().from(photos).where(eq(photos.id, profile!.mainPhotoId!));
    expect(row?.storageKey).toBe(`upload:${up.body.photo.id}`);
    expect(row?.reviewedAt).not.toBeNull();
    const member = await viewer(100);
    const search = await callJson<{ results: { id: string; fictional: boolean; main_image: Urls }[] }>(
      'GET',
      '/api/members',
      { as: member },
    );
    const hit = search.body.results.find((r) => r.id === userId);
    expect(hit).toMatchObject({ fictional: true, main_image: { thumb_filename: `/api/photos/${row!.id}/thumb` } });
    const page = await callJson<{ profile: { fictional_icon: boolean; main_image: Urls; photos: { id: string }[] } }>(
      'GET',
      `/api/members/${userId}`,
      { as: member },
    );
    expect(page.body.profile.fictional_icon).toBe(true);
    expect(page.body.profile.main_image.filename).toBe(`/api/photos/${row!.id}/full`);
    expect(page.body.profile.photos[0]?.id).toBe(row!.id);
    const file = await call('GET', `/api/photos/${row!.id}/full`, { as: member });
    expect(file.response.status).toBe(200);
    const sent = await callJson<{ conversation: string }>('POST', `/api/members/${userId}/messages`, {
      as: member,
      body: { client_id: randomUUID(), body: 'Hello Lena!' },
    });
    const chat = await callJson<{ profile: { fictional: boolean; main_image: Urls | null } }>(
      'GET',
      `/api/chats/${sent.body.conversation}`,
      { as: member },
    );
    expect(chat.body.profile).toMatchObject({
      fictional: true,
      main_image: { thumb_filename: `/api/photos/${row!.id}/thumb` },
    });
  });

  it('a private photo shows only after an unlock; a site added later gets the same photos; delete removes the files', async () => {
    const persona = await createPersona([localhost]);
    const free = await uploadAs(admin.cookie, persona.id, await png(300, 300));
    const hidden = await uploadAs(admin.cookie, persona.id, await jpeg(300, 300, '#2255aa'), { kind: 'private' });
    expect(hidden.status).toBe(201);
    expect(hidden.body.photo.kind).toBe('private');
    const refused = await callJson<ErrorBody>(
      'PATCH',
      `/api/ops/personas/${persona.id}/photos/${hidden.body.photo.id}`,
      {
        cookie: admin.cookie,
        body: { main: true },
      },
    );
    expect(refused.status).toBe(422);
    const userId = localRow(persona);
    const [privateRow] = await t.db
      .select()
      .from(photos)
      .where(eq(photos.storageKey, `upload:${hidden.body.photo.id}`));
    const member = await viewer(100);
    const before = await callJson<{ profile: { photos: { id: string }[]; private_photos: { locked: boolean } } }>(
      'GET',
      `/api/members/${userId}`,
      { as: member },
    );
    expect(before.body.profile.photos.map((p) => p.id)).not.toContain(privateRow!.id);
    expect(before.body.profile.private_photos.locked).toBe(true);
    expect((await call('GET', `/api/photos/${privateRow!.id}/thumb`, { as: member })).response.status).toBe(404);
    const unlocked = await callJson('POST', `/api/members/${userId}/photos/unlock`, { as: member, body: {} });
    expect(unlocked.status).toBe(200);
    expect((await call('GET', `/api/photos/${privateRow!.id}/thumb`, { as: member })).response.status).toBe(200);

    // A second site (an admin of every site adds it): the new row shows the same files.
    const everywhere = await createOperator(t.db, { role: 'admin' });
    const patched = await callJson<PersonaBody>('PATCH', `/api/ops/personas/${persona.id}`, {
      cookie: everywhere.cookie,
      body: { site_ids: [localhost, otherSite] },
    });
    const otherRow = patched.body.persona.sites.find((s) => s.site_id === otherSite)!.user_id;
    const copied = await t.db.select().from(photos).where(eq(photos.userId, otherRow));
    expect(copied.map((p) => p.storageKey).sort()).toEqual(
      ['generated:3:0', `upload:${free.body.photo.id}`, `upload:${hidden.body.photo.id}`].sort(),
    );
    // The scoped admin of localhost may no longer write to it (it is on a site outside their scope).
    expect(
      (
        await callJson('DELETE', `/api/ops/personas/${persona.id}/photos/${free.body.photo.id}`, {
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
    const filesBefore = uploadedFiles(t.dataDir).length;
    const gone = await callJson('DELETE', `/api/ops/personas/${persona.id}/photos/${free.body.photo.id}`, {
      cookie: everywhere.cookie,
    });
    expect(gone.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(photos)
        .where(eq(photos.storageKey, `upload:${free.body.photo.id}`)),
    ).toEqual([]);
    expect(uploadedFiles(t.dataDir).length).toBe(filesBefore - 3);
    // The generated avatar is main again on both rows.
    for (const id of [userId, otherRow]) {
      const [p] = await t.db.select().from(profiles).where(eq(profiles.userId, id));
      const [main] = await t.db.select().from(photos).where(eq(photos.id, p!.mainPhotoId!));
      expect(main?.storageKey).toBe('generated:3:0');
    }
  });

  it('refuses a bad file (422, nothing stored), other roles (403), other sites (404), members and visitors (403)', async () => {
    const persona = await createPersona([localhost]);
    const filesBefore = uploadedFiles(t.dataDir);
    const bad = await uploadAs(admin.cookie, persona.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('photo_invalid');
    const notImage = await uploadAs(admin.cookie, persona.id, await jpeg(), { contentType: 'text/plain' });
    expect(notImage.status).toBe(415);
    expect(uploadedFiles(t.dataDir)).toEqual(filesBefore);
    const image = await jpeg();
    expect((await uploadAs(chat.cookie, persona.id, image)).body.error.code).toBe('forbidden');
    expect((await uploadAs(chat.cookie, persona.id, image)).status).toBe(403);
    expect((await uploadAs(otherAdmin.cookie, persona.id, image)).status).toBe(404);
    const member = await viewer();
    expect((await uploadAs(member.cookie, persona.id, image)).status).toBe(403);
    expect((await uploadAs(null, persona.id, image)).status).toBe(403);
    expect(uploadedFiles(t.dataDir)).toEqual(filesBefore);
    const ok = await uploadAs(admin.cookie, persona.id, image);
    const path = `/api/ops/personas/${persona.id}/photos/${ok.body.photo.id}`;
    for (const [method, body] of [
      ['PATCH', { kind: 'private' }],
      ['DELETE', undefined],
      ['GET', undefined],
    ] as const) {
      expect((await callJson(method, path, { cookie: chat.cookie, body })).status).toBe(403);
      expect((await callJson(method, path, { cookie: otherAdmin.cookie, body })).status).toBe(404);
      expect((await callJson(method, path, { as: member, body })).status).toBe(403);
      expect((await callJson(method, path, { body })).status).toBe(403);
    }
    expect((await callJson('PATCH', path, { cookie: admin.cookie, body: {} })).status).toBe(422);
    const unknown = `/api/ops/personas/${persona.id}/photos/${randomUUID()}`;
    expect((await callJson('DELETE', unknown, { cookie: admin.cookie })).status).toBe(404);
    const [still] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, localRow(persona)));
    expect(still?.status).toBe('active');
  });
});
