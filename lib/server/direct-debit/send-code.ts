import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/db/client';
import { oneTimeCodes, profiles } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { OTP_TTL_MS, type CodeSent } from '@/lib/schemas/direct-debit';
import type { Viewer } from '@/lib/server/auth/viewer';
import { now, nowMs } from '@/lib/server/core/clock';
import { AppError } from '@/lib/server/core/errors';
import { log } from '@/lib/server/core/log';
import { smsSender, SmsRejected } from '@/lib/server/integrations/sms';
import { assertWithinLimit } from '@/lib/server/limits/assert-within-limit';
import type { Site } from '@/lib/server/sites/get-site';
import { uuidv7 } from '@/lib/utils/uuid';
import { isBlocked } from './blocklist';
import { assertMayPay } from './claim-request';
import { hashCode, newCode } from './one-time-code';
import { maskPhone, normalisePhone, phoneKey } from './phone';

const HOUR = 60 * 60_000;
/** Codes a member may ask for in an hour, and a phone may receive (whoever asks): SMS cost and SMS bombing. */
export const CODES_PER_MEMBER_PER_HOUR = 5;
export const CODES_PER_PHONE_PER_HOUR = 5;

/** The member's country (their profile's, else the site's), in which a national phone number is read. */
export async function memberCountry(userId: string, site: Site): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId));
  return row?.country ?? site.defaultCountry;
}

async function smsText(locale: Locale, site: Site, code: string): Promise<string> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'DirectDebit' });
  return t('sms', { site: site.name, code, minutes: OTP_TTL_MS / 60_000 });
}

/**
 * POST /api/direct-debit/code (spec §3, first step of /directdebit): a six-digit code by SMS to the phone the
 * member gives, bound to the member and that phone, valid ten minutes. A new code voids the member's older
 * ones. Refused for a flagged member (payments_blocked), a blocked phone (409 phone_blocked) and past the send
 * limits (429, per member and per phone). A provider that refuses the number is 422 phone_invalid, one that is
 * down 503; either way the code is voided again (nobody can know it).
 */
export async function sendDirectDebitCode(input: {
  viewer: Pick<Viewer, 'id'>;
  site: Site;
  locale: Locale;
  phone: string;
}): Promise<CodeSent> {
  const { viewer, site } = input;
  const phone = normalisePhone(input.phone, await memberCountry(viewer.id, site));
  const db = await getDb();
  await assertMayPay(db, viewer.id);
  await assertWithinLimit(db, { key: `otp:send:user:${viewer.id}`, limit: CODES_PER_MEMBER_PER_HOUR, windowMs: HOUR });
  await assertWithinLimit(db, {
    key: `otp:send:phone:${phoneKey(phone)}`,
    limit: CODES_PER_PHONE_PER_HOUR,
    windowMs: HOUR,
  });
  if (await isBlocked(db, 'phone', phone)) throw new AppError('phone_blocked');

  const code = newCode();
  const id = uuidv7();
  const at = now();
  const expiresAt = new Date(nowMs() + OTP_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ voidedAt: at })
      .where(and(eq(oneTimeCodes.userId, viewer.id), isNull(oneTimeCodes.voidedAt), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      id,
      siteId: site.id,
      userId: viewer.id,
      phone,
      codeHash: hashCode(id, code),
      createdAt: at,
      expiresAt,
    });
  });
  try {
    await smsSender().send({
      siteId: site.id,
      userId: viewer.id,
      to: phone,
      text: await smsText(input.locale, site, code),
    });
  } catch (error) {
    await db.update(oneTimeCodes).set({ voidedAt: now() }).where(eq(oneTimeCodes.id, id));
    const rejected = error instanceof SmsRejected;
    log('warn', 'sms.send.failed', { rejected, status: rejected ? error.status : null, phone: phoneKey(phone) });
    if (rejected) throw new AppError('validation_failed', { fields: [{ path: 'phone', code: 'phone_invalid' }] });
    throw new AppError('service_unavailable', { retryAfterS: 30 });
  }
  return { phone, phone_masked: maskPhone(phone), expires_at: expiresAt.toISOString() };
}
