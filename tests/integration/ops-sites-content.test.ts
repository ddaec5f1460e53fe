import { and, eq } from 'drizzle-orm';
import { auditLog } from '@/lib/db/schema';
import { getContentPage } from '@/lib/server/content/get-content-page';
import { callJson } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { createMember } from './helpers/photos';
import { demoSites, type DemoSite } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let admin: TestOperator;
let hartjes: DemoSite;
let rosedate: DemoSite;

beforeAll(async () => {
  t = await setupTestDb();
  admin = await createOperator(t.db, { role: 'admin' });
  ({ hartjes, rosedate } = await demoSites(t.db));
}, 180_000);
afterAll(async () => t.teardown());

type Page = { site_id: number; locale: string; token: string; title: string; body: string; published: boolean };
type Body = { page?: Page; pages?: Page[]; error?: { code: string; fields?: { path: string; code: string }[] } };
const as = (op: TestOperator | null, method: string, path: string, body?: unknown) =>
  callJson<Body>(method, path, { cookie: op?.cookie, body });
const codes = (b: Body) => (b.error?.fields ?? []).map((f) => `${f.path}:${f.code}`);
const page = (overrides: Record<string, unknown> = {}) => ({
  site_id: hartjes.id,
  locale: 'nl',
  token: 'over-ons',
  title: 'Over ons',
  body: 'Wij zijn Hartjesdate.\n\n## Ons verhaal\nSinds 2021.',
  ...overrides,
});
const visible = (token: string, locale: 'nl' | 'en' = 'nl') =>
  getContentPage({ siteId: hartjes.id, token, locale, siteLanguage: 'nl' });

describe(`ops content pages (${dbKind})`, () => {
  it('creates, lists, reads, edits, unpublishes and deletes a page; the public page follows; every write audited', async () => {
    const created = await as(admin, 'POST', '/api/ops/content', page());
    expect(created.status).toBe(201);
    expect(created.body.page).toMatchObject({ token: 'over-ons', locale: 'nl', published: true });
    expect((await visible('over-ons'))?.title).toBe('Over ons');

    const list = await as(admin, 'GET', `/api/ops/content?site_id=${hartjes.id}&locale=nl`);
    expect(list.body.pages?.map((p) => p.token)).toEqual(['over-ons']);
    const path = `/api/ops/content/${hartjes.id}/nl/over-ons`;
    expect((await as(admin, 'GET', path)).body.page?.title).toBe('Over ons');

    const edited = await as(admin, 'PATCH', path, { title: 'Wie wij zijn' });
    expect(edited.body.page).toMatchObject({ title: 'Wie wij zijn', body: page().body });
    expect((await visible('over-ons'))?.title).toBe('Wie wij zijn');

    await as(admin, 'PATCH', path, { published: false });
    expect(await visible('over-ons')).toBeNull();

    const deleted = await as(admin, 'DELETE', path);
    expect(deleted.status).toBe(200);
    expect((await as(admin, 'GET', path)).status).toBe(404);
    expect((await as(admin, 'DELETE', path)).status).toBe(404);

    const target = `${hartjes.id}/nl/over-ons`;
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, target)).orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.update', 'content.update', 'content.delete']);
    expect(rows[1]).toMatchObject({ before: { title: 'Over ons' }, after: { title: 'Wie wij zijn' } });
    expect(rows[3]?.after).toBeNull();
  });

  it('the same token in another language is the same page translated; the token is unique per site and language', async () => {
    expect((await as(admin, 'POST', '/api/ops/content', page({ token: 'faq-nl' }))).status).toBe(201);
    const en = await as(admin, 'POST', '/api/ops/content', page({ token: 'faq-nl', locale: 'en', title: 'FAQ' }));
    expect(en.status).toBe(201);
    const twice = await as(admin, 'POST', '/api/ops/content', page({ token: 'faq-nl' }));
    expect(codes(twice.body)).toContain('token:token_taken');
    expect((await visible('faq-nl', 'en'))?.title).toBe('FAQ');
  });

  it('keeps the public page’s rules: token format, reserved words, plain text only', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ token: 'Over Ons' }, 'token:token_invalid_format'],
      [{ token: '-start' }, 'token:token_invalid_format'],
      [{ token: 'a/b' }, 'token:token_invalid_format'],
      [{ token: 'x'.repeat(64) }, 'token:token_invalid_format'],
      [{ token: 'login' }, 'token:token_reserved'],
      [{ token: 'ops' }, 'token:token_reserved'],
      [{ body: 'Hallo <script>alert(1)</script>' }, 'body:markup_not_allowed'],
      [{ body: '<p>Hallo</p>' }, 'body:markup_not_allowed'],
      [{ title: '<b>Over</b>' }, 'title:markup_not_allowed'],
      [{ title: '' }, 'title:required'],
      [{ body: '   ' }, 'body:required'],
      [{ locale: 'xx' }, 'locale:value_unknown'],
      [{ html: true }, ':unrecognized_keys'],
    ];
    for (const [overrides, code] of cases) {
      const res = await as(admin, 'POST', '/api/ops/content', page({ token: 'rules', ...overrides }));
      expect({ overrides, status: res.status, codes: codes(res.body) }).toEqual({
        overrides,
        status: 422,
        codes: expect.arrayContaining([code]) as unknown,
      });
    }
    // A "<" that starts no tag is ordinary text.
    const ok = await as(admin, 'POST', '/api/ops/content', page({ token: 'rules', body: 'Prijzen < €10 en 3 > 2.' }));
    expect(ok.status).toBe(201);
    expect((await as(admin, 'POST', '/api/ops/content', page({ site_id: 999_999, token: 'nowhere' }))).status).toBe(
      404,
    );
  });

  it('site-scoped admins manage only their sites’ pages (404 elsewhere); other roles 403; members and visitors 403', async () => {
    await as(admin, 'POST', '/api/ops/content', page({ site_id: rosedate.id, locale: 'en', token: 'about-us' }));
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [hartjes.id] });
    const list = await as(scoped, 'GET', '/api/ops/content');
    expect(new Set(list.body.pages?.map((p) => p.site_id))).toEqual(new Set([hartjes.id]));
    expect((await as(scoped, 'GET', `/api/ops/content?site_id=${rosedate.id}`)).status).toBe(404);
    const other = `/api/ops/content/${rosedate.id}/en/about-us`;
    expect((await as(scoped, 'GET', other)).status).toBe(404);
    expect((await as(scoped, 'PATCH', other, { title: 'Mine' })).status).toBe(404);
    expect((await as(scoped, 'DELETE', other)).status).toBe(404);
    const create = await as(scoped, 'POST', '/api/ops/content', page({ site_id: rosedate.id, token: 'sneaky' }));
    expect(create.status).toBe(404);
    expect((await as(scoped, 'POST', '/api/ops/content', page({ token: 'eigen' }))).status).toBe(201);

    const member = await createMember(t.db);
    for (const role of ['moderator', 'chat'] as const) {
      const op = await createOperator(t.db, { role });
      expect((await as(op, 'GET', '/api/ops/content')).body.error?.code).toBe('forbidden');
      expect((await as(op, 'DELETE', other)).status).toBe(403);
    }
    for (const cookie of [member.cookie, undefined]) {
      const res = await callJson<Body>('POST', '/api/ops/content', { cookie, body: page({ token: 'visitor' }) });
      expect(res.body.error?.code).toBe('authentication_required');
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.update'), eq(auditLog.targetId, `${rosedate.id}/en/about-us`)));
    expect(audit).toBeUndefined();
  });
});
