import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/config/env';
import { oneTimeCodes, smsOutbox, users } from '@/lib/db/schema';
import { seedDirectDebitBlocklist } from '@/lib/server/direct-debit/blocklist';
import { CODES_PER_MEMBER_PER_HOUR, CODES_PER_PHONE_PER_HOUR } from '@/lib/server/direct-debit/send-code';
import { checkLedger } from '@/lib/server/credits/check-ledger';
import { signedUpMember } from './helpers/accounts';
import { callJson, type ApiBody } from './helpers/http';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import type { Member } from '../utils/members';

let t: TestDb;

beforeAll(async () => {
  t = await setupTestDb();
  await seedDirectDebitBlocklist(t.db);
}, 180_000);
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.teardown());

type Sent = { phone: string; phone_masked: string; expires_at: string };
const HOST = 'hartjesdate.localhost';
const dutchMember = () => signedUpMember(t.db, { host: HOST });
const askCode = (
  member: Member | null,
  phone: string,
  init: { host?: string; headers?: Record<string, string> } = {},
) =>
  callJson<Sent & ApiBody>('POST', '/api/direct-debit/code', {
    as: member,
    host: init.host ?? HOST,
    body: { phone },
    ...init,
  });

let phoneCounter = 0;
/** A fresh valid Dutch mobile number, so that the per-phone limit of one test never meets another's. */
function freshPhone(): string {
  phoneCounter += 1;
  return `+316${String(20_000_000 + phoneCounter * 7919).padStart(8, '0')}`;
}

async function smsTo(phone: string) {
  return t.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone)).orderBy(desc(smsOutbox.createdAt));
}

describe(`POST /api/direct-debit/code (${dbKind})`, () => {
  it('sends a six-digit code by SMS to the outbox, in the site’s language, and keeps only its hash', async () => {
    const member = await dutchMember();
    const local = freshPhone().replace('+31', '0');
    const { status, body } = await askCode(member, `${local.slice(0, 2)} ${local.slice(2)}`);
    expect(status).toBe(200);
    const e164 = `+31${local.slice(1)}`;
    expect(body.phone).toBe(e164);
    expect(body.phone_masked).toBe(`+31 ••• ••• ${e164.slice(-3)}`);
    expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const [sms] = await smsTo(e164);
    expect(sms?.userId).toBe(member.id);
    expect(sms?.text).toMatch(/^Hartjesdate: je code is \d{6}\. Hij is 10 minuten geldig\./);
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1] ?? '';
    const rows = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.phone).toBe(e164);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(JSON.stringify(rows[0])).not.toContain(`"${code}"`);
  });

  it('voids the member’s older code when a new one is sent', async () => {
    const member = await dutchMember();
    const phone = freshPhone();
    expect((await askCode(member, phone)).status).toBe(200);
    expect((await askCode(member, phone)).status).toBe(200);
    const live = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, member.id), isNull(oneTimeCodes.voidedAt)));
    expect(live).toHaveLength(1);
  });

  it(`limits the codes per member (${CODES_PER_MEMBER_PER_HOUR} an hour) and per phone (${CODES_PER_PHONE_PER_HOUR}), whoever asks`, async () => {
    const member = await dutchMember();
    for (let i = 0; i < CODES_PER_MEMBER_PER_HOUR; i += 1)
      expect((await askCode(member, freshPhone())).status).toBe(200);
    const over = await askCode(member, freshPhone());
    expect(over.status).toBe(429);
    expect(over.body.error?.code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

    const phone = freshPhone();
    for (let i = 0; i < CODES_PER_PHONE_PER_HOUR; i += 1)
      expect((await askCode(await dutchMember(), phone)).status).toBe(200);
    const bombed = await askCode(await dutchMember(), phone);
    expect(bombed.status).toBe(429);
    expect(await smsTo(phone)).toHaveLength(CODES_PER_PHONE_PER_HOUR);
  });

  it('refuses a blocked phone with 409 phone_blocked and sends nothing', async () => {
    const member = await dutchMember();
    const { status, body } = await askCode(member, '06 12345678');
    expect(status).toBe(409);
    expect(body.error?.code).toBe('phone_blocked');
    expect(await smsTo('+31612345678')).toHaveLength(0);
  });

  it.each([
    ['not a number', 'call me'],
    ['too short', '0612'],
    ['a landline', '020 123 4567'],
    ['too long', '+31 6 1234 5678 9012 3456 7890 1234'],
  ])('refuses %s with 422 phone_invalid', async (_name, phone) => {
    const { status, body } = await askCode(await dutchMember(), phone);
    expect(status).toBe(422);
    expect(body.error?.fields).toEqual([{ path: 'phone', code: 'phone_invalid' }]);
  });

  it('refuses visitors (403 authentication_required) and other sites’ pages (403 cross_site_request)', async () => {
    const visitor = await askCode(null, freshPhone());
    expect(visitor.status).toBe(403);
    expect(visitor.body.error?.code).toBe('authentication_required');
    const member = await dutchMember();
    const foreign = await askCode(member, freshPhone(), { headers: { origin: 'http://maennerherzen.localhost' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error?.code).toBe('cross_site_request');
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, member.id))).toHaveLength(0);
  });

  it('refuses a member whose payment was reversed (403 payments_blocked)', async () => {
    const member = await dutchMember();
    await t.db.update(users).set({ paymentsFlag: 'chargeback' }).where(eq(users.id, member.id));
    const { status, body } = await askCode(member, freshPhone());
    expect(status).toBe(403);
    expect(body.error?.code).toBe('payments_blocked');
  });
});

