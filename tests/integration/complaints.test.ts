import { eq, sql } from 'drizzle-orm';
import { complaints, mailOutbox } from '@/lib/db/schema';
import { siteByKey } from '@/lib/config/site-registry';
import type { ComplaintInput } from '@/lib/schemas/complaints';
import { COMPLAINTS_PER_IP_PER_HOUR, submitComplaint } from '@/lib/server/complaints/submit-complaint';
import { json, send } from './helpers/http';
import { mailsTo, post, postJson, sessionCookie, signupForm } from './helpers/accounts';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp, uniqueEmail } from '../utils/members';

let t: TestDb;

beforeAll(async () => {
  t = await setupTestDb();
}, 180_000);
afterAll(async () => t.teardown());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kim de Vries',
  email: uniqueEmail('complainer'),
  category: 'billing',
  message: 'I was charged twice for the same package on Monday evening.',
  ...overrides,
});

type Receipt = { complaint: { reference: string; email: string } };
type ErrorBody = { error: { code: string; fields?: { path: string; code: string }[] } };

async function complaintCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(complaints);
  return row?.n ?? 0;
}

describe(`POST /api/complaints (${dbKind})`, () => {
  it('stores the complaint and acknowledges it once, by e-mail in the visitor’s language, with the reference', async () => {
    const body = form();
    const { response } = await post('/api/complaints', body, {
      ip: nextIp(),
      headers: { cookie: 'NEXT_LOCALE=de', 'idempotency-key': 'complaint-key-0001' },
    });
    expect(response.status).toBe(201);
    const { complaint } = (await response.json()) as Receipt;
    expect(complaint.reference).toMatch(/^C-[0-9A-F]{5}-[0-9A-F]{5}$/);
    expect(complaint.email).toBe(body.email);

    const [row] = await t.db.select().from(complaints).where(eq(complaints.email, body.email));
    expect(row).toMatchObject({
      name: 'Kim de Vries',
      category: 'billing',
      locale: 'de',
      status: 'open',
      userId: null,
      idempotencyKey: 'complaint-key-0001',
    });
    expect(row?.message).toBe(body.message);

    const mails = await mailsTo(t.db, body.email, 'complaint_ack');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Wir haben Ihre Beschwerde erhalten (${complaint.reference})`);
    expect(mail?.text).toContain(complaint.reference);
    expect(mail?.text).toContain('Zahlungen und Credits');
    expect(mail?.headers['Content-Language']).toBe('de');
    // A visitor is on no mailing list: no unsubscribe link, and the message itself is never echoed to the address.
    expect(mail?.headers['List-Unsubscribe']).toBeUndefined();
    expect(mail?.text).not.toContain(body.message);
    expect(mail?.html).not.toContain('charged twice');
  });

  it('answers a retried submission with the same reference and stores and mails nothing more', async () => {
    const body = form();
    const init = { ip: nextIp(), headers: { 'idempotency-key': 'complaint-retry-0001' } };
    const first = await postJson<Receipt>('/api/complaints', body, init);
    const second = await postJson<Receipt>('/api/complaints', body, init);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.complaint.reference).toBe(first.body.complaint.reference);
    expect(await t.db.select().from(complaints).where(eq(complaints.email, body.email))).toHaveLength(1);
    expect(await mailsTo(t.db, body.email, 'complaint_ack')).toHaveLength(1);
  });

  it('stores one complaint when retries with one key race', async () => {
    const body = form();
    const init = { ip: nextIp(), headers: { 'idempotency-key': 'complaint-race-0001' } };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/complaints', body, init)));
    const statuses = answers.map((a) => a.response.status);
    // The first runs; the others get its answer, or 409 "still running" which the client retries.
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    expect(await t.db.select().from(complaints).where(eq(complaints.email, body.email))).toHaveLength(1);
    expect(await mailsTo(t.db, body.email, 'complaint_ack')).toHaveLength(1);
  });

  it('keeps one complaint per key even past the API’s replay layer (the key is stored with the complaint)', async () => {
    const site = siteByKey('rosedate');
    if (!site) throw new Error('no rosedate site');
    const body = form() as ComplaintInput;
    const context = {
      site,
      locale: 'fr' as const,
      country: 'FR' as const,
      detectedCountry: null,
      browserLocale: null,
      tracking: null,
      clientIp: nextIp(),
      https: false,
    };
    const receipts = await Promise.all(
      Array.from({ length: 8 }, () =>
        submitComplaint({ form: body, context, userId: null, idempotencyKey: 'complaint-direct-0001' }),
      ),
    );
    expect(new Set(receipts.map((r) => r.reference)).size).toBe(1);
    expect(await t.db.select().from(complaints).where(eq(complaints.email, body.email))).toHaveLength(1);
    const mails = await mailsTo(t.db, body.email, 'complaint_ack');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Nous avons bien reçu votre réclamation');
  });

  it('refuses bad input with field codes and writes nothing', async () => {
    const before = await complaintCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [form({ email: 'not-an-address' }), 'email', 'email_invalid'],
      [form({ category: 'refund-now' }), 'category', 'category_invalid'],
      [form({ message: 'Too short' }), 'message', 'complaint_message_too_short'],
      [form({ message: 'x'.repeat(5001) }), 'message', 'complaint_message_too_long'],
      [form({ name: '   ' }), 'name', 'required'],
      [form({ name: '<script>' }), 'name', 'name_invalid'],
    ];
    for (const [body, path, code] of cases) {
      const { status, body: answer } = await postJson<ErrorBody>('/api/complaints', body, { ip: nextIp() });
      expect([path, status]).toEqual([path, 422]);
      expect(answer.error.fields).toEqual(expect.arrayContaining([{ path, code }]));
    }
    // Mass assignment: a status or a user id in the body is refused, not used.
    const sneaky = await postJson<ErrorBody>(
      '/api/complaints',
      { ...form(), status: 'closed', userId: '00000000-0000-4000-8000-000000000000' },
      { ip: nextIp() },
    );
    expect(sneaky.status).toBe(422);
    expect(await complaintCount()).toBe(before);
  });

  it('limits complaints per client address', async () => {
    const ip = nextIp();
    for (let i = 0; i < COMPLAINTS_PER_IP_PER_HOUR; i++)
      expect((await post('/api/complaints', form(), { ip })).response.status).toBe(201);
    const over = await post('/api/complaints', form(), { ip });
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('/api/complaints', form(), { ip: nextIp() })).response.status).toBe(201);
  });

  it('refuses a post from another site', async () => {
    const { response } = await post('/api/complaints', form(), {
      ip: nextIp(),
      headers: { origin: 'http://hartjesdate.localhost' },
    });
    expect(response.status).toBe(403);
  });

  it('links the complaint to a logged-in member and prefills the form for them only', async () => {
    const signup = signupForm({ name: 'Robin' });
    const { response } = await post('/api/signup', signup, { ip: nextIp() });
    const cookie = sessionCookie(response) ?? '';
    expect(cookie).not.toBe('');

    const prefill = await json<{ member: { name: string; email: string } | null }>(
      send('http://localhost/api/complaints', { headers: { cookie } }),
    );
    expect(prefill.status).toBe(200);
    expect(prefill.headers.get('cache-control')).toContain('no-store');
    expect(prefill.body.member).toEqual({ name: 'Robin', email: String(signup.email) });
    const anonymous = await json<{ member: unknown }>(send('http://localhost/api/complaints'));
    expect(anonymous.body.member).toBeNull();

    const body = form({ email: String(signup.email) });
    expect((await post('/api/complaints', body, { ip: nextIp(), headers: { cookie } })).response.status).toBe(201);
    const [row] = await t.db.select().from(complaints).where(eq(complaints.email, body.email));
    expect(row?.userId).not.toBeNull();
    const [ack] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'complaint_ack'))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    expect(ack?.userId).toBe(row?.userId);
  });
});
