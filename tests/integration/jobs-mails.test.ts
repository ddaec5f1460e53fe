import { and, eq, inArray, like } from 'drizzle-orm';
import {
  auditLog,
  conversationMembers,
  conversations,
  jobs,
  mailOutbox,
  messages,
  notificationPrefs,
  profiles,
  users,
} from '@/lib/db/schema';
import { nowMs } from '@/lib/server/core/clock';
import { verifyUnsubscribe } from '@/lib/server/mail/unsubscribe';
import { JOB_HANDLERS } from '@/lib/server/jobs/handlers';
import { drainDueJobs } from '@/lib/server/jobs/worker';
import { scanReminders } from '@/lib/server/notifications/profile-reminders';
import { scanUnreadReminders } from '@/lib/server/notifications/unread-reminders';
import { scanWeeklyUpdates } from '@/lib/server/notifications/weekly-updates';
import { uuidv7 } from '@/lib/utils/uuid';
import { mailsTo } from './helpers/accounts';
import { callJson } from './helpers/http';
import { createOperator, twoSites, type TestOperator } from './helpers/ops';
import { createMember, insertPhotoRows, photoRows } from './helpers/photos';
import { dbKind, setupTestDb, type TestDb } from './helpers/test-db';
import type { Member } from '../utils/members';

let t: TestDb;
beforeAll(async () => {
  t = await setupTestDb({ demo: false });
}, 180_000);
afterAll(async () => t.teardown());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function withPhoto(member: Member): Promise<Member> {
  await insertPhotoRows(t.db, member.id, 1);
  const [photo] = await photoRows(t.db, member.id);
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, member.id));
  return member;
}

async function switchOff(userId: string, column: 'unreadMessageReminders' | 'weeklyUpdates' | 'reminders') {
  await t.db
    .insert(notificationPrefs)
    .values({ userId, [column]: false })
    .onConflictDoUpdate({ target: notificationPrefs.userId, set: { [column]: false } });
}

/** `from` wrote `count` messages to `to`, the first at `at`, none read. */
async function unreadFrom(from: Member, to: Member, at: number, count = 1): Promise<void> {
  const id = uuidv7();
  const [site] = await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, to.id));
  await t.db.insert(conversations).values({
    id,
    siteId: site!.siteId,
    pairKey: [from.id, to.id].sort().join(':'),
    startedBy: from.id,
  });
  await t.db.insert(conversationMembers).values([
    { conversationId: id, userId: to.id, otherUserId: from.id, unreadCount: count },
    { conversationId: id, userId: from.id, otherUserId: to.id },
  ]);
  for (let i = 0; i < count; i++)
    await t.db.insert(messages).values({
      id: uuidv7(),
      conversationId: id,
      senderId: from.id,
      body: `hello ${i}`,
      clientId: uuidv7(),
      createdAt: new Date(at + i * 60_000),
    });
}

const period = (start: number) => ({ periodStart: new Date(start).toISOString() });
const run = () => drainDueJobs();

function expectUnsubscribe(mail: { text: string; headers: Record<string, string> }, userId: string) {
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  const url = new URL(link);
  expect(url.pathname).toBe('/api/unsubscribe');
  expect(url.searchParams.get('u')).toBe(userId);
  expect(verifyUnsubscribe(userId, url.searchParams.get('s') ?? '')).toBe(true);
  expect(mail.text).toContain(link);
}

