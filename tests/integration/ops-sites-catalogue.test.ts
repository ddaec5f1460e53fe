import { and, eq } from 'drizzle-orm';
import { auditLog, companies, packagePrices, packages } from '@/lib/db/schema';
import { callJson } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { createMember } from './helpers/photos';
import { expectLedgerConsistent } from './helpers/accounts';
import { demoSites } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';

let t: TestDb;
let admin: TestOperator;

beforeAll(async () => {
  t = await setupTestDb();
  admin = await createOperator(t.db, { role: 'admin' });
}, 180_000);
afterAll(async () => t.teardown());

type Body = Record<string, unknown> & {
  error?: { code: string; fields?: { path: string; code: string }[] };
  company?: Record<string, unknown>;
  companies?: { id: number; site_ids: number[] }[];
  package?: { key: string; prices: Record<string, { currency: string; amount: number } | undefined> } & Record<
    string,
    unknown
  >;
  packages?: { key: string; highlighted: boolean; prices: Record<string, unknown> }[];
};
const as = (op: TestOperator | null, method: string, path: string, body?: unknown) =>
  callJson<Body>(method, path, { cookie: op?.cookie, body });
const codes = (b: Body) => (b.error?.fields ?? []).map((f) => `${f.path}:${f.code}`);

const company = (overrides: Record<string, unknown> = {}) => ({
  id: 42,
  name: 'Nieuwe Liefde B.V.',
  address: 'Keizersgracht 1',
  zip: '1015 AA',
  city: 'Amsterdam',
  country: 'nl',
  kvk: '87654321',
  tradenames: ['Nieuwe Site'],
  vat_numbers: ['nl123456789b01'],
  support_phone: '+31 20 555 0000',
  support_email: 'support@nieuweliefde.example',
  delete_discount: 10,
  ...overrides,
});

describe(`ops companies (${dbKind})`, () => {
  it('creates, lists, reads and edits a company, audited', async () => {
    const created = await as(admin, 'POST', '/api/ops/companies', company());
    expect(created.status).toBe(201);
    expect(created.body.company).toMatchObject({
      id: 42,
      country: 'NL',
      vat_numbers: ['NL123456789B01'],
      site_ids: [],
    });
    const again = await as(admin, 'POST', '/api/ops/companies', company());
    expect(codes(again.body)).toContain('id:id_taken');
    const list = await as(admin, 'GET', '/api/ops/companies');
    expect(list.body.companies?.map((c) => c.id)).toEqual([1, 5, 6, 42]);
    const patched = await as(admin, 'PATCH', '/api/ops/companies/1', { delete_discount: 40, city: 'Utrecht' });
    expect(patched.status).toBe(200);
    expect(patched.body.company).toMatchObject({ delete_discount: 40, city: 'Utrecht', name: 'Rosemedia B.V.' });
    // The member-facing company info shows it at once.
    const info = await callJson<{ city: string; delete_discount: number }>('GET', '/api/companyinfo', {
      host: 'hartjesdate.localhost',
    });
    expect(info.body).toMatchObject({ city: 'Utrecht', delete_discount: 40 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.update'), eq(auditLog.targetId, '1')));
    expect(audit?.before).toEqual({ delete_discount: 25, city: 'Amsterdam' });
    expect(audit?.after).toEqual({ delete_discount: 40, city: 'Utrecht' });
    expect((await as(admin, 'PATCH', '/api/ops/companies/999', { city: 'X' })).status).toBe(404);
  });

  it('validates companies strictly', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ delete_discount: 101 }, 'delete_discount:out_of_range'],
      [{ delete_discount: -1 }, 'delete_discount:out_of_range'],
      [{ country: 'Netherlands' }, 'country:country_unknown'],
      [{ vat_numbers: ['x'] }, 'vat_numbers.0:vat_invalid'],
      [{ support_email: 'a@' }, 'support_email:email_invalid'],
      [{ name: '' }, 'name:required'],
      [{ tradenames: ['A', 'A'] }, 'tradenames:duplicate_values'],
      [{ owner: 'me' }, ':unrecognized_keys'],
    ];
    for (const [body, code] of cases) {
      const res = await as(admin, 'PATCH', '/api/ops/companies/5', body);
      expect({ body, status: res.status, codes: codes(res.body) }).toEqual({
        body,
        status: 422,
        codes: expect.arrayContaining([code]) as unknown,
      });
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, 5));
    expect(row?.deleteDiscount).toBe(30);
  });

  it('site-scoped admins see their sites’ companies and change none; other roles 403; members and visitors 403', async () => {
    // Rosedate is run by company 5.
    const { rosedate } = await demoSites(t.db);
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [rosedate.id] });
    const list = await as(scoped, 'GET', '/api/ops/companies');
    expect(list.body.companies?.map((c) => c.id)).toEqual([5]);
    expect((await as(scoped, 'GET', '/api/ops/companies/1')).status).toBe(404);
    expect((await as(scoped, 'PATCH', '/api/ops/companies/5', { city: 'X' })).status).toBe(403);
    expect((await as(scoped, 'POST', '/api/ops/companies', company({ id: 77 }))).status).toBe(403);
    for (const role of ['moderator', 'chat'] as const) {
      const op = await createOperator(t.db, { role });
      expect((await as(op, 'GET', '/api/ops/companies')).body.error?.code).toBe('forbidden');
      expect((await as(op, 'PATCH', '/api/ops/companies/5', { city: 'X' })).status).toBe(403);
    }
    const member = await createMember(t.db);
    expect((await callJson('GET', '/api/ops/companies', { cookie: member.cookie })).body.error?.code).toBe(
      'authentication_required',
    );
    expect((await as(null, 'POST', '/api/ops/companies', company({ id: 78 }))).status).toBe(403);
  });
});

