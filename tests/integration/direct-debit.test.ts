import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { directDebitRequests, oneTimeCodes, orders, paymentMandates, smsOutbox, users } from '@/lib/db/schema';
import { DIRECT_DEBIT_CONSENT_VERSION, OTP_MAX_ATTEMPTS, type DirectDebitResult } from '@/lib/schemas/direct-debit';
import { eraseDeletedAccounts } from '@/lib/server/accounts/erase-deleted-accounts';
import { setClock } from '@/lib/server/core/clock';
import { seedDirectDebitBlocklist } from '@/lib/server/direct-debit/blocklist';
import { expectLedgerConsistent } from './helpers/accounts';
import { callJson, type ApiBody } from './helpers/http';
import type { MollieFake } from './helpers/mollie-fake';
import { account, dutchMember, freshKey, startPayments } from './helpers/payments';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import type { Member } from '../utils/members';

let t: TestDb;
let fake: MollieFake;
let restore: () => Promise<void>;
beforeAll(async () => {
  t = await setupTestDb();
  await seedDirectDebitBlocklist(t.db);
  ({ fake, restore } = await startPayments());
}, 180_000);
afterAll(async () => {
  await restore();
  await t.teardown();
});
afterEach(async () => {
  setClock(null);
  fake.reset();
  await expectLedgerConsistent(t.db);
});

const HOST = 'hartjesdate.localhost';
let phoneCounter = 0;
function freshPhone(): string {
  phoneCounter += 1;
  return `+316${String(30_000_000 + phoneCounter * 7919).padStart(8, '0')}`;
}

/** Asks a code for the phone and reads it from the SMS outbox, as the member reads it on their phone. */
async function codeFor(member: Member, phone: string): Promise<string> {
  const { status } = await callJson('POST', '/api/direct-debit/code', { as: member, body: { phone } });
  if (status !== 200) throw new Error(`code refused: ${status}`);
  const [sms] = await t.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.userId, member.id))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  const code = /(\d{6})/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

const form = (phone: string, otp: string, overrides: Record<string, unknown> = {}) => ({
  package: 'starter',
  otp,
  holder: 'Sanne de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12a',
  zip: '1015 CJ',
  city: 'Amsterdam',
  phone,
  consent_version: DIRECT_DEBIT_CONSENT_VERSION,
  ...overrides,
});

const submit = (member: Member | null, body: Record<string, unknown>, key = freshKey(), headers = {}) =>
  callJson<DirectDebitResult & ApiBody>('POST', '/api/direct-debit', {
    as: member,
    host: HOST,
    body,
    headers: { 'idempotency-key': key, ...headers },
  });

/** A member with a code for a fresh phone, ready for the last step. */
async function ready(): Promise<{ member: Member; phone: string; otp: string }> {
  const member = await dutchMember(t.db);
  const phone = freshPhone();
  return { member, phone, otp: await codeFor(member, phone) };
}

const mandatesMade = () => fake.requests.filter((r) => r.method === 'POST' && /\/mandates$/.test(r.path));
const paymentsMade = () => fake.requests.filter((r) => r.method === 'POST' && /\/payments$/.test(r.path));
const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));

