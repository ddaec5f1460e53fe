import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { personas, photos, profiles, users } from '@/lib/db/schema';
import { givePersonas } from '@/lib/server/ops/personas/give-personas';
import { uuidv7 } from '@/lib/utils/uuid';
import { expectLedgerConsistent } from './helpers/accounts';
import { callJson, type ErrorBody } from './helpers/http';
import { createOperator, type TestOperator, twoSites } from './helpers/ops';
import { createMember as createBareMember } from './helpers/photos';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { uniqueEmail } from '../utils/members';

type PersonaBody = {
  persona: {
    id: string;
    label: string;
    status: string;
    sites: { site_id: number; user_id: string }[];
    profile: { name: string; interests: string[] } | null;
    waiting: number;
  };
};

let t: TestDb;
let localhost: number;
let otherSite: number;
let admin: TestOperator;
let scopedAdmin: TestOperator;
let chat: TestOperator;
let moderator: TestOperator;

beforeAll(async () => {
  t = await setupTestDb({ demo: false });
  ({ localhost, otherSite } = await twoSites(t.db));
  admin = await createOperator(t.db, { role: 'admin' });
  scopedAdmin = await createOperator(t.db, { role: 'admin', siteIds: [otherSite] });
  chat = await createOperator(t.db, { role: 'chat', siteIds: [localhost] });
  moderator = await createOperator(t.db, { role: 'moderator' });
}, 180_000);
afterEach(async () => expectLedgerConsistent(t.db));
afterAll(async () => t.teardown());

/** A member of localhost with credits to write. */
async function createMember(db: TestDb['db']) {
  const m = await createBareMember(db);
  await grantCredits({ userId: m.id, amount: 100, reason: 'adjustment', idempotencyKey: `test:${m.id}` });
  return m;
}

const input = (siteIds: number[]) => ({
  label: `Anna ${randomUUID().slice(0, 6)}`,
  name: 'Anna',
  gender: 'female' as const,
  birth_date: '1994-03-02',
  country: 'NL',
  texts: { en: 'I love long walks.', nl: 'Ik hou van lange wandelingen.' },
  avatar: 7,
  site_ids: siteIds,
});
const create = (op: TestOperator, body: unknown) =>
  callJson<PersonaBody & ErrorBody>('POST', '/api/ops/personas', { cookie: op.cookie, body });

