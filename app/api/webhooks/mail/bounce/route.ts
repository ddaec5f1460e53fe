import { mailFeedbackRoute } from '@/lib/server/mail/mail-feedback-route';

// POST /api/webhooks/mail/bounce {email, type?: 'hard' | 'soft'} with the MAIL_WEBHOOK_SECRET: a hard bounce stops notification mail.
export const POST = mailFeedbackRoute('bounce');
