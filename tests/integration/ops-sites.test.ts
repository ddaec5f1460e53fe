import { and, eq } from 'drizzle-orm';
import { auditLog, sites } from '@/lib/db/schema';
import { lookupSite } from '@/lib/config/site-registry';
import { callJson, send } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { createMember } from './helpers/photos';
import { demoSites, type DemoSite } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let admin: TestOperator;
let demo: Awaited<ReturnType<typeof demoSites>>;

beforeAll(async () => {
  t = await setupTestDb();
  admin = await createOperator(t.db, { role: 'admin' });
  demo = await demoSites(t.db);
}, 180_000);
afterAll(async () => t.teardown());

type SiteBody = { site: Record<string, unknown> & { id: number; domain: string; aliases: string[] } };
type Fields = { error?: { code: string; fields?: { path: string; code: string }[] } };

let counter = 0;
function newSite(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    key: `nieuw${counter}`,
    domain: `nieuw${counter}.localhost`,
    name: `Nieuwe Site ${counter}`,
    domain_language: 'nl',
    default_country: 'NL',
    niche: 2,
    company_id: 1,
    support_email: 'support@nieuw.example',
    support_phone: '+31 20 123 4567',
    ...overrides,
  };
}

const asAdmin = (method: string, path: string, body?: unknown, op: TestOperator = admin) =>
  callJson<SiteBody & Fields & { sites?: { id: number }[] }>(method, path, { cookie: op.cookie, body });

function fieldCodes(body: Fields): string[] {
  return (body.error?.fields ?? []).map((f) => `${f.path}:${f.code}`);
}