describe(`personas (${dbKind})`, () => {
  it('an admin creates a persona: one fictional profile per site, shown to members with the fictional flag', async () => {
    const created = await create(admin, input([localhost, otherSite]));
    expect(created.status).toBe(200);
    const { persona } = created.body;
    expect(persona.sites.map((s) => s.site_id).sort()).toEqual([localhost, otherSite].sort());
    const rows = await t.db.select().from(users).where(eq(users.personaId, persona.id));
    expect(rows.every((r) => r.fictional && r.status === 'active')).toBe(true);
    const local = persona.sites.find((s) => s.site_id === localhost)!;
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, local.user_id));
    expect(profile?.about).toBe('I love long walks.');
    const [photo] = await t.db.select().from(photos).where(eq(photos.id, profile!.mainPhotoId!));
    expect(photo?.storageKey).toBe('generated:7:0');
    const member = await createMember(t.db);
    const seen = await callJson<{ profile: { fictional_icon: boolean } }>('GET', `/api/members/${local.user_id}`, {
      as: member,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.profile.fictional_icon).toBe(true);
    // Chat operators read them; only admins write; moderators, members and visitors are refused.
    expect((await callJson('GET', `/api/ops/personas/${persona.id}`, { cookie: chat.cookie })).status).toBe(200);
    expect((await create(chat, input([localhost]))).status).toBe(403);
    expect((await callJson('GET', '/api/ops/personas', { cookie: moderator.cookie })).status).toBe(403);
    expect((await callJson('GET', '/api/ops/personas', { as: member })).status).toBe(403);
    expect((await callJson('GET', '/api/ops/personas')).status).toBe(403);
  });

  it('scoped admins: a persona on none of their sites is 404, a site outside their scope too', async () => {
    const { persona } = (await create(admin, input([localhost]))).body;
    expect((await callJson('GET', `/api/ops/personas/${persona.id}`, { cookie: scopedAdmin.cookie })).status).toBe(404);
    expect(
      (await callJson('PATCH', `/api/ops/personas/${persona.id}`, { cookie: scopedAdmin.cookie, body: { label: 'x' } }))
        .status,
    ).toBe(404);
    expect((await create(scopedAdmin, input([localhost]))).status).toBe(404);
    const listed = await callJson<{ personas: { id: string }[] }>('GET', '/api/ops/personas', {
      cookie: scopedAdmin.cookie,
    });
    expect(listed.body.personas.map((p) => p.id)).not.toContain(persona.id);
  });

  it('edits: a removed site hides its profile, paused leaves every list and keeps conversations', async () => {
    const { persona } = (await create(admin, input([localhost, otherSite]))).body;
    const other = persona.sites.find((s) => s.site_id === otherSite)!;
    const patched = await callJson<PersonaBody & ErrorBody>('PATCH', `/api/ops/personas/${persona.id}`, {
      cookie: admin.cookie,
      body: { site_ids: [localhost], label: 'Anna (NL)', texts: { en: 'New about text' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.persona.sites.map((s) => s.site_id)).toEqual([localhost]);
    const [hidden] = await t.db.select({ invisible: users.invisible }).from(users).where(eq(users.id, other.user_id));
    expect(hidden?.invisible).toBe(true);
    const local = persona.sites.find((s) => s.site_id === localhost)!;
    const member = await createMember(t.db);
    const sent = await callJson<{ conversation: string }>('POST', `/api/members/${local.user_id}/messages`, {
      as: member,
      body: { client_id: randomUUID(), body: 'Hi Anna' },
    });
    // Paused: the profile is no longer listed or open to new conversations, the existing one stays.
    await callJson('PATCH', `/api/ops/personas/${persona.id}`, { cookie: admin.cookie, body: { status: 'paused' } });
    const stranger = await createMember(t.db);
    const refused = await callJson<ErrorBody>('POST', `/api/members/${local.user_id}/messages`, {
      as: stranger,
      body: { client_id: randomUUID(), body: 'Hello' },
    });
    expect(refused.status).toBe(404);
    const chats = await callJson<{ chats: { conversation: string }[] }>('GET', '/api/chats', { as: member });
    expect(JSON.stringify(chats.body)).toContain(sent.body.conversation);
  });

  it('deleting is refused while a member waits for an answer; afterwards its profiles leave every list', async () => {
    const { persona } = (await create(admin, input([localhost]))).body;
    const userId = persona.sites[0]!.user_id;
    const member = await createMember(t.db);
    const sent = await callJson<{ conversation: string }>('POST', `/api/members/${userId}/messages`, {
      as: member,
      body: { client_id: randomUUID(), body: 'Hi there' },
    });
    expect(sent.status).toBe(200);
    const refused = await callJson<ErrorBody>('DELETE', `/api/ops/personas/${persona.id}`, { cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('persona_has_open_conversations');
    await callJson('POST', `/api/ops/conversations/${sent.body.conversation}/claim`, { cookie: admin.cookie });
    await callJson('POST', `/api/ops/conversations/${sent.body.conversation}/messages`, {
      cookie: admin.cookie,
      body: { client_id: randomUUID(), body: 'Hello, nice to meet you here!' },
    });
    expect((await callJson('DELETE', `/api/ops/personas/${persona.id}`, { cookie: admin.cookie })).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ status: 'deleted', invisible: true });
    expect((await callJson('GET', `/api/members/${userId}`, { as: member })).status).toBe(404);
    expect((await callJson('GET', `/api/ops/personas/${persona.id}`, { cookie: admin.cookie })).status).toBe(404);
  });

  it('gives every fictional profile without a persona one of its own (the seed and migration 0016)', async () => {
    const id = uuidv7();
    await t.db.insert(users).values({
      id,
      siteId: localhost,
      email: uniqueEmail('fictional'),
      language: 'en',
      status: 'active',
      role: 'demo',
      fictional: true,
    });
    await t.db.insert(profiles).values({ userId: id, name: 'Bettina', status: 'active' });
    await givePersonas(t.db);
    const [row] = await t.db.select({ personaId: users.personaId }).from(users).where(eq(users.id, id));
    const [persona] = await t.db.select().from(personas).where(eq(personas.id, row!.personaId!));
    expect(persona?.label).toBe('Bettina');
  });
});