describe(`POST /api/direct-debit: the mandate and the order (${dbKind})`, () => {
  it('makes the SEPA mandate and a pending order, stores the consent, and grants the credits once collected', async () => {
    const { member, phone, otp } = await ready();
    const before = await account(t.db, member.id);
    const { status, body } = await submit(member, form(phone, otp));
    expect(status).toBe(201);
    expect(body.mandate.label).toBe('NL** **** **** **** 4300');
    expect(body.mandate.reference).toMatch(/^RD-[0-9A-F]{18}$/);
    expect(['open', 'pending']).toContain(body.order.status);
    expect(body.order).toMatchObject({ currency: 'EUR', amount: 1121 });

    const [mandate] = await t.db.select().from(paymentMandates).where(eq(paymentMandates.userId, member.id));
    expect(mandate).toMatchObject({ method: 'directdebit', label: 'NL** **** **** **** 4300' });
    const [request] = await t.db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, member.id));
    expect(request).toMatchObject({
      status: 'done',
      orderId: body.order.id,
      paymentMandateId: mandate?.id,
      holder: 'Sanne de Vries',
      ibanMasked: 'NL** **** **** **** 4300',
      houseNumber: '12a',
      phone,
      consentVersion: DIRECT_DEBIT_CONSENT_VERSION,
      consentLocale: 'nl',
    });
    expect(request?.consentText).toContain('SEPA-incasso');
    expect(request?.consentSha256).toBe(
      createHash('sha256')
        .update(request?.consentText ?? '')
        .digest('hex'),
    );
    expect(JSON.stringify(request)).not.toContain('NL91ABNA0417164300');

    expect(mandatesMade()).toHaveLength(1);
    const payments = await fake.payments();
    const payment = payments.find((p) => p.metadata?.order_id === body.order.id);
    expect(payment).toMatchObject({ sequenceType: 'recurring', method: 'directdebit' });
    expect((await account(t.db, member.id)).credits).toBe(before.credits);

    if (!payment) throw new Error('no provider payment');
    await fake.complete(payment.id, 'paid');
    await fake.webhooksSettled();
    const after = await account(t.db, member.id);
    expect(after.credits).toBeGreaterThan(before.credits);
    expect(after.paidUser).toBe(true);
  });

  it('replays the answer for the same key and makes the mandate and the payment once, even in parallel', async () => {
    const { member, phone, otp } = await ready();
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(member, form(phone, otp), key)));
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const replay = await submit(member, form(phone, otp), key);
    expect(replay.status).toBe(201);
    expect(replay.body.order.id).toBe(created[0]?.body.order.id);
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(mandatesMade()).toHaveLength(1);
    expect(paymentsMade()).toHaveLength(1);
  });

  it('keeps the request when the provider is down, and the retry with the same key finishes it once', async () => {
    const { member, phone, otp } = await ready();
    const key = freshKey();
    fake.failNextRequests(10, 503);
    const down = await submit(member, form(phone, otp), key);
    expect(down.status).toBe(503);
    expect(down.body.error?.code).toBe('payment_provider_unavailable');
    fake.reset();
    const again = await submit(member, form(phone, otp), key);
    expect(again.status).toBe(201);
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(await t.db.select().from(paymentMandates).where(eq(paymentMandates.userId, member.id))).toHaveLength(1);
  });

  it('resumes a request the provider left unfinished only with its own account: another (blocked) IBAN is refused', async () => {
    const { member, phone, otp } = await ready();
    const key = freshKey();
    fake.failNextRequests(10, 503);
    expect((await submit(member, form(phone, otp), key)).status).toBe(503);
    fake.reset();
    for (const changed of [{ iban: 'NL02ABNA0123456789' }, { holder: 'Someone Else' }, { package: 'vip' }]) {
      const other = await submit(member, form(phone, otp, changed), key);
      expect(other.status).toBe(422);
      expect(other.body.error?.code).toBe('idempotency_key_reused');
    }
    expect(mandatesMade()).toHaveLength(0);
    expect(paymentsMade()).toHaveLength(0);
    const same = await submit(member, form(phone, otp), key);
    expect(same.status).toBe(201);
    expect(same.body.mandate.label).toBe('NL** **** **** **** 4300');
    expect(mandatesMade()).toHaveLength(1);
  });

  it('counts repeat orders on a SEPA mandate in the month’s direct-debit limit, both ways', async () => {
    const { member, phone, otp } = await ready();
    const first = await submit(member, form(phone, otp));
    expect(first.status).toBe(201);
    const payment = (await fake.payments()).find((p) => p.metadata?.order_id === first.body.order.id);
    if (!payment) throw new Error('no provider payment');
    await fake.complete(payment.id, 'paid');
    await fake.webhooksSettled();
    const repeat = (key: string) =>
      callJson<ApiBody>('POST', '/api/orders/repeat', { as: member, host: HOST, headers: { 'idempotency-key': key } });
    // Raced: the member's row lock counts them one after the other, so exactly one fits in the month.
    const raced = await Promise.all(Array.from({ length: 3 }, () => repeat(freshKey())));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const second = await submit(member, form(phone, await codeFor(member, phone)));
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe('direct_debit_limit_reached');
    const again = await repeat(freshKey());
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('direct_debit_limit_reached');
    expect(await ordersOf(member.id)).toHaveLength(2);
  });

  it('uses a code once: the same code with another key is otp_required and makes nothing (BIZ-12)', async () => {
    const { member, phone, otp } = await ready();
    expect((await submit(member, form(phone, otp))).status).toBe(201);
    const second = await submit(member, form(phone, otp));
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe('otp_required');
    expect(await ordersOf(member.id)).toHaveLength(1);
    expect(mandatesMade()).toHaveLength(1);
  });
});

