import 'server-only';
import { getDb } from '@/lib/db/client';
import { smsOutbox } from '@/lib/db/schema';
import { now } from '@/lib/server/core/clock';
import { uuidv7 } from '@/lib/utils/uuid';
import type { SmsSender } from './port';

/** The embedded default: the message stays in sms_outbox, shown on the secret /dev/outbox page; nothing is sent. */
export const outboxSms: SmsSender = {
  name: 'outbox',
  async send(sms) {
    const db = await getDb();
    const id = uuidv7();
    await db
      .insert(smsOutbox)
      .values({ id, siteId: sms.siteId, userId: sms.userId, to: sms.to, text: sms.text, createdAt: now() });
    return { id };
  },
};
