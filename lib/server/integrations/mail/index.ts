import 'server-only';
import { adapterChooser } from '../choose-adapter';
import { outboxTransport } from './outbox';
import { smtpTransport } from './smtp';

export type { MailTransport, OutgoingMail } from './port';

/** SMTP when SMTP_URL is set, else the outbox. */
export const mailTransport = adapterChooser((e) => (e.SMTP_URL ? smtpTransport(e.SMTP_URL) : outboxTransport));