describe(`POST /api/direct-debit: the one-time code (${dbKind})`, () => {
  it('refuses the last step without a code asked for (409 otp_required)', async () => {
    const member = await dutchMember(t.db);
    const { status, body } = await submit(member, form(freshPhone(), '123456'));
    expect(status).toBe(409);
    expect(body.error?.code).toBe('otp_required');
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it(`counts wrong codes: otp_invalid with the tries left, the ${OTP_MAX_ATTEMPTS}th ends the code`, async () => {
    const { member, phone, otp } = await ready();
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let left = OTP_MAX_ATTEMPTS - 1; left >= 1; left -= 1) {
      const { status, body } = await submit(member, form(phone, wrong));
      expect(status).toBe(422);
      expect(body.error).toMatchObject({ code: 'otp_invalid', params: { attempts_left: left } });
    }
    const last = await submit(member, form(phone, wrong));
    expect(last.status).toBe(429);
    expect(last.body.error?.code).toBe('otp_attempts_exhausted');
    const right = await submit(member, form(phone, otp));
    expect(right.body.error?.code).toBe('otp_attempts_exhausted');
    // A new code works again.
    expect((await submit(member, form(phone, await codeFor(member, phone)))).status).toBe(201);
  });

  it('counts parallel guesses one by one: never more than five tries, none gets through', async () => {
    const { member, phone, otp } = await ready();
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => submit(member, form(phone, g))));
    expect(answers.every((a) => a.status === 422 || a.status === 429)).toBe(true);
    expect(answers.filter((a) => a.body.error?.code === 'otp_invalid')).toHaveLength(OTP_MAX_ATTEMPTS - 1);
    const [code] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, member.id));
    expect(code?.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('refuses a code after its ten minutes (422 otp_expired)', async () => {
    const { member, phone, otp } = await ready();
    const later = Date.now() + 10 * 60_000 + 1_000;
    setClock(() => later);
    const { status, body } = await submit(member, form(phone, otp));
    expect(status).toBe(422);
    expect(body.error?.code).toBe('otp_expired');
  });

  it('binds the code to its member and its phone', async () => {
    const a = await ready();
    const stranger = await dutchMember(t.db);
    const theirs = await submit(stranger, form(a.phone, a.otp));
    expect(theirs.status).toBe(409);
    expect(theirs.body.error?.code).toBe('otp_required');
    const otherPhone = await submit(a.member, form(freshPhone(), a.otp));
    expect(otherPhone.body.error?.code).toBe('otp_required');
    // Neither refusal used the code up.
    expect((await submit(a.member, form(a.phone, a.otp))).status).toBe(201);
  });
});