describe(`unread message reminders (${dbKind})`, () => {
  it('mails once per member when the oldest unread message turned a day old, only with the switch on, never the text', async () => {
    const hour = Math.floor(nowMs() / HOUR) * HOUR;
    const writer = await withPhoto(await createMember(t.db));
    const reader = await createMember(t.db);
    const off = await createMember(t.db);
    const fictionalReader = await createMember(t.db);
    const suppressed = await createMember(t.db);
    await switchOff(off.id, 'unreadMessageReminders');
    await t.db.update(users).set({ fictional: true }).where(eq(users.id, fictionalReader.id));
    await t.db.update(users).set({ mailSuppressed: 'bounce' }).where(eq(users.id, suppressed.id));
    for (const to of [reader, off, fictionalReader, suppressed])
      await unreadFrom(writer, to, hour - DAY - 30 * 60_000, 2);
    // Unread for less than a day: not yet.
    const fresh = await createMember(t.db);
    await unreadFrom(writer, fresh, hour - 2 * HOUR);

    expect(await scanUnreadReminders(period(hour))).toBe(1);
    // The same hour scanned again (a second instance) queues nothing.
    expect(await scanUnreadReminders(period(hour))).toBe(0);
    // The next hour's scan: the same unread run crossed the line before, so nothing again.
    expect(await scanUnreadReminders(period(hour + HOUR))).toBe(0);
    await run();

    const mails = await mailsTo(t.db, reader.email, 'unread_reminder');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain('2 messages');
    expect(mail!.text).toContain('Member');
    expect(mail!.text).not.toContain('hello 0');
    expect(mail!.text).toContain('/chats');
    expectUnsubscribe(mail!, reader.id);
    for (const other of [off, fictionalReader, suppressed, fresh])
      expect(await mailsTo(t.db, other.email, 'unread_reminder')).toHaveLength(0);
  });

  it('sends nothing when the member read the messages between the scan and the mail job', async () => {
    const hour = Math.floor(nowMs() / HOUR) * HOUR - 5 * HOUR;
    const writer = await withPhoto(await createMember(t.db));
    const reader = await createMember(t.db);
    await unreadFrom(writer, reader, hour - DAY - 10 * 60_000);
    expect(await scanUnreadReminders(period(hour))).toBe(1);
    await t.db.update(conversationMembers).set({ unreadCount: 0 }).where(eq(conversationMembers.userId, reader.id));
    await run();
    expect(await mailsTo(t.db, reader.email, 'unread_reminder')).toHaveLength(0);
  });
});

describe(`weekly updates (${dbKind})`, () => {
  it('mails members who fit and joined that week, once per week, and nothing when none fit', async () => {
    const week = Date.UTC(2030, 0, 7); // a Monday
    const seeker = await createMember(t.db);
    const offSeeker = await createMember(t.db);
    const lonely = await createMember(t.db);
    await t.db
      .update(profiles)
      .set({ gender: 'male', seeking: 'female' })
      .where(inArray(profiles.userId, [seeker.id, offSeeker.id]));
    await t.db.update(profiles).set({ gender: 'female', seeking: 'male' }).where(eq(profiles.userId, lonely.id));
    await switchOff(offSeeker.id, 'weeklyUpdates');
    const newcomer = await withPhoto(await createMember(t.db));
    await t.db
      .update(profiles)
      .set({ gender: 'female', name: 'Newcomer Nina' })
      .where(eq(profiles.userId, newcomer.id));
    await t.db
      .update(users)
      .set({ signupDate: new Date(week - 2 * DAY) })
      .where(eq(users.id, newcomer.id));
    const oldMember = await withPhoto(await createMember(t.db));
    await t.db.update(profiles).set({ gender: 'female', name: 'Old Olga' }).where(eq(profiles.userId, oldMember.id));
    await t.db
      .update(users)
      .set({ signupDate: new Date(week - 30 * DAY) })
      .where(eq(users.id, oldMember.id));

    const queued = await scanWeeklyUpdates(period(week));
    expect(queued).toBeGreaterThan(0);
    expect(await scanWeeklyUpdates(period(week))).toBe(0);
    const [offJob] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `weekly:${offSeeker.id}:2030-01-07`));
    expect(offJob).toBeUndefined();
    await run();

    const [mail, ...more] = await mailsTo(t.db, seeker.email, 'weekly_update');
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('Newcomer Nina');
    expect(mail!.text).not.toContain('Old Olga');
    expect(mail!.text).toContain(`/members/${newcomer.id}`);
    expect(mail!.html).toContain(`/api/photos/`);
    expectUnsubscribe(mail!, seeker.id);
    expect(await mailsTo(t.db, offSeeker.email, 'weekly_update')).toHaveLength(0);
    expect(await mailsTo(t.db, lonely.email, 'weekly_update')).toHaveLength(0);
  });
});

