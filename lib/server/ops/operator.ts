import 'server-only';
import { opsRequire2fa } from '@/lib/config/env';
import type { OpsRole, operators } from '@/lib/db/schema';

/**
 * The operator a console request proved, as handlers and use cases see them: never the password hash or the
 * TOTP secret. `siteIds` null means every site.
 */
export type Operator = Readonly<{
  id: string;
  email: string;
  name: string;
  role: OpsRole;
  siteIds: readonly number[] | null;
  sessionVersion: number;
  totpEnabled: boolean;
  /**
   * The second factor is required (OPS_REQUIRE_2FA) and this operator has none yet: the session may only enrol
   * one (and log out); every other console route answers 403 totp_enrolment_required.
   */
  mustEnrol: boolean;
}>;

export type OperatorRow = typeof operators.$inferSelect;

export function toOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as OpsRole,
    siteIds: row.siteIds ?? null,
    sessionVersion: row.sessionVersion,
    totpEnabled: row.totpEnabledAt !== null,
    mustEnrol: row.totpEnabledAt === null && opsRequire2fa(),
  };
}