describe(`POST /api/direct-debit: the form and the rules (${dbKind})`, () => {
  it.each([
    ['a bad checksum', 'NL91ABNA0417164301', 'iban_invalid'],
    ['a country format it breaks', 'NL91ABNA04171643', 'iban_invalid'],
    ['a country outside SEPA', 'TR330006100519786457841326', 'iban_not_sepa'],
    ['no IBAN at all', 'hello', 'iban_invalid'],
  ])('refuses an IBAN with %s (422 %s) and keeps the code', async (_name, iban, code) => {
    const { member, phone, otp } = await ready();
    const { status, body } = await submit(member, form(phone, otp, { iban }));
    expect(status).toBe(422);
    expect(body.error?.fields).toEqual([{ path: 'iban', code }]);
    expect((await submit(member, form(phone, otp))).status).toBe(201);
  });

  it('refuses without the consent, or with another version of its text (422 consent_required)', async () => {
    const { member, phone, otp } = await ready();
    const without = form(phone, otp);
    delete (without as Partial<typeof without>).consent_version;
    for (const body of [without, form(phone, otp, { consent_version: '2020-01-01' })]) {
      const answer = await submit(member, body);
      expect(answer.status).toBe(422);
      expect(answer.body.error?.fields).toEqual([{ path: 'consent_version', code: 'consent_required' }]);
    }
    expect(await ordersOf(member.id)).toHaveLength(0);
  });

  it('refuses a blocked IBAN (409 iban_blocked) without using the code', async () => {
    const { member, phone, otp } = await ready();
    const { status, body } = await submit(member, form(phone, otp, { iban: 'NL02 ABNA 0123 4567 89' }));
    expect(status).toBe(409);
    expect(body.error?.code).toBe('iban_blocked');
    expect(mandatesMade()).toHaveLength(0);
    expect((await submit(member, form(phone, otp))).status).toBe(201);
  });

  it('takes two direct-debit orders a calendar month, then 409 direct_debit_limit_reached, and again next month', async () => {
    const member = await dutchMember(t.db);
    const phone = freshPhone();
    for (let i = 0; i < 2; i += 1)
      expect((await submit(member, form(phone, await codeFor(member, phone)))).status).toBe(201);
    const third = await submit(member, form(phone, await codeFor(member, phone)));
    expect(third.status).toBe(409);
    expect(third.body.error?.code).toBe('direct_debit_limit_reached');
    expect(await ordersOf(member.id)).toHaveLength(2);
    const today = new Date();
    const nextMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 9);
    setClock(() => nextMonth);
    expect((await submit(member, form(phone, await codeFor(member, phone)))).status).toBe(201);
  });

  it('refuses visitors (403), other sites’ pages (403), an unknown package (422) and a flagged member (403)', async () => {
    const visitor = await submit(null, form(freshPhone(), '123456'));
    expect(visitor.status).toBe(403);
    expect(visitor.body.error?.code).toBe('authentication_required');
    const { member, phone, otp } = await ready();
    const foreign = await submit(member, form(phone, otp), freshKey(), { origin: 'http://localhost' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.code).toBe('cross_site_request');
    const unknown = await submit(member, form(phone, otp, { package: 'platinum' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.code).toBe('package_unavailable');
    await t.db.update(users).set({ paymentsFlag: 'chargeback' }).where(eq(users.id, member.id));
    const flagged = await submit(member, form(phone, otp));
    expect(flagged.status).toBe(403);
    expect(flagged.body.error?.code).toBe('payments_blocked');
    expect(await ordersOf(member.id)).toHaveLength(0);
    const [code] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, member.id), eq(oneTimeCodes.attempts, 0)));
    expect(code?.usedAt).toBeNull();
  });

  it('needs an Idempotency-Key (400)', async () => {
    const { member, phone, otp } = await ready();
    const { status, body } = await callJson('POST', '/api/direct-debit', {
      as: member,
      host: HOST,
      body: form(phone, otp),
    });
    expect(status).toBe(400);
    expect(body.error?.code).toBe('idempotency_key_invalid');
  });
});

describe(`direct debit in the data export and the erase job (${dbKind})`, () => {
  it('exports each request with its consent; erasure drops codes, texts, address and phone and keeps the mandate evidence', async () => {
    const { member, phone, otp } = await ready();
    expect((await submit(member, form(phone, otp))).status).toBe(201);
    type Exported = { direct_debit: { iban: string; phone: string; consent: { version: string; text: string } }[] };
    const exported = await callJson<Exported & ApiBody>('GET', '/api/account/export', { as: member });
    expect(exported.status).toBe(200);
    expect(exported.body.direct_debit).toHaveLength(1);
    expect(exported.body.direct_debit[0]).toMatchObject({
      iban: 'NL** **** **** **** 4300',
      phone,
      consent: { version: DIRECT_DEBIT_CONSENT_VERSION },
    });

    await t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(users.id, member.id));
    expect(await eraseDeletedAccounts()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.userId, member.id))).toHaveLength(0);
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, member.id))).toHaveLength(0);
    const [request] = await t.db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, member.id));
    expect(request).toMatchObject({ street: '', houseNumber: '', zip: '', city: '', phone: '' });
    expect(request?.ibanMasked).toBe('NL** **** **** **** 4300');
    expect(request?.consentText).toContain('SEPA-incasso');
  });
});