type Offer = {
  country: string;
  packages: { id: string; credits: number; list_price: number; currency: string; highlighted: boolean }[];
};

describe(`ops packages and prices (${dbKind})`, () => {
  it('lists the four packages with their prices', async () => {
    const res = await as(admin, 'GET', '/api/ops/packages');
    expect(res.status).toBe(200);
    expect(res.body.packages?.map((p) => p.key)).toEqual(['starter', 'popular', 'value', 'vip']);
    expect(res.body.packages?.[0]?.prices.NL).toEqual({ currency: 'EUR', amount: expect.any(Number) as unknown });
  });

  it('a new price shows at once on /api/packages, audited before → after', async () => {
    const member = await createMember(t.db);
    await callJson('GET', '/api/packages?country=NL', { cookie: member.cookie }); // warms the cache
    const res = await as(admin, 'PUT', '/api/ops/packages/starter/prices/GB', { currency: 'GBP', amount: 1299 });
    expect(res.status).toBe(200);
    expect(res.body.package?.prices.GB).toEqual({ currency: 'GBP', amount: 1299 });
    const offer = await callJson<Offer>('GET', '/api/packages', { cookie: member.cookie });
    expect(offer.body.country).toBe('GB');
    expect(offer.body.packages[0]).toMatchObject({ id: 'starter', list_price: 1299, currency: 'GBP' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'package.price.set'), eq(auditLog.targetId, 'starter/GB')));
    expect(audit?.before).toEqual({ currency: 'GBP', amount: expect.any(Number) as unknown });
    expect(audit?.after).toEqual({ currency: 'GBP', amount: 1299 });
    await expectLedgerConsistent(t.db);
  });

  it('refuses zero, negative, fractional amounts and the wrong currency (422), and unknown packages or countries (404)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'EUR', amount: 0 }, 'amount:amount_invalid'],
      [{ currency: 'EUR', amount: -100 }, 'amount:amount_invalid'],
      [{ currency: 'EUR', amount: 9.95 }, 'amount:amount_invalid'],
      [{ currency: 'USD', amount: 995 }, 'currency:currency_mismatch'],
      [{ currency: 'EUR' }, 'amount:required'],
      [{ currency: 'EUR', amount: 995, tax: 1 }, ':unrecognized_keys'],
    ];
    for (const [body, code] of cases) {
      const res = await as(admin, 'PUT', '/api/ops/packages/popular/prices/NL', body);
      expect({ body, status: res.status, codes: codes(res.body) }).toEqual({
        body,
        status: 422,
        codes: expect.arrayContaining([code]) as unknown,
      });
    }
    expect((await as(admin, 'PUT', '/api/ops/packages/gold/prices/NL', { currency: 'EUR', amount: 1 })).status).toBe(
      404,
    );
    expect((await as(admin, 'PUT', '/api/ops/packages/popular/prices/XX', { currency: 'EUR', amount: 1 })).status).toBe(
      404,
    );
    const [popular] = await t.db.select().from(packages).where(eq(packages.key, 'popular'));
    const [nl] = await t.db
      .select()
      .from(packagePrices)
      .where(and(eq(packagePrices.packageId, popular?.id ?? 0), eq(packagePrices.country, 'NL')));
    expect(nl?.amount).toBe(2995);
  });

  it('deletes a country price, but never one a site is priced in by default', async () => {
    const inUse = await as(admin, 'DELETE', '/api/ops/packages/value/prices/NL');
    expect(codes(inUse.body)).toContain('country:price_in_use');
    const removed = await as(admin, 'DELETE', '/api/ops/packages/value/prices/NZ');
    expect(removed.status).toBe(200);
    expect(removed.body.package?.prices.NZ).toBeUndefined();
    expect((await as(admin, 'DELETE', '/api/ops/packages/value/prices/NZ')).status).toBe(404);
    // A site can no longer be moved to a country where a package has no price.
    const sitesList = (await as(admin, 'GET', '/api/ops/sites')).body.sites as { id: number }[];
    const moved = await as(admin, 'PATCH', `/api/ops/sites/${sitesList[0]?.id ?? 0}`, { default_country: 'NZ' });
    expect(codes(moved.body)).toContain('default_country:price_missing');
    const back = await as(admin, 'PUT', '/api/ops/packages/value/prices/NZ', { currency: 'NZD', amount: 10_995 });
    expect(back.status).toBe(200);
  });

  it('edits credits, bonus and the one highlighted package', async () => {
    const res = await as(admin, 'PATCH', '/api/ops/packages/vip', { credits: 800, bonus: 200, highlighted: true });
    expect(res.status).toBe(200);
    expect(res.body.package).toMatchObject({ credits: 800, bonus: 200, highlighted: true });
    const list = await as(admin, 'GET', '/api/ops/packages');
    expect(list.body.packages?.filter((p) => p.highlighted).map((p) => p.key)).toEqual(['vip']);
    const offer = await callJson<Offer>('GET', '/api/packages?country=NL');
    expect(offer.body.packages.find((p) => p.id === 'vip')).toMatchObject({ credits: 800, highlighted: true });
    for (const [body, code] of [
      [{ credits: 0 }, 'credits:out_of_range'],
      [{ bonus: -5 }, 'bonus:out_of_range'],
      [{}, ':nothing_to_update'],
    ] as const) {
      expect(codes((await as(admin, 'PATCH', '/api/ops/packages/vip', body)).body)).toContain(code);
    }
  });

  it('scoped admins read packages but change nothing; other roles 403; visitors 403', async () => {
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [1] });
    expect((await as(scoped, 'GET', '/api/ops/packages')).status).toBe(200);
    expect((await as(scoped, 'PATCH', '/api/ops/packages/vip', { bonus: 1 })).status).toBe(403);
    expect((await as(scoped, 'PUT', '/api/ops/packages/vip/prices/NL', { currency: 'EUR', amount: 1 })).status).toBe(
      403,
    );
    expect((await as(scoped, 'DELETE', '/api/ops/packages/vip/prices/NZ')).status).toBe(403);
    const moderator = await createOperator(t.db, { role: 'moderator' });
    const chat = await createOperator(t.db, { role: 'chat' });
    for (const op of [moderator, chat, null]) {
      expect((await as(op, 'GET', '/api/ops/packages')).status).toBe(403);
      expect((await as(op, 'PUT', '/api/ops/packages/vip/prices/NL', { currency: 'EUR', amount: 1 })).status).toBe(403);
    }
  });
});
