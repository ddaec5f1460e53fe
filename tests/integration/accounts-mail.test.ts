import { eq } from 'drizzle-orm';
import { resetEnvCache } from '@/lib/config/env';
import { mailOutbox, users } from '@/lib/db/schema';
import { flushMailDelivery } from '@/lib/server/mail/deliver-mail';
import { expectLedgerConsistent, post, signupForm, userByEmail } from './helpers/accounts';
import { send } from './helpers/http';
import { mailHeader as header, parseMail as parse, receivedMail, startSmtpInbox, type Received } from './helpers/smtp';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { nextIp } from '../utils/members';

let inbox: Received[] = [];
let closeSmtp: () => Promise<void>;
let t: TestDb;

beforeAll(async () => {
  ({ inbox, close: closeSmtp } = await startSmtpInbox());
  t = await setupTestDb();
}, 180_000);
afterAll(async () => {
  await t.teardown();
  await closeSmtp();
});
afterEach(async () => expectLedgerConsistent(t.db));

const received = (to: string) => receivedMail(inbox, to);

describe(`mail over SMTP (${dbKind})`, () => {
  it('delivers the activation mail: localised, branded, links on the site domain, text part and one-click unsubscribe', async () => {
    const form = signupForm({ name: 'Anouk' });
    const { response } = await post('/api/signup', form, { ip: nextIp(), host: 'hartjesdate.localhost' });
    expect(response.status).toBe(201);
    const email = String(form.email);
    const mail = await received(email);
    const { headers, parts } = parse(mail.raw);
    if (process.env.DUMP_MAIL) console.log(mail.raw);

    expect(header(headers, 'From')).toMatch(/Hartjesdate.*<noreply@hartjesdate\.localhost>/);
    expect(header(headers, 'Subject')).toMatch(/Hartjesdate/);
    expect(header(headers, 'Content-Language')).toBe('nl');
    expect(header(headers, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = header(headers, 'List-Unsubscribe') ?? '';
    expect(unsubscribe).toMatch(
      /^<http:\/\/hartjesdate\.localhost:3000\/api\/unsubscribe\?u=[0-9a-f-]{36}&s=[A-Za-z0-9_-]+>$/,
    );
    expect(header(headers, 'Content-Type')).toMatch(/multipart\/alternative/);

    const text = parts.find((p) => p.type === 'text/plain')?.body ?? '';
    const html = parts.find((p) => p.type === 'text/html')?.body ?? '';
    // The member signed up on the Dutch site, so the mail is in Dutch.
    expect(text).toContain('Hoi Anouk,');
    expect(text).toMatch(/http:\/\/hartjesdate\.localhost:3000\/api\/activate\?token=[A-Za-z0-9_-]{43}/);
    expect(html).toContain('Hartjesdate');
    const links = [...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(
      (m) => new URL(m[0].replace(/&amp;/g, '&')).host,
    );
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(new Set(links)).toEqual(new Set(['hartjesdate.localhost:3000']));

    const user = await userByEmail(t.db, email);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, user?.id ?? ''));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);

    // RFC 8058 one-click: the provider posts the header's URL with no Origin and a form body.
    const url = unsubscribe.slice(1, -1);
    const { response: unsub } = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsub.status).toBe(200);
    const [after] = await t.db
      .select({ disabled: users.notificationsDisabled })
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(after?.disabled).toEqual(['list-unsubscribe']);
    const forged = await send(url.replace(/s=[^&]+/, 's=forgedsignature000000000000000000000000000'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.response.status).toBe(404);
    // The link in the footer shows a confirmation page and changes nothing by itself.
    const page = await send(url);
    expect(page.response.status).toBe(200);
    expect(await page.response.text()).toContain('<form method="post"');
  });

  it('builds reset links on the configured domain when the request came in on an alias', async () => {
    const form = signupForm();
    await post('/api/signup', form, { ip: nextIp() });
    await flushMailDelivery();
    const email = String(form.email);
    const { response } = await post(
      '/api/password-reset',
      { email },
      { ip: nextIp(), host: 'rosedate.example', headers: { 'x-forwarded-host': 'evil.example' } },
    );
    expect(response.status).toBe(200);
    await flushMailDelivery();
    const mails = inbox.filter((m) => m.to.includes(email)).map((m) => parse(m.raw));
    const reset = mails.find((m) => /reset/i.test(header(m.headers, 'Subject') ?? ''));
    const text = reset?.parts.find((p) => p.type === 'text/plain')?.body ?? '';
    expect(text).toMatch(/http:\/\/localhost:3000\/reset-password\/do\?token=/);
    expect(text).not.toMatch(/rosedate\.example|evil\.example/);
  });

  it('chooses the mail transport from SMTP_URL: the outbox without it, SMTP with it', async () => {
    const { mailTransport } = await import('@/lib/server/integrations/mail');
    expect(mailTransport()).toMatchObject({ name: 'smtp', delivers: true });
    const original = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    resetEnvCache();
    try {
      expect(mailTransport()).toMatchObject({ name: 'outbox', delivers: false });
    } finally {
      process.env.SMTP_URL = original;
      resetEnvCache();
    }
  });

  it('keeps a mail queued with the error when the SMTP server refuses it, and retries later', async () => {
    const original = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvCache();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const form = signupForm();
      await post('/api/signup', form, { ip: nextIp() });
      await flushMailDelivery();
      const user = await userByEmail(t.db, String(form.email));
      const [row] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.userId, user?.id ?? ''));
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row?.lastError).toBeTruthy();
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      quiet.mockRestore();
      process.env.SMTP_URL = original;
      resetEnvCache();
    }
  });
});
