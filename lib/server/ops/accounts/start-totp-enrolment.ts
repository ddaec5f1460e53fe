import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { operators } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import type { RequestContext } from '@/lib/server/core/request-context';
import type { Operator } from '../operator';
import { newTotpSecret, otpauthUri, sealTotpSecret } from './totp';

export type TotpEnrolment = { secret: string; otpauth_uri: string; qr_svg: string };

/**
 * Starts (or starts again) the enrolment of the operator's second factor: a new secret, stored sealed and not yet
 * enabled, with its otpauth:// URI and that URI as a QR code drawn here as SVG (nothing leaves the server).
 * An operator whose factor is enabled gets 409 totp_already_enabled: an admin resets it (a lost phone).
 */
export async function startTotpEnrolment(operator: Operator, context: RequestContext): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const db = await getDb();
  const updated = await db
    .update(operators)
    .set({ totpSecret: sealTotpSecret(secret), totpLastStep: null, updatedAt: now() })
    .where(and(eq(operators.id, operator.id), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  if (updated.length === 0) throw new AppError('totp_already_enabled');
  // The authenticator app's label: the console's own host when it has one, else the site it was enrolled on.
  const issuer = `Console ${(env().OPS_HOST ?? context.site.domain).replace(/:\d+$/, '')}`;
  const uri = otpauthUri(secret, operator.email, issuer);
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: uri, qr_svg: qr };
}
