import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// A migration's own SQL on a database built up to just before it: SQL only, so PGlite serves in both CI runs.
const FOLDER = path.join(process.cwd(), 'lib/db/migrations');

export async function applyMigration(db: PGlite, tag: string): Promise<void> {
  for (const statement of readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** Applies every committed migration before `tag`, in the journal's order. */
export async function migrateUpTo(db: PGlite, tag: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const tags = journal.entries.map((e) => e.tag);
  if (!tags.includes(tag)) throw new Error(`no migration ${tag}`);
  for (const earlier of tags.slice(0, tags.indexOf(tag))) await applyMigration(db, earlier);
}
