import { signedUpMember, tokenFrom } from './helpers/accounts';
import { linkHosts, mailHeader, parseMail, receivedMail, startSmtpInbox, type Received } from './helpers/smtp';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import { call } from './helpers/http';
import { uniqueEmail } from '../utils/members';

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

const HOST = 'hartjesdate.localhost';
const ORIGIN = `http://${HOST}:3000`;
const textOf = (mail: Received) => parseMail(mail.raw).parts.find((p) => p.type === 'text/plain')?.body ?? '';

/** Every mail of the settings: in the member's language (Dutch here), branded, every link on the site's own domain. */
function expectSiteMail(mail: Received): void {
  const { headers, parts } = parseMail(mail.raw);
  expect(mailHeader(headers, 'From')).toMatch(/Hartjesdate.*<noreply@hartjesdate\.localhost>/);
  expect(mailHeader(headers, 'Content-Language')).toBe('nl');
  expect(mailHeader(headers, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(parts.map((p) => p.type).sort()).toEqual(['text/html', 'text/plain']);
  expect(linkHosts(parts)).toEqual(new Set(['hartjesdate.localhost:3000']));
}

describe(`settings mails over SMTP (${dbKind})`, () => {
  it('e-mail change: the link to the new address and the notice to the old one', async () => {
    const m = await signedUpMember(t.db, { host: HOST });
    const next = uniqueEmail('nieuw');
    // The request arrives on an alias with a forged forwarded host: links still use the configured domain.
    const { response } = await call('POST', '/api/account/email', {
      host: HOST,
      cookie: m.cookie,
      body: { email: next, password: m.password },
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(response.status).toBe(200);

    const confirmation = await receivedMail(inbox, next);
    expectSiteMail(confirmation);
    expect(textOf(confirmation)).toMatch(new RegExp(`${ORIGIN}/mail-change/do\\?token=[A-Za-z0-9_-]{43}`));
    expect(textOf(confirmation)).toContain(next);

    const notice = await receivedMail(inbox, m.email, (raw) =>
      /wordt gewijzigd/.test(mailHeader(parseMail(raw).headers, 'Subject') ?? ''),
    );
    expectSiteMail(notice);
    expect(textOf(notice)).toContain(next);
    expect(textOf(notice)).toContain(`${ORIGIN}/reset-password`);
    expect(textOf(notice)).not.toMatch(/token=/);

    const confirmed = await call('POST', '/api/account/email/confirm', {
      host: HOST,
      body: { token: tokenFrom(textOf(confirmation)) },
    });
    expect(confirmed.response.status).toBe(200);
  });

  it('password change notice and the deletion mail with its reactivation link', async () => {
    const m = await signedUpMember(t.db, { host: HOST });
    const changed = await call('PUT', '/api/account/password', {
      host: HOST,
      cookie: m.cookie,
      body: { old_password: m.password, password: 'een heel nieuw wachtwoord' },
    });
    expect(changed.response.status).toBe(200);
    const notice = await receivedMail(inbox, m.email, (raw) =>
      /gewijzigd/.test(mailHeader(parseMail(raw).headers, 'Subject') ?? ''),
    );
    expectSiteMail(notice);

    const cookie = /auth_session=[^;]+/.exec(changed.response.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const deleted = await call('POST', '/api/account/delete', {
      host: HOST,
      cookie,
      body: { reason: 'time', password: 'een heel nieuw wachtwoord' },
    });
    expect(deleted.response.status).toBe(200);
    const goodbye = await receivedMail(inbox, m.email, (raw) =>
      /verwijderd/.test(mailHeader(parseMail(raw).headers, 'Subject') ?? ''),
    );
    expectSiteMail(goodbye);
    expect(textOf(goodbye)).toMatch(new RegExp(`${ORIGIN}/reactivate\\?token=[A-Za-z0-9_-]{43}`));
    expect(textOf(goodbye)).toContain('14 dagen');
  });
});