describe(`the Twilio adapter (${dbKind})`, () => {
  type Received = { path: string; auth: string | undefined; form: URLSearchParams };
  let server: Server;
  let received: Received[] = [];
  let answer: { status: number; body: Record<string, unknown> } = { status: 201, body: {} };
  const SID = `AC${'0123456789abcdef'.repeat(2)}`;

  beforeAll(async () => {
    // Twilio's Messages API as far as the adapter uses it: a form POST, HTTP Basic, a JSON answer with the sid.
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url ?? '', auth: req.headers.authorization, form: new URLSearchParams(raw) });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.TWILIO_ACCOUNT_SID = SID;
    process.env.TWILIO_AUTH_TOKEN = 'a-test-auth-token-of-32-characters';
    process.env.TWILIO_FROM = 'Rosedate';
    process.env.TWILIO_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetEnvCache();
  });
  afterAll(async () => {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_BASE_URL'])
      delete process.env[name];
    resetEnvCache();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received = [];
  });

  it('sends the code through Twilio’s Messages API and keeps no copy in the outbox', async () => {
    answer = { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' } };
    const phone = freshPhone();
    const { status } = await askCode(await dutchMember(), phone);
    expect(status).toBe(200);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.auth).toBe(`Basic ${Buffer.from(`${SID}:a-test-auth-token-of-32-characters`).toString('base64')}`);
    expect(request?.form.get('To')).toBe(phone);
    expect(request?.form.get('From')).toBe('Rosedate');
    expect(request?.form.get('Body')).toMatch(/je code is \d{6}/);
    expect(await smsTo(phone)).toHaveLength(0);
  });

  it('answers 422 phone_invalid when Twilio refuses the number, 503 when it is down; the code is voided', async () => {
    const member = await dutchMember();
    answer = { status: 400, body: { code: 21211, message: 'Invalid To number', status: 400 } };
    const refused = await askCode(member, freshPhone());
    expect(refused.status).toBe(422);
    expect(refused.body.error?.fields).toEqual([{ path: 'phone', code: 'phone_invalid' }]);
    answer = { status: 503, body: {} };
    const down = await askCode(member, freshPhone());
    expect(down.status).toBe(503);
    expect(down.body.error?.code).toBe('service_unavailable');
    const live = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, member.id), isNull(oneTimeCodes.voidedAt)));
    expect(live).toHaveLength(0);
  });
});
