import { PGlite } from '@electric-sql/pglite';
import { applyMigration, migrateUpTo } from './helpers/migrations';

// The migration's own SQL on a database at 0008 holding conversations hidden by blocks before; SQL only, so PGlite in both CI runs.
const TAG = '0009_unhide_blocked_chats';

const member = (n: number) => `a0000000-0000-4000-8000-00000000000${n}`;
const chat = (n: number) => `c0000000-0000-4000-8000-00000000000${n}`;
const [me, blockedNow, unblockedSince, removed, removedThenWritten] = [
  member(1),
  member(2),
  member(3),
  member(4),
  member(5),
] as const;

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await migrateUpTo(db, TAG);
  const users = [me, blockedNow, unblockedSince, removed, removedThenWritten]
    .map((id, i) => `('${id}', 1, 'u${i}@x.invalid', 'en')`)
    .join(', ');
  // Each conversation: me with one partner, one message at 10:00; the partner's side untouched.
  const partners = [blockedNow, unblockedSince, removed, removedThenWritten];
  const conversations = partners.map((p, i) => `('${chat(i + 1)}', 1, '${me}|${p}', '${p}')`).join(', ');
  const messages = partners
    .map(
      (p, i) =>
        `('d0000000-0000-4000-8000-00000000000${i + 1}', '${chat(i + 1)}', '${p}', 'hi', 'e0000000-0000-4000-8000-00000000000${i + 1}', '2026-11-20T10:00:00Z')`,
    )
    .join(', ');
  await db.exec(`
    insert into companies (id, name, address, zip, city, country, kvk, support_phone, support_email) values (1, 'C', 'A', 'Z', 'C', 'NL', 'K', 'P', 'e@x.invalid');
    insert into sites (key, domain, name, company_id, niche, domain_language, default_country, support_email, support_phone) values ('s', 's.test', 'S', 1, 1, 'en', 'NL', 'e@x.invalid', 'P');
    insert into users (id, site_id, email, language) values ${users};
    insert into conversations (id, site_id, pair_key, started_by) values ${conversations};
    insert into messages (id, conversation_id, sender_id, body, client_id, created_at) values ${messages};
    insert into conversation_members (conversation_id, user_id, other_user_id, hidden, cleared_at) values
      ('${chat(1)}', '${me}', '${blockedNow}', true, null),
      ('${chat(2)}', '${me}', '${unblockedSince}', true, null),
      ('${chat(3)}', '${me}', '${removed}', true, '2026-11-20T11:00:00Z'),
      ('${chat(4)}', '${me}', '${removedThenWritten}', true, '2026-11-20T09:00:00Z');
    insert into blocks (blocker_id, blocked_id) values ('${me}', '${blockedNow}');
  `);
  await applyMigration(db, TAG);
}, 120_000);
afterAll(async () => db.close());

const hidden = async () =>
  new Map(
    (
      await db.query<{ other_user_id: string; hidden: boolean }>(
        'select other_user_id, hidden from conversation_members where user_id = $1',
        [me],
      )
    ).rows.map((r) => [r.other_user_id, r.hidden]),
  );

describe('migration 0009: conversations hidden by a block', () => {
  it('brings back every conversation a block hid (the list now leaves blocked partners out by the block itself)', async () => {
    const after = await hidden();
    expect(after.get(blockedNow)).toBe(false);
    expect(after.get(unblockedSince)).toBe(false);
    // Removed, then a block: messages written after the removal were on the list before the block.
    expect(after.get(removedThenWritten)).toBe(false);
  });

  it('keeps the conversations the member removed themselves removed', async () => {
    expect((await hidden()).get(removed)).toBe(true);
  });
});
