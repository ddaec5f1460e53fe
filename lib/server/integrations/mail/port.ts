import 'server-only';

/** A mail as the outbox holds it, ready to hand to a mail server (`headers.From` names the sender). */
export type OutgoingMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/**
 * How mails leave the outbox. Every mail is first written to the outbox table in the transaction of the
 * change that causes it; a transport that `delivers` sends it afterwards (and is retried with back-off),
 * one that does not leaves it there (the embedded default, readable at the secret /dev/outbox link).
 */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
}
