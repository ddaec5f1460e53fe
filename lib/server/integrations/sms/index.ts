import 'server-only';
import { adapterChooser } from '../choose-adapter';
import { outboxSms } from './outbox';
import { twilioSms } from './twilio';

export type { OutgoingSms, SmsSender } from './port';
export { SmsRejected, SmsUnavailable } from './port';

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set (env.ts checks all or none), else the outbox. */
export const smsSender = adapterChooser((e) =>
  e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
    ? twilioSms({
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        from: e.TWILIO_FROM,
        baseUrl: e.TWILIO_BASE_URL,
      })
    : outboxSms,
);
