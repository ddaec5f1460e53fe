import { mailFeedbackRoute } from '@/lib/server/mail/mail-feedback-route';

// POST /api/webhooks/mail/complaint {email} with the MAIL_WEBHOOK_SECRET: a spam complaint (fbl) stops notification mail.
export const POST = mailFeedbackRoute('fbl');
