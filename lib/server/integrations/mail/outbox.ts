import 'server-only';
import type { MailTransport } from './port';

/** The embedded default: mails stay in the outbox table, nothing is sent (no mail server, no network). */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  delivers: false,
  send: () => Promise.reject(new Error('the outbox transport keeps mails; it sends none')),
};
