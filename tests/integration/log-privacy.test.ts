import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { resetEnvCache } from '@/lib/config/env';
import { profiles, users } from '@/lib/db/schema';
import { startEraseSweeper } from '@/lib/server/accounts/erase-deleted-accounts';
import { backgroundWorkSettled } from '@/lib/server/core/background';
import { grantCredits } from '@/lib/server/credits/grant-credits';
import { errorFields } from '@/lib/utils/error-fields';
import { scrubLogText } from '@/lib/server/core/log';
import { flushMailDelivery } from '@/lib/server/mail/deliver-mail';
import { post, signedUpMember, signupForm } from './helpers/accounts';
import { insertPhotoRows, photoRows } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { call } from './helpers/http';
import { type Member, nextIp } from '../utils/members';

/**
 * Security defect 3 of issue 11: Drizzle's query errors carry the bound parameters, and the route
 * wrapper logged String(error) and the stack, so a failing signup logged the e-mail, a live activation
 * token and an unsubscribe signature. Every console method is spied; no line may carry an e-mail
 * address, a password, a token, a seal or a cookie. The console scrubber is NOT installed here, so this
 * holds by how errors are logged, not by the last line of defence.
 */
let t: TestDb;
let lines: string[] = [];
const spies: jest.SpyInstance[] = [];

beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => t.teardown());
beforeEach(() => {
  lines = [];
  process.env.LOG_LEVEL = 'debug';
  resetEnvCache();
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    spies.push(
      jest
        .spyOn(console, method)
        .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
  }
});
afterEach(async () => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  process.env.LOG_LEVEL = 'warn';
  resetEnvCache();
});

/** Fails on an e-mail address, a long token that is not an id, a seal or a cookie, or any of the given secrets, in any line. */
function expectCleanLog(secrets: string[]): void {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    for (const secret of secrets) expect(line).not.toContain(secret);
    expect(line).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
    expect(line).not.toMatch(/Fe26\.2|auth_session|cookie/i);
    expect(line).not.toMatch(/params:/);
    for (const token of line.match(/[A-Za-z0-9_-]{32,}/g) ?? [])
      expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  }
}

async function refuseInserts(table: 'mail_outbox' | 'profiles', op: 'insert' | 'update'): Promise<() => Promise<void>> {
  const name = `refuse_${table}_${op}`;
  await t.db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end; $$`,
    ),
  );
  await t.db.execute(
    sql.raw(`create trigger ${name} before ${op} on ${table} for each row execute function ${name}()`),
  );
  return async () => {
    await t.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await t.db.execute(sql.raw(`drop function ${name}()`));
  };
}

async function withPhotoAndCredits(m: Member): Promise<void> {
  await insertPhotoRows(t.db, m.id, 1);
  const [photo] = await photoRows(t.db, m.id);
  await t.db
    .update(profiles)
    .set({ mainPhotoId: photo?.id ?? null })
    .where(eq(profiles.userId, m.id));
  await grantCredits({ userId: m.id, amount: 100, reason: 'adjustment', idempotencyKey: `test:${m.id}` });
}

describe(`no personal data or secrets in the log (LOG-02) (${dbKind})`, () => {
  it('a signup that fails in the database logs the error by code and table, not the e-mail, token or signature it was writing', async () => {
    const restore = await refuseInserts('mail_outbox', 'insert');
    const form = signupForm();
    try {
      expect((await post('/api/signup', form, { ip: nextIp() })).response.status).toBe(500);
    } finally {
      await restore();
    }
    expectCleanLog([String(form.email), String(form.password)]);
    const failure = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'unhandled route error');
    expect(failure).toMatchObject({ path: '/api/signup', code: 'P0001' });
  });

  it('a new-message mail that cannot be written logs no address', async () => {
    const [a, b] = [await signedUpMember(t.db), await signedUpMember(t.db)];
    await withPhotoAndCredits(a);
    await withPhotoAndCredits(b);
    const restore = await refuseInserts('mail_outbox', 'insert');
    try {
      const { response } = await call('POST', `/api/members/${b.id}/messages`, {
        cookie: a.cookie,
        body: { client_id: randomUUID(), body: 'Hello, my number is in my profile' },
      });
      expect(response.status).toBe(200);
    } finally {
      await restore();
    }
    expectCleanLog([a.email, b.email, a.cookie, 'my number']);
  });

  it('an SMTP server that refuses the recipient: the delivery failure names no address, in the log or in the stored error', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const original = process.env.SMTP_URL;
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    resetEnvCache();
    const form = signupForm();
    try {
      await post('/api/signup', form, { ip: nextIp() });
      await flushMailDelivery();
    } finally {
      process.env.SMTP_URL = original;
      resetEnvCache();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expectCleanLog([String(form.email)]);
    const [row] = await t.db
      .execute<{ last_error: string | null }>(
        sql`select m.last_error from mail_outbox m join users u on u.id = m.user_id where u.email = ${String(form.email)}`,
      )
      .then((r) => (r as unknown as { rows: { last_error: string | null }[] }).rows);
    expect(row?.last_error).toContain('550');
    expect(row?.last_error).not.toContain(String(form.email));
  });

  it('a failing erase job logs the failure, not the account it was erasing', async () => {
    const m = await signedUpMember(t.db);
    await t.db
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, m.id));
    const restore = await refuseInserts('profiles', 'update');
    try {
      startEraseSweeper();
      await backgroundWorkSettled();
    } finally {
      await restore();
    }
    expectCleanLog([m.email]);
    expect(lines.some((l) => l.includes('erase-deleted-accounts'))).toBe(true);
  });
});

describe('errorFields and the console scrubber', () => {
  it('describe a Drizzle error by code, constraint and table, never by its parameters', async () => {
    const m = await signedUpMember(t.db);
    const email = m.email;
    const [row] = await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, m.id));
    const caught = await t.db
      .insert(users)
      .values({ id: randomUUID(), siteId: row?.siteId ?? 0, email, language: 'en' })
      .catch((e: unknown) => e);
    const fields = errorFields(caught);
    expect(fields).toMatchObject({ code: '23505', constraint: expect.stringContaining('email'), table: 'users' });
    expect(JSON.stringify(fields)).not.toContain(email);
    expect(String(caught)).toContain(email); // what String(error) used to log
  });

  it('blanks addresses, seals, parameters and tokens in any console line, and keeps ids', () => {
    const id = '0195f2c4-7a1b-7c3d-8e9f-0a1b2c3d4e5f';
    const line = `Failed query: insert into "tokens" values ($1, $2)\nparams: ${id},abcDEF0123456789abcDEF0123456789xyz \nError for ann.smith+x@mail.example.co.uk cookie auth_session=Fe26.2**abc*def user ${id}`;
    const scrubbed = scrubLogText(line);
    expect(scrubbed).not.toContain('ann.smith');
    expect(scrubbed).not.toContain('abcDEF0123456789abcDEF0123456789xyz');
    expect(scrubbed).not.toContain('Fe26.2');
    expect(scrubbed).toContain(`user ${id}`);
    expect(scrubbed).toContain('params: [redacted]');
  });
});
