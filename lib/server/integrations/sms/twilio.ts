import 'server-only';
import type { SmsSender } from './port';
import { SmsRejected, SmsUnavailable } from './port';

export type TwilioConfig = { accountSid: string; authToken: string; from: string; baseUrl: string };

/** A one-time code is worth nothing after ten minutes, and the member is waiting: answer within this or fail. */
const TIMEOUT_MS = 10_000;

/**
 * Twilio's Programmable Messaging API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From,
 * Body; HTTP Basic with the account SID and auth token), with a configurable base URL so that the tests talk to a
 * local server speaking the same API. Not retried: a retry could deliver the code twice, the member can ask again.
 */
export function twilioSms(config: TwilioConfig): SmsSender {
  const url = `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(sms) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: sms.to, From: config.from, Body: sms.text }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsUnavailable(error);
      }
      const body = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown } | null;
      if (response.status >= 500 || response.status === 429) throw new SmsUnavailable(response.status);
      if (!response.ok) throw new SmsRejected(response.status, String(body?.code ?? 'unknown'));
      if (typeof body?.sid !== 'string') throw new SmsUnavailable('no message sid');
      return { id: body.sid };
    },
  };
}
