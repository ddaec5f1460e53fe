import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { tokens, type TokenKind } from '@/lib/db/schema';
import { now, nowMs } from '@/lib/server/core/clock';
import { uuidv7 } from '@/lib/utils/uuid';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  activation: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  mail_change: 24 * 60 * 60 * 1000,
  reactivation: 14 * 24 * 60 * 60 * 1000,
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new 256-bit token for a mail link; only its hash is stored. `supersede` voids the user's older unused tokens of this kind. */
export async function createToken(
  tx: Tx,
  input: { kind: TokenKind; userId: string; payload?: Record<string, string>; supersede?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date(nowMs());
  const expiresAt = new Date(createdAt.getTime() + TOKEN_TTL_MS[input.kind]);
  if (input.supersede) await voidTokens(tx, input.userId, [input.kind]);
  await tx.insert(tokens).values({
    id: uuidv7(),
    kind: input.kind,
    userId: input.userId,
    tokenHash: hashToken(token),
    payload: input.payload ?? null,
    expiresAt,
    createdAt,
  });
  return { token, expiresAt };
}

/**
 * Voids the user's unused links of these kinds. A credential change makes links mailed before it
 * worthless: a pending e-mail change must not outlive the password reset that secures the account.
 */
export async function voidTokens(tx: Tx, userId: string, kinds: readonly TokenKind[]): Promise<void> {
  await tx
    .update(tokens)
    .set({ usedAt: now() })
    .where(and(eq(tokens.userId, userId), inArray(tokens.kind, [...kinds]), isNull(tokens.usedAt)));
}

export type ValidToken = { id: string; userId: string; payload: Record<string, string> | null };

/** Looks a token up without using it (to check a new password against the account before committing). */
export async function findValidToken(db: Db | Tx, kind: TokenKind, token: string): Promise<ValidToken | null> {
  const [row] = await db
    .select({ id: tokens.id, userId: tokens.userId, payload: tokens.payload })
    .from(tokens)
    .where(
      and(
        eq(tokens.tokenHash, hashToken(token)),
        eq(tokens.kind, kind),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now()),
      ),
    );
  return row ?? null;
}

/**
 * Uses a token once: one conditional UPDATE marks it used only while it is unused and unexpired, so
 * two concurrent clicks cannot both succeed. Null for unknown, used, expired or other-kind tokens.
 */
export async function consumeToken(tx: Tx, kind: TokenKind, token: string): Promise<ValidToken | null> {
  const [row] = await tx
    .update(tokens)
    .set({ usedAt: now() })
    .where(
      and(
        eq(tokens.tokenHash, hashToken(token)),
        eq(tokens.kind, kind),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now()),
      ),
    )
    .returning({ id: tokens.id, userId: tokens.userId, payload: tokens.payload });
  return row ?? null;
}
