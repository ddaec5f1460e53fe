import { eq } from 'drizzle-orm';
import { deriveKey } from '@/lib/config/secrets';
import { conversations, landerVisits, messages, orders, packages, sites, users } from '@/lib/db/schema';
import { sealTracking } from '@/lib/edge/tracking';
import type { Dashboard, DashboardSite } from '@/lib/schemas/ops/dashboard';
import { setClock } from '@/lib/server/core/clock';
import { csvCell } from '@/lib/server/ops/dashboard/dashboard-csv';
import { uuidv7 } from '@/lib/utils/uuid';
import { mailsTo, post, sessionOn, signedUpMember, signupForm, tokenFrom, userByEmail } from './helpers/accounts';
import { call, callJson, send } from './helpers/http';
import { createOperator, type TestOperator } from './helpers/ops';
import { demoSites, type DemoSite } from './helpers/sites';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp, uniqueEmail } from '../utils/members';

let t: TestDb;
let A: DemoSite;
let B: DemoSite;
let admin: TestOperator;
const ops: Record<'op1' | 'op2' | 'op3', string> = { op1: '', op2: '', op3: '' };
const at = (iso: string) => new Date(`2031-03-${iso}Z`);
const RANGE = 'from=2031-03-01&to=2031-03-02';

async function person(site: DemoSite, spec: { signup: string; activated?: string; fictional?: boolean }) {
  const id = uuidv7();
  await t.db.insert(users).values({
    id,
    siteId: site.id,
    email: uniqueEmail('dash'),
    language: 'en',
    status: spec.activated || spec.fictional ? 'active' : 'not_confirmed',
    fictional: spec.fictional ?? false,
    signupDate: at(spec.signup),
    activatedAt: spec.activated ? at(spec.activated) : null,
  });
  return id;
}

async function conversation(site: DemoSite, a: string, b: string) {
  const id = uuidv7();
  await t.db.insert(conversations).values({ id, siteId: site.id, pairKey: [a, b].sort().join(':'), startedBy: a });
  return id;
}

async function message(conversationId: string, senderId: string, when: string, operatorId: string | null = null) {
  await t.db.insert(messages).values({
    id: uuidv7(),
    conversationId,
    senderId,
    body: 'hello',
    clientId: uuidv7(),
    operatorId,
    createdAt: at(when),
  });
}

let packageId = 0;
async function order(
  site: DemoSite,
  userId: string,
  amount: number,
  spec: { paid?: string; refunded?: string; chargedBack?: string; currency?: string },
) {
  const status = spec.refunded ? 'refunded' : spec.chargedBack ? 'charged_back' : spec.paid ? 'paid' : 'open';
  await t.db.insert(orders).values({
    id: uuidv7(),
    siteId: site.id,
    userId,
    packageId,
    credits: 10,
    country: 'NL',
    currency: spec.currency ?? 'EUR',
    listAmount: amount,
    amount,
    method: 'ideal',
    idempotencyKey: uuidv7(),
    status,
    paidAt: spec.paid ? at(spec.paid) : null,
    refundedAt: spec.refunded ? at(spec.refunded) : null,
    updatedAt: at(spec.chargedBack ?? spec.refunded ?? spec.paid ?? '01T00:00:00'),
  });
}

const beacon = (host: string, lander: unknown, cookie?: string) =>
  call('POST', '/api/visits', { host, body: { lander }, ...(cookie ? { cookie } : {}) });

