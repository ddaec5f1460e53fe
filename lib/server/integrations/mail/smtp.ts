import 'server-only';
import type { Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './port';

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example:465), set up once per process. */
export function smtpTransport(url: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url)));
  return {
    name: 'smtp',
    delivers: true,
    async send(mail: OutgoingMail): Promise<void> {
      const { From: from, ...headers } = mail.headers;
      const domain = from?.split('@')[1]?.replace(/>$/, '') ?? 'localhost';
      await (
        await connect()
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
        messageId: `<${mail.id}@${domain}>`,
      });
    },
  };
}