async function auditRows(action: string, targetId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe(`ops sites API (${dbKind})`, () => {
  it('creates a site that the proxy serves at once, in its language, with an audit row', async () => {
    const input = newSite({ aliases: ['WWW.Nieuw-Extra.localhost'], texts: { nl: { index_title: 'Nieuw!' } } });
    const created = await asAdmin('POST', '/api/ops/sites', input);
    expect(created.status).toBe(201);
    const site = created.body.site;
    expect(site).toMatchObject({
      domain: input.domain,
      aliases: ['nieuw-extra.localhost'],
      niche: 2,
      domain_language: 'nl',
      message_credits: 10,
      texts: { nl: { index_title: 'Nieuw!' } },
    });
    // The proxy of this instance routes the new host (and its alias) without a restart.
    expect(lookupSite(String(input.domain), 60_000)?.key).toBe(input.key);
    const index = await send(`http://${String(input.domain)}/`);
    expect(index.rewrittenTo).toBe(`/${String(input.key)}/nl`);
    const lander = await send(`http://www.nieuw-extra.localhost/landers/gallery`);
    expect(lander.rewrittenTo).toMatch(new RegExp(`^/${String(input.key)}/nl/landers`));
    // Its settings answer with its own texts.
    const settings = await callJson<{ index_title: string; name: string }>('GET', '/api/settings', {
      host: String(input.domain),
    });
    expect(settings.body).toMatchObject({ index_title: 'Nieuw!', name: input.name });
    const [audit] = await auditRows('site.create', String(site.id));
    expect(audit).toMatchObject({ operatorId: admin.id, siteId: site.id, before: null });
    expect(audit?.after).toMatchObject({ domain: input.domain });
  });

  it('lists and reads sites; a PATCH changes only the fields sent and is audited before → after', async () => {
    const list = await asAdmin('GET', '/api/ops/sites');
    expect(list.status).toBe(200);
    expect(list.body.sites?.map((s) => s.id)).toEqual(expect.arrayContaining([demo.rosedate.id, demo.hartjes.id]));
    const patched = await asAdmin('PATCH', `/api/ops/sites/${demo.maenner.id}`, {
      message_credits: 15,
      theme_colors: { primary: '#112233' },
      search_fields: ['gender', 'min_age'],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.site).toMatchObject({
      message_credits: 15,
      theme_colors: { primary: '#112233' },
      search_fields: ['gender', 'min_age'],
      domain: demo.maenner.domain,
    });
    const settings = await callJson<{ message_credits: number }>('GET', '/api/settings', { host: demo.maenner.domain });
    expect(settings.body.message_credits).toBe(15);
    const [audit] = await auditRows('site.update', String(demo.maenner.id));
    expect(audit?.before).toEqual({
      message_credits: 12,
      theme_colors: {},
      search_fields: expect.any(Array) as unknown,
    });
    expect(audit?.after).toEqual({
      message_credits: 15,
      theme_colors: { primary: '#112233' },
      search_fields: ['gender', 'min_age'],
    });
    const read = await asAdmin('GET', `/api/ops/sites/${demo.maenner.id}`);
    expect(read.body.site.message_credits).toBe(15);
  });

  it('moves a domain: the old host stops, the new one serves at once', async () => {
    const created = await asAdmin('POST', '/api/ops/sites', newSite());
    const id = created.body.site.id;
    const before = created.body.site.domain;
    const moved = await asAdmin('PATCH', `/api/ops/sites/${id}`, { domain: 'verhuisd.localhost' });
    expect(moved.status).toBe(200);
    expect(lookupSite('verhuisd.localhost', 60_000)?.id).toBe(id);
    expect(lookupSite(before, 60_000)).toBeUndefined();
  });

  it('another instance (a row written elsewhere) is picked up within the registry TTL, without a restart', async () => {
    await t.db.insert(sites).values({
      key: 'elders',
      domain: 'elders.localhost',
      name: 'Elders',
      companyId: 1,
      niche: 1,
      domainLanguage: 'de',
      defaultCountry: 'DE',
      supportEmail: 'support@elders.example',
      supportPhone: '+49 30 1234567',
    });
    expect(lookupSite('elders.localhost', 60_000)).toBeUndefined();
    // Once the registry is older than the TTL, the next lookup refreshes it in the background.
    await new Promise((r) => setTimeout(r, 5));
    let found = lookupSite('elders.localhost', 1);
    for (let i = 0; i < 100 && !found; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      found = lookupSite('elders.localhost', 60_000);
    }
    expect(found?.key).toBe('elders');
  });

  it('refuses a domain or alias another site holds (any case), as domain or as alias: 409 domain_taken', async () => {
    for (const input of [
      newSite({ domain: 'HARTJESDATE.localhost' }),
      newSite({ aliases: ['hartjesdate.example'] }),
      newSite({ domain: 'hartjesdate.example' }),
    ]) {
      const res = await asAdmin('POST', '/api/ops/sites', input);
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('domain_taken');
    }
    const patch = await asAdmin('PATCH', `/api/ops/sites/${demo.maenner.id}`, { aliases: ['Localhost'] });
    expect(patch.status).toBe(409);
    expect(patch.body.error?.code).toBe('domain_taken');
    // Nothing written: the site keeps its aliases, no audit row for the refusal.
    const [row] = await t.db.select().from(sites).where(eq(sites.id, demo.maenner.id));
    expect(row?.aliases).toEqual(['maennerherzen.example']);
  });

  it('refuses edits that leave a domain unreachable (422 with field codes)', async () => {
    const id = demo.hartjes.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ domain: '' }, 'domain:required'],
      [{ domain: 'http://x.localhost' }, 'domain:host_invalid'],
      [{ domain: 'x.localhost:3000' }, 'domain:host_invalid'],
      [{ domain: '-bad.localhost' }, 'domain:host_invalid'],
      [{ domain: 'a..b' }, 'domain:host_invalid'],
      [{ aliases: ['hartjesdate.localhost'] }, 'aliases:alias_is_domain'],
      [{ aliases: ['a.localhost', 'a.localhost'] }, 'aliases:duplicate_values'],
      [{ aliases: ['with space.localhost'] }, 'aliases.0:host_invalid'],
      // The proxy serves www.<host> as <host>: it is stored without www., so these repeat a host.
      [{ aliases: ['www.hartjesdate.localhost'] }, 'aliases:alias_is_domain'],
      [{ aliases: ['b.localhost', 'www.b.localhost'] }, 'aliases:duplicate_values'],
    ];
    for (const [body, code] of cases) {
      const res = await asAdmin('PATCH', `/api/ops/sites/${id}`, body);
      expect({ body, status: res.status, codes: fieldCodes(res.body) }).toEqual({
        body,
        status: 422,
        codes: expect.arrayContaining([code]) as unknown,
      });
    }
    const [row] = await t.db.select().from(sites).where(eq(sites.id, id));
    expect(row?.domain).toBe('hartjesdate.localhost');
  });

  it('validates every setting as strictly as the member API', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ niche: 8 }, 'niche:out_of_range'],
      [{ niche: 0 }, 'niche:out_of_range'],
      [{ domain_language: 'xx' }, 'domain_language:value_unknown'],
      [{ default_country: 'ZZ' }, 'default_country:country_unknown'],
      [{ message_credits: -1 }, 'message_credits:out_of_range'],
      [{ photo_credits: 1.5 }, 'photo_credits:out_of_range'],
      [{ message_length: 10 }, 'message_length:out_of_range'],
      [{ refund_days: 1000 }, 'refund_days:out_of_range'],
      [{ visible_profile_fields: ['password'] }, 'visible_profile_fields.0:value_unknown'],
      [{ search_fields: ['salary'] }, 'search_fields.0:value_unknown'],
      [{ signups: 'sometimes' }, 'signups:value_unknown'],
      [{ logged_out_search: 'all' }, 'logged_out_search:value_unknown'],
      [{ theme: 'neon' }, 'theme:value_unknown'],
      [{ theme_colors: { primary: 'red' } }, 'theme_colors.primary:colour_invalid'],
      [{ support_email: 'nope' }, 'support_email:email_invalid'],
      [{ support_phone: 'call me' }, 'support_phone:phone_invalid'],
      [{ texts: { xx: { index_title: 'x' } } }, 'texts:unrecognized_keys'],
      [{ texts: { nl: { slogan: 'x' } } }, 'texts.nl:unrecognized_keys'],
      [{ company_id: 999 }, 'company_id:company_unknown'],
      [{}, ':nothing_to_update'],
    ];
    for (const [body, code] of cases) {
      const res = await asAdmin('PATCH', `/api/ops/sites/${demo.hartjes.id}`, body);
      expect({ body, status: res.status, codes: fieldCodes(res.body) }).toEqual({
        body,
        status: 422,
        codes: expect.arrayContaining([code]) as unknown,
      });
    }
    // Unknown fields are refused, not ignored.
    const unknown = await asAdmin('PATCH', `/api/ops/sites/${demo.hartjes.id}`, { key: 'renamed' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.code).toBe('validation_failed');
    const create = await asAdmin('POST', '/api/ops/sites', newSite({ is_admin: true }));
    expect(create.status).toBe(422);
    const badKey = await asAdmin('POST', '/api/ops/sites', newSite({ key: 'Bad Key' }));
    expect(fieldCodes(badKey.body)).toContain('key:key_invalid');
    const takenKey = await asAdmin('POST', '/api/ops/sites', newSite({ key: 'hartjes' }));
    expect(fieldCodes(takenKey.body)).toContain('key:key_taken');
    const [audits] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(demo.hartjes.id)));
    expect(audits).toBeUndefined();
  });

  it('a domain claimed by two admins at once: one wins, the other gets 409', async () => {
    const [a, b] = await Promise.all([
      asAdmin('POST', '/api/ops/sites', newSite({ domain: 'race.localhost' })),
      asAdmin('POST', '/api/ops/sites', newSite({ aliases: ['race.localhost'] })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const [c, d] = await Promise.all([
      asAdmin('PATCH', `/api/ops/sites/${demo.hartjes.id}`, { aliases: ['hartjesdate.example', 'race2.localhost'] }),
      asAdmin('PATCH', `/api/ops/sites/${demo.maenner.id}`, { aliases: ['maennerherzen.example', 'race2.localhost'] }),
    ]);
    expect([c.status, d.status].sort()).toEqual([200, 409]);
    const rows = await t.db.select({ domain: sites.domain, aliases: sites.aliases }).from(sites);
    const hosts = rows.flatMap((r) => [r.domain, ...r.aliases]);
    expect(hosts.filter((h) => h === 'race.localhost')).toHaveLength(1);
    expect(hosts.filter((h) => h === 'race2.localhost')).toHaveLength(1);
  });
});

describe(`ops sites API: who may (${dbKind})`, () => {
  let scoped: TestOperator;
  let site: DemoSite;
  beforeAll(async () => {
    site = demo.hartjes;
    scoped = await createOperator(t.db, { role: 'admin', siteIds: [site.id] });
  });

  it('a site-scoped admin sees and edits only their sites (404 for the others) and creates none (403)', async () => {
    const list = await asAdmin('GET', '/api/ops/sites', undefined, scoped);
    expect(list.body.sites?.map((s) => s.id)).toEqual([site.id]);
    expect((await asAdmin('GET', `/api/ops/sites/${demo.rosedate.id}`, undefined, scoped)).status).toBe(404);
    const other = await asAdmin('PATCH', `/api/ops/sites/${demo.rosedate.id}`, { refund_days: 3 }, scoped);
    expect(other.status).toBe(404);
    const own = await asAdmin('PATCH', `/api/ops/sites/${site.id}`, { refund_days: 21 }, scoped);
    expect(own.status).toBe(200);
    const create = await asAdmin('POST', '/api/ops/sites', newSite(), scoped);
    expect(create.status).toBe(403);
    expect(create.body.error?.code).toBe('forbidden');
    // A company of a site they do not see is unknown to them.
    const company = await asAdmin('PATCH', `/api/ops/sites/${site.id}`, { company_id: 5 }, scoped);
    expect(fieldCodes(company.body)).toContain('company_id:company_unknown');
    expect((await asAdmin('GET', '/api/ops/sites/999999', undefined, admin)).status).toBe(404);
  });

  it('moderators and chat operators get 403 forbidden; members and visitors 403 authentication_required', async () => {
    const moderator = await createOperator(t.db, { role: 'moderator' });
    const chat = await createOperator(t.db, { role: 'chat' });
    for (const op of [moderator, chat]) {
      for (const [method, path, body] of [
        ['GET', '/api/ops/sites', undefined],
        ['GET', `/api/ops/sites/${site.id}`, undefined],
        ['PATCH', `/api/ops/sites/${site.id}`, { refund_days: 2 }],
        ['POST', '/api/ops/sites', newSite()],
      ] as const) {
        const res = await asAdmin(method, path, body, op);
        expect({ path, method, status: res.status, code: res.body.error?.code }).toEqual({
          path,
          method,
          status: 403,
          code: 'forbidden',
        });
      }
    }
    const member = await createMember(t.db);
    for (const cookie of [member.cookie, undefined]) {
      const res = await callJson('GET', '/api/ops/sites', { cookie });
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('authentication_required');
      const patch = await callJson('PATCH', `/api/ops/sites/${site.id}`, { cookie, body: { refund_days: 2 } });
      expect(patch.status).toBe(403);
    }
  });
});