async function seed() {
  const [pkg] = await t.db.select({ id: packages.id }).from(packages).limit(1);
  packageId = pkg?.id ?? 0;
  // Site A (rosedate, localhost): four members, one persona.
  // m0 signed up before the range and activates inside it.
  const m0 = await person(A, { signup: '01T00:00:00', activated: '01T08:00:00' });
  await t.db
    .update(users)
    .set({ signupDate: new Date('2031-02-20T10:00:00Z') })
    .where(eq(users.id, m0));
  const m1 = await person(A, { signup: '01T10:00:00', activated: '01T11:00:00' });
  const m2 = await person(A, { signup: '01T12:00:00' });
  const m3 = await person(A, { signup: '02T09:00:00', activated: '02T09:30:00' });
  const pA = await person(A, { signup: '01T09:00:00', fictional: true });

  await order(A, m0, 1000, { paid: '01T00:00:00' });
  await t.db
    .update(orders)
    .set({ paidAt: new Date('2031-02-25T10:00:00Z') })
    .where(eq(orders.userId, m0));
  await order(A, m0, 2000, { paid: '01T10:00:00' });
  await order(A, m1, 1500, { paid: '01T13:00:00' });
  await order(A, m1, 500, { paid: '02T11:00:00', chargedBack: '02T18:00:00' });
  await order(A, m3, 3000, { paid: '02T10:00:00', refunded: '02T15:00:00' });
  await order(A, m2, 777, {});
  await order(A, m2, 999, { paid: '02T12:00:00', currency: 'GBP' });

  const c1 = await conversation(A, m1, pA);
  await message(c1, m1, '01T10:00:00');
  await message(c1, m1, '01T10:02:00');
  await message(c1, pA, '01T10:10:00', ops.op1);
  await message(c1, m1, '01T10:20:00');
  await message(c1, pA, '01T10:25:00', ops.op1);
  await message(c1, m1, '01T23:50:00');
  await message(c1, pA, '02T00:10:00', ops.op2);
  const c2 = await conversation(A, m0, pA);
  await t.db.insert(messages).values({
    id: uuidv7(),
    conversationId: c2,
    senderId: m0,
    body: 'before the range',
    clientId: uuidv7(),
    createdAt: new Date('2031-02-28T23:00:00Z'),
  });
  await message(c2, pA, '01T01:00:00', ops.op2);
  await message(c2, pA, '01T02:00:00'); // a persona message no operator wrote: not an answer
  await message(c2, m0, '01T03:00:00'); // still waiting
  const c3 = await conversation(A, m3, pA);
  await message(c3, m3, '02T10:00:00');
  await message(c3, pA, '02T10:01:00', ops.op1);
  const c4 = await conversation(A, m1, m3); // between two members: no waiting time
  await message(c4, m1, '02T12:00:00');

  // Site B (hartjes): one member, one persona.
  const b1 = await person(B, { signup: '01T07:00:00', activated: '01T07:30:00' });
  const pB = await person(B, { signup: '01T07:00:00', fictional: true });
  const c5 = await conversation(B, b1, pB);
  await message(c5, b1, '02T08:00:00');
  await message(c5, pB, '02T08:30:00', ops.op3);
  await order(B, b1, 1234, { paid: '02T09:00:00' });

  // Visits through the beacon, on the days the clock says.
  const tiktok = `ts=${sealTracking({ network: 'tiktok' }, deriveKey('tracking'))}`;
  setClock(at('01T12:00:00'));
  for (const r of [
    beacon('localhost', 'gallery'),
    beacon('localhost', 'gallery'),
    beacon('localhost', 'gallery', tiktok),
  ])
    expect((await r).response.status).toBe(204);
  expect((await beacon(B.domain, 'tinderswipe')).response.status).toBe(204);
  setClock(at('02T12:00:00'));
  expect((await beacon('localhost', 'member-landing')).response.status).toBe(204);
  setClock(null);
}

const dashboard = (op: TestOperator, query = RANGE) =>
  callJson<Dashboard & { error?: { code: string } }>('GET', `/api/ops/dashboard?${query}`, { cookie: op.cookie });
const siteOf = (d: Dashboard, id: number): DashboardSite => {
  const s = d.sites.find((x) => x.id === id);
  if (!s) throw new Error(`site ${id} missing`);
  return s;
};

beforeAll(async () => {
  t = await setupTestDb();
  ({ rosedate: A, hartjes: B } = await demoSites(t.db));
  admin = await createOperator(t.db, { role: 'admin' });
  ops.op1 = (await createOperator(t.db, { role: 'chat' })).id;
  ops.op2 = (await createOperator(t.db, { role: 'chat' })).id;
  ops.op3 = (await createOperator(t.db, { role: 'chat', siteIds: [B.id] })).id;
  await seed();
}, 180_000);
afterAll(async () => t.teardown());
afterEach(() => setClock(null));

