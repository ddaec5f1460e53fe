import 'server-only';

/** A text message as the use cases hand it to the SMS port; `to` is E.164, `siteId` and `userId` say whose it is. */
export type OutgoingSms = { siteId: number; userId: string | null; to: string; text: string };

/**
 * How text messages leave (design §11): the embedded outbox keeps them in a table for the demo outbox page; a
 * provider adapter sends them and keeps nothing (a one-time code is stored nowhere but as its hash).
 */
export interface SmsSender {
  readonly name: 'outbox' | 'twilio';
  /** The message's id at the provider (or in the outbox). */
  send(sms: OutgoingSms): Promise<{ id: string }>;
}

/** The provider refused the message (a 4xx: an unusable number, a blocked destination): asking again will not help. */
export class SmsRejected extends Error {
  constructor(
    readonly status: number,
    readonly providerCode: string,
  ) {
    super(`sms provider refused: ${status} ${providerCode}`);
  }
}

/** The provider did not answer in time or answered 5xx: try again later. */
export class SmsUnavailable extends Error {
  constructor(cause?: unknown) {
    super('sms provider unavailable', { cause });
  }
}
