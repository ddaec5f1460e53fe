import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { operators, type OpsRole } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { uuidv7 } from '@/lib/utils/uuid';

export type DemoOperatorKind = 'operator-admin' | 'operator-chat' | 'operator-moderator';

/** The demo console's operators (issue 15): one per role, every site, `<role>@ops.localhost`. */
export const DEMO_OPERATORS: readonly { kind: DemoOperatorKind; role: OpsRole; name: string }[] = [
  { kind: 'operator-admin', role: 'admin', name: 'Demo admin' },
  { kind: 'operator-chat', role: 'chat', name: 'Demo chat operator' },
  { kind: 'operator-moderator', role: 'moderator', name: 'Demo moderator' },
];

export const demoOperatorEmail = (role: OpsRole) => `${role}@ops.localhost`;

export type DemoOperatorAccount = { kind: DemoOperatorKind; email: string; password: string };

type Stored = { passwords?: Record<string, string> } & Record<string, unknown>;

/**
 * The demo operators, idempotently: passwords generated per installation beside the demo members' (in
 * DATA_DIR/demo-credentials.json under the operator kinds), never constants in code. An operator that exists
 * keeps everything an admin changed since, except that a lost credentials file gives it the new password.
 */
export async function seedDemoOperators(db: Db, dataDir: string): Promise<DemoOperatorAccount[]> {
  const file = path.resolve(dataDir, 'demo-credentials.json');
  let stored: Stored = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
  } catch {
    stored = {};
  }
  const passwords = { ...(stored.passwords ?? {}) };
  const generated = new Set<DemoOperatorKind>();
  for (const { kind } of DEMO_OPERATORS) {
    if (typeof passwords[kind] === 'string') continue;
    passwords[kind] = randomBytes(12).toString('base64url');
    generated.add(kind);
  }
  const accounts: DemoOperatorAccount[] = [];
  for (const { kind, role, name } of DEMO_OPERATORS) {
    const email = demoOperatorEmail(role);
    const password = passwords[kind] ?? '';
    accounts.push({ kind, email, password });
    const passwordHash = await hashPassword(password);
    const inserted = await db
      .insert(operators)
      .values({ id: uuidv7(), email, name, passwordHash, role, siteIds: null })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (inserted.length === 0 && generated.has(kind))
      await db
        .update(operators)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(sql`lower(${operators.email}) = ${email}`);
  }
  if (generated.size > 0) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ ...stored, passwords }), { mode: 0o600 });
  }
  return accounts;
}