describe(`ops dashboard (${dbKind})`, () => {
  it('gives the exact numbers per site and day', async () => {
    const { status, body } = await dashboard(admin);
    expect(status).toBe(200);
    expect(body.from).toBe('2031-03-01');
    expect(body.to).toBe('2031-03-02');
    const a = siteOf(body, A.id);
    expect(a.days.map((d) => d.day)).toEqual(['2031-03-01', '2031-03-02']);
    expect(a.days[0]).toEqual({
      day: '2031-03-01',
      visits: { direct: 2, tiktok: 1 },
      visits_total: 3,
      signups: 2,
      activations: 2,
      first_purchases: 1,
      revenue: { EUR: 3500 },
      messages_sent: 5,
      messages_answered: 3,
      wait_median_s: 600,
      wait_p95_s: 6540,
      answers_per_hour: 1.5,
    });
    expect(a.days[1]).toEqual({
      day: '2031-03-02',
      visits: { direct: 1 },
      visits_total: 1,
      signups: 1,
      activations: 1,
      first_purchases: 2,
      revenue: { EUR: 0, GBP: 999 },
      messages_sent: 2,
      messages_answered: 2,
      wait_median_s: 630,
      wait_p95_s: 1143,
      answers_per_hour: 1,
    });
    expect(a.totals).toEqual({
      visits: { direct: 3, tiktok: 1 },
      visits_total: 4,
      signups: 3,
      activations: 3,
      first_purchases: 3,
      revenue: { EUR: 3500, GBP: 999 },
      messages_sent: 7,
      messages_answered: 5,
      wait_median_s: 600,
      wait_p95_s: 6000,
      answers_per_hour: 1.25,
    });
    const b = siteOf(body, B.id);
    expect(b.days[0]).toMatchObject({ visits: { direct: 1 }, signups: 1, activations: 1, messages_sent: 0 });
    expect(b.days[1]).toMatchObject({
      signups: 0,
      first_purchases: 1,
      revenue: { EUR: 1234 },
      messages_sent: 1,
      messages_answered: 1,
      wait_median_s: 1800,
      wait_p95_s: 1800,
      answers_per_hour: 1,
    });
    expect(b.days[0]?.wait_median_s).toBeNull();
  });

  it('keeps an admin of one site to that site', async () => {
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [B.id] });
    const { status, body } = await dashboard(scoped);
    expect(status).toBe(200);
    expect(body.sites.map((s) => s.id)).toEqual([B.id]);
    expect((await dashboard(scoped, `${RANGE}&site=${B.id}`)).body.sites.map((s) => s.id)).toEqual([B.id]);
    const other = await dashboard(scoped, `${RANGE}&site=${A.id}`);
    expect(other.status).toBe(404);
    expect(other.body.error?.code).toBe('not_found');
    const csv = await call('GET', `/api/ops/dashboard.csv?${RANGE}&site=${A.id}`, { cookie: scoped.cookie });
    expect(csv.response.status).toBe(404);
    expect((await dashboard(admin, `${RANGE}&site=999999`)).status).toBe(404);
    const one = await dashboard(admin, `${RANGE}&site=${A.id}`);
    expect(one.body.sites.map((s) => s.id)).toEqual([A.id]);
  });

  it('refuses moderators, chat operators, members and visitors', async () => {
    for (const role of ['moderator', 'chat'] as const) {
      const op = await createOperator(t.db, { role });
      for (const path of ['/api/ops/dashboard', '/api/ops/dashboard.csv']) {
        const r = await callJson('GET', path, { cookie: op.cookie });
        expect([r.status, r.body.error?.code]).toEqual([403, 'forbidden']);
      }
    }
    const memberId = await person(A, { signup: '25T10:00:00', activated: '25T10:00:00' });
    const member = await sessionOn(t.db, memberId, A);
    for (const cookie of [member, undefined]) {
      for (const path of ['/api/ops/dashboard', '/api/ops/dashboard.csv']) {
        const r = await callJson('GET', path, cookie ? { cookie } : {});
        expect([r.status, r.body.error?.code]).toEqual([403, 'authentication_required']);
      }
    }
  });

  it('validates the range and the filters', async () => {
    const bad = [
      'from=2031-01-01&to=2031-04-30',
      'from=2031-03-02&to=2031-03-01',
      'from=2031-02-30',
      'to=yesterday',
      'site=abc',
      'site=-1',
      'extra=1',
    ];
    for (const q of bad) {
      const r = await dashboard(admin, q);
      expect([q, r.status, r.body.error?.code]).toEqual([q, 422, 'validation_failed']);
    }
    const quarter = await dashboard(admin, 'from=2031-01-01&to=2031-04-02');
    expect(quarter.status).toBe(200);
    expect(quarter.body.sites[0]?.days).toHaveLength(92);
    setClock(at('15T12:00:00'));
    const defaults = await dashboard(admin, 'site=&from=&to=');
    expect(defaults.status).toBe(200);
    expect([defaults.body.from, defaults.body.to]).toEqual(['2031-02-14', '2031-03-15']);
  });

  it('exports the same numbers as CSV with a header row and no formulas', async () => {
    await t.db.update(sites).set({ name: '=HYPERLINK("http://evil")' }).where(eq(sites.id, B.id));
    try {
      const { response } = await call('GET', `/api/ops/dashboard.csv?${RANGE}`, { cookie: admin.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="dashboard-2031-03-01-to-2031-03-02.csv"',
      );
      const text = await response.text();
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'site,site_name,day,visits_total,visits_direct,visits_tiktok,signups,activations,first_purchases,' +
          'revenue_EUR_minor,revenue_GBP_minor,messages_sent,messages_answered,wait_median_s,wait_p95_s,answers_per_hour',
      );
      const siteCount = (await t.db.select({ id: sites.id }).from(sites)).length;
      expect(lines).toHaveLength(1 + siteCount * 2);
      expect(lines).toContain(`rosedate,${A.name},2031-03-01,3,2,1,2,2,1,3500,0,5,3,600,6540,1.5`);
      expect(lines).toContain(`rosedate,${A.name},2031-03-02,1,1,0,1,1,2,0,999,2,2,630,1143,1`);
      expect(lines).toContain(`hartjes,"'=HYPERLINK(""http://evil"")",2031-03-01,1,1,0,1,1,0,0,0,0,0,,,`);
      const one = await call('GET', `/api/ops/dashboard.csv?${RANGE}&site=${B.id}`, { cookie: admin.cookie });
      expect(one.response.headers.get('content-disposition')).toContain(
        'dashboard-hartjes-2031-03-01-to-2031-03-02.csv',
      );
    } finally {
      await t.db.update(sites).set({ name: B.name }).where(eq(sites.id, B.id));
    }
    expect(['=1+2', '+1', '-1', '@SUM(A1)', 'plain', 'a,b', -5, null].map(csvCell)).toEqual([
      "'=1+2",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      'plain',
      '"a,b"',
      '-5',
      '',
    ]);
  });

  it('counts beacons per site, day, lander and source, and refuses bad ones', async () => {
    setClock(at('20T12:00:00'));
    const before = await t.db.select().from(landerVisits).where(eq(landerVisits.day, '2031-03-20'));
    expect(before).toHaveLength(0);
    for (const lander of ['nope', 42, '', 'gallery/../x'])
      expect((await beacon('localhost', lander)).response.status).toBe(422);
    const extra = await call('POST', '/api/visits', { body: { lander: 'gallery', source: 'x' } });
    expect(extra.response.status).toBe(422);
    const foreign = await send('http://localhost/api/visits', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ lander: 'gallery' }),
    });
    expect(foreign.response.status).toBe(403);
    const forged = await beacon('localhost', 'video', 'ts=forged.value');
    expect(forged.response.status).toBe(204);
    const rows = await t.db.select().from(landerVisits).where(eq(landerVisits.day, '2031-03-20'));
    expect(rows.map((r) => [r.siteId, r.lander, r.source, r.visits])).toEqual([[A.id, 'video', 'direct', 1]]);
    // One client address: LANDER_VISITS_PER_10_MIN views in 10 minutes (120 by default), then 429.
    const ip = nextIp();
    for (let i = 0; i < 120; i += 1)
      expect((await call('POST', '/api/visits', { body: { lander: 'gallery' }, ip })).response.status).toBe(204);
    const over = await callJson('POST', '/api/visits', { body: { lander: 'gallery' }, ip });
    expect([over.status, over.body.error?.code]).toEqual([429, 'rate_limited']);
    const [gallery] = await t.db.select().from(landerVisits).where(eq(landerVisits.lander, 'gallery'));
    expect(gallery).toBeDefined();
  });

  it('stamps activated_at when an account is activated', async () => {
    setClock(at('21T08:00:00'));
    const form = signupForm();
    const { response } = await post('/api/signup', form, { ip: nextIp() });
    expect(response.status).toBe(201);
    const email = String(form.email);
    expect((await userByEmail(t.db, email))?.activatedAt).toBeNull();
    const [mail] = await mailsTo(t.db, email, 'activation');
    setClock(at('21T09:30:00'));
    const token = tokenFrom(mail?.text ?? '');
    const r = await send(`http://localhost/api/activate?token=${encodeURIComponent(token)}`, {
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(r.response.headers.get('location')).toBe('/activate/done');
    expect((await userByEmail(t.db, email))?.activatedAt?.toISOString()).toBe('2031-03-21T09:30:00.000Z');
    const day = await dashboard(admin, `from=2031-03-21&to=2031-03-21&site=${A.id}`);
    expect(day.body.sites[0]?.days[0]).toMatchObject({ signups: 1, activations: 1 });
  });

  it('stamps activated_at when an unconfirmed account confirms a new address', async () => {
    setClock(at('22T08:00:00'));
    const m = await signedUpMember(t.db, { active: false });
    const next = uniqueEmail('moved');
    const asked = await callJson('POST', '/api/account/email', {
      cookie: m.cookie,
      body: { email: next, password: m.password },
    });
    expect(asked.status).toBe(200);
    const token = tokenFrom((await mailsTo(t.db, next, 'mailChangeConfirm'))[0]?.text ?? '');
    setClock(at('22T10:00:00'));
    expect((await call('POST', '/api/account/email/confirm', { body: { token } })).response.status).toBe(200);
    const user = await userByEmail(t.db, next);
    expect([user?.status, user?.activatedAt?.toISOString()]).toEqual(['active', '2031-03-22T10:00:00.000Z']);
  });
});