describe(`reminders: unconfirmed address and unfinished profile (${dbKind})`, () => {
  it('reminds an unconfirmed address after one and three days with a fresh link, then never; an unfinished profile after two days', async () => {
    const hour = Math.floor(nowMs() / HOUR) * HOUR;
    const unconfirmed = await createMember(t.db, { status: 'not_confirmed' });
    const unconfirmedOff = await createMember(t.db, { status: 'not_confirmed' });
    await switchOff(unconfirmedOff.id, 'reminders');
    await t.db
      .update(users)
      .set({ signupDate: new Date(hour - DAY - 2 * HOUR) })
      .where(inArray(users.id, [unconfirmed.id, unconfirmedOff.id]));
    const bare = await createMember(t.db);
    const complete = await withPhoto(await createMember(t.db));
    await t.db.update(profiles).set({ about: 'I like long walks.' }).where(eq(profiles.userId, complete.id));
    await t.db
      .update(users)
      .set({ signupDate: new Date(hour - 2 * DAY - 3 * HOUR) })
      .where(inArray(users.id, [bare.id, complete.id]));

    await scanReminders(period(hour));
    await scanReminders(period(hour + HOUR));
    await run();
    const [confirm, ...again] = await mailsTo(t.db, unconfirmed.email, 'confirm_reminder');
    expect(again).toHaveLength(0);
    expect(confirm!.text).toMatch(/\/api\/activate\?token=[A-Za-z0-9_-]+/);
    expectUnsubscribe(confirm!, unconfirmed.id);
    expect(await mailsTo(t.db, unconfirmedOff.email, 'confirm_reminder')).toHaveLength(0);

    // Three days after signup: the second and last one.
    await t.db
      .update(users)
      .set({ signupDate: new Date(hour - 3 * DAY - 2 * HOUR) })
      .where(eq(users.id, unconfirmed.id));
    await scanReminders(period(hour));
    await run();
    expect(await mailsTo(t.db, unconfirmed.email, 'confirm_reminder')).toHaveLength(2);
    await t.db
      .update(users)
      .set({ signupDate: new Date(hour - 5 * DAY) })
      .where(eq(users.id, unconfirmed.id));
    await scanReminders(period(hour));
    await run();
    expect(await mailsTo(t.db, unconfirmed.email, 'confirm_reminder')).toHaveLength(2);

    const [profileMail] = await mailsTo(t.db, bare.email, 'profile_reminder');
    expect(profileMail!.text).toContain('Add a photo');
    expect(profileMail!.text).toContain('/profile');
    expectUnsubscribe(profileMail!, bare.id);
    expect(await mailsTo(t.db, complete.email, 'profile_reminder')).toHaveLength(0);
  });
});

