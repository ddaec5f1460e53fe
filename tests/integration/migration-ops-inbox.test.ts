import { PGlite } from '@electric-sql/pglite';
import { applyMigration, migrateUpTo } from './helpers/migrations';

// Migration 0016's data steps on a database at 0015: a persona per fictional users row, and the queue as it stands.
const TAG = '0016_inbox';

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-00000000000${n}`;
const [anna, bea, member, other] = [id('a', 1), id('a', 2), id('a', 3), id('a', 4)];
const [waiting, answered, rewritten] = [id('c', 1), id('c', 2), id('c', 3)];

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await migrateUpTo(db, TAG);
  await db.exec(`
    insert into companies (id, name, address, zip, city, country, kvk, support_phone, support_email) values (1, 'C', 'A', 'Z', 'C', 'NL', 'K', 'P', 'e@x.invalid');
    insert into sites (key, domain, name, company_id, niche, domain_language, default_country, support_email, support_phone) values ('s', 's.test', 'S', 1, 1, 'en', 'NL', 'e@x.invalid', 'P');
    insert into users (id, site_id, email, language, fictional) values
      ('${anna}', 1, 'anna@x.invalid', 'en', true), ('${bea}', 1, 'bea@x.invalid', 'en', true),
      ('${member}', 1, 'm@x.invalid', 'nl', false), ('${other}', 1, 'o@x.invalid', 'nl', false);
    insert into profiles (user_id, name) values ('${anna}', 'Anna'), ('${bea}', 'Bea'), ('${member}', 'Mo'), ('${other}', 'Olly');
    insert into conversations (id, site_id, pair_key, started_by) values
      ('${waiting}', 1, '${member}|${anna}', '${member}'), ('${answered}', 1, '${member}|${bea}', '${member}'),
      ('${rewritten}', 1, '${other}|${anna}', '${other}');
    insert into conversation_members (conversation_id, user_id, other_user_id) values
      ('${waiting}', '${member}', '${anna}'), ('${waiting}', '${anna}', '${member}'),
      ('${answered}', '${member}', '${bea}'), ('${answered}', '${bea}', '${member}'),
      ('${rewritten}', '${other}', '${anna}'), ('${rewritten}', '${anna}', '${other}');
    insert into messages (id, conversation_id, sender_id, body, client_id, created_at) values
      ('${id('d', 1)}', '${waiting}', '${member}', 'hi', '${id('e', 1)}', '2026-11-20T10:00:00Z'),
      ('${id('d', 2)}', '${waiting}', '${member}', 'still there?', '${id('e', 2)}', '2026-11-20T11:00:00Z'),
      ('${id('d', 3)}', '${answered}', '${member}', 'hi', '${id('e', 3)}', '2026-11-20T10:00:00Z'),
      ('${id('d', 4)}', '${answered}', '${bea}', 'hello!', '${id('e', 4)}', '2026-11-20T10:05:00Z'),
      ('${id('d', 5)}', '${rewritten}', '${other}', 'hi', '${id('e', 5)}', '2026-11-20T09:00:00Z'),
      ('${id('d', 6)}', '${rewritten}', '${anna}', 'hey', '${id('e', 6)}', '2026-11-20T09:30:00Z'),
      ('${id('d', 7)}', '${rewritten}', '${other}', 'and?', '${id('e', 7)}', '2026-11-20T12:00:00Z');
  `);
  await applyMigration(db, TAG);
}, 120_000);
afterAll(async () => db.close());

describe('migration 0016 (inbox)', () => {
  it('gives every fictional users row a persona labelled with its name', async () => {
    const { rows } = await db.query<{ email: string; label: string | null }>(
      'select u.email, p.label from users u left join personas p on p.id = u.persona_id order by u.email',
    );
    expect(rows).toEqual([
      { email: 'anna@x.invalid', label: 'Anna' },
      { email: 'bea@x.invalid', label: 'Bea' },
      { email: 'm@x.invalid', label: null },
      { email: 'o@x.invalid', label: null },
    ]);
  });

  it('queues the conversations whose member wrote after the persona’s last answer, since the first such message', async () => {
    const { rows } = await db.query<{ conversation_id: string; waiting_since: Date; honesty: boolean }>(
      'select conversation_id, waiting_since, honesty from ops_inbox order by waiting_since',
    );
    expect(rows.map((r) => [r.conversation_id, r.waiting_since.toISOString(), r.honesty])).toEqual([
      [waiting, '2026-11-20T10:00:00.000Z', false],
      [rewritten, '2026-11-20T12:00:00.000Z', false],
    ]);
  });
});