describe(`operator mailings (${dbKind})`, () => {
  let admin: TestOperator;
  let sites: { localhost: number; otherSite: number };
  beforeAll(async () => {
    admin = await createOperator(t.db, { role: 'admin' });
    sites = await twoSites(t.db);
  });

  const draft = (cookie: string, body: Record<string, unknown> = {}) =>
    callJson<{ mailing: { id: string; status: string } }>('POST', '/api/ops/mailings', {
      cookie,
      body: {
        site_id: sites.localhost,
        kind: 'news',
        language: 'nl',
        subject: 'Nieuws van deze maand',
        body: 'Eerste alinea: wij & jullie <3.\n\nTweede alinea.',
        ...body,
      },
    });

  it('is for admins only: chat and moderator operators get 403, a site-scoped admin sees only their sites', async () => {
    for (const role of ['chat', 'moderator'] as const) {
      const op = await createOperator(t.db, { role });
      expect((await callJson('GET', '/api/ops/mailings', { cookie: op.cookie })).status).toBe(403);
      expect((await draft(op.cookie)).status).toBe(403);
    }
    const created = await draft(admin.cookie, { site_id: sites.otherSite });
    expect(created.status).toBe(201);
    const scoped = await createOperator(t.db, { role: 'admin', siteIds: [sites.localhost] });
    const id = created.body.mailing.id;
    expect((await callJson('GET', `/api/ops/mailings/${id}`, { cookie: scoped.cookie })).status).toBe(404);
    expect((await draft(scoped.cookie, { site_id: null })).status).toBe(403);
    expect((await draft(scoped.cookie, { body: '<b>bold</b>' })).status).toBe(422);
  });

  it('sends a news mailing once to each member who opted in and speaks its language, with unsubscribe, audited', async () => {
    const optedIn = await createMember(t.db);
    const optedInEn = await createMember(t.db);
    const notOptedIn = await createMember(t.db);
    const optedInSuppressed = await createMember(t.db);
    await t.db
      .update(users)
      .set({ language: 'nl' })
      .where(inArray(users.id, [optedIn.id, notOptedIn.id, optedInSuppressed.id]));
    await t.db.update(users).set({ mailSuppressed: 'fbl' }).where(eq(users.id, optedInSuppressed.id));
    for (const m of [optedIn, optedInEn, optedInSuppressed])
      await t.db.insert(notificationPrefs).values({ userId: m.id, news: true });

    const created = await draft(admin.cookie);
    expect(created.status).toBe(201);
    const id = created.body.mailing.id;
    const patched = await callJson<{ mailing: { subject: string } }>('PATCH', `/api/ops/mailings/${id}`, {
      cookie: admin.cookie,
      body: { subject: 'Nieuws van november' },
    });
    expect(patched.body.mailing.subject).toBe('Nieuws van november');
    const preview = await callJson<{ preview: { html: string; text: string } }>(
      'GET',
      `/api/ops/mailings/${id}/preview`,
      { cookie: admin.cookie },
    );
    expect(preview.body.preview.html).toContain('Eerste alinea: wij &amp; jullie &lt;3.');
    expect(preview.body.preview.text).toContain('nieuws');
    const test = await callJson<{ sent_to: string }>('POST', `/api/ops/mailings/${id}/test`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(test.body.sent_to).toBe(admin.email);
    expect(await mailsTo(t.db, admin.email, 'news')).toHaveLength(1);

    const sent = await callJson<{ mailing: { status: string } }>('POST', `/api/ops/mailings/${id}/send`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(sent.body.mailing.status).toBe('scheduled');
    const twice = await callJson('POST', `/api/ops/mailings/${id}/send`, { cookie: admin.cookie, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.code).toBe('mailing_not_draft');
    await run();
    // A job run again (a crashed worker) queues nobody twice.
    await JOB_HANDLERS.mailing_start!({ mailingId: id }, { id: 0, attempts: 2 });
    await run();

    const [mail, ...more] = await mailsTo(t.db, optedIn.email, 'news');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Nieuws van november');
    expect(mail!.text).toContain('Tweede alinea.');
    expectUnsubscribe(mail!, optedIn.id);
    for (const m of [optedInEn, notOptedIn, optedInSuppressed])
      expect(await mailsTo(t.db, m.email, 'news')).toHaveLength(0);
    const listed = await callJson<{ mailings: { id: string; status: string; recipients: number }[] }>(
      'GET',
      '/api/ops/mailings',
      { cookie: admin.cookie },
    );
    const row = listed.body.mailings.find((m) => m.id === id);
    expect(row).toMatchObject({ status: 'sent', recipients: 1 });
    const jobsOf = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `mailing:${id}:%`));
    expect(jobsOf.filter((j) => j.kind === 'mailing_mail')).toHaveLength(1);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.operatorId, admin.id)));
    expect(audited.map((a) => a.action).sort()).toEqual(
      ['mailing.create', 'mailing.send', 'mailing.test', 'mailing.update'].sort(),
    );
  });

  it('a scheduled mailing waits for its time and can be cancelled back to a draft', async () => {
    const created = await draft(admin.cookie, { kind: 'promotions' });
    const id = created.body.mailing.id;
    const later = new Date(nowMs() + DAY).toISOString();
    const scheduled = await callJson<{ mailing: { status: string; send_at: string } }>(
      'POST',
      `/api/ops/mailings/${id}/send`,
      { cookie: admin.cookie, body: { send_at: later } },
    );
    expect(scheduled.body.mailing).toMatchObject({ status: 'scheduled', send_at: later });
    await run();
    const cancelled = await callJson<{ mailing: { status: string } }>('POST', `/api/ops/mailings/${id}/cancel`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(cancelled.body.mailing.status).toBe('draft');
    const [start] = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `mailing:${id}:start:%`));
    expect(start?.doneAt).toBeNull();
    // Its job, when its time comes, finds a draft and sends nothing.
    await JOB_HANDLERS.mailing_start!({ mailingId: id }, { id: 0, attempts: 1 });
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'promotions'));
    expect(outbox.filter((m) => m.userId !== null)).toHaveLength(0);
    const removed = await callJson('DELETE', `/api/ops/mailings/${id}`, { cookie: admin.cookie });
    expect(removed.status).toBe(200);
  });
});
