import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { resetEnvCache } from '@/lib/config/env';
import { flushMailDelivery } from '@/lib/server/mail/deliver-mail';

export type Received = { to: string[]; raw: string };

/**
 * A real SMTP server in the test process, set as SMTP_URL: mails go out through nodemailer exactly
 * as in production and arrive in `inbox`.
 */
export async function startSmtpInbox(): Promise<{ inbox: Received[]; close: () => Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  resetEnvCache();
  return {
    inbox,
    close: async () => {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Header block unfolded, body parts decoded from quoted-printable or base64. */
export function parseMail(raw: string): { headers: string; parts: { type: string; body: string }[] } {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1] ?? '');
  const parts: { type: string; body: string }[] = [];
  for (const boundary of boundaries) {
    for (const chunk of raw.split(`--${boundary}`).slice(1)) {
      const split = chunk.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const partHead = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      const type = /content-type:\s*([^;\r\n]+)/i.exec(partHead)?.[1]?.trim() ?? '';
      if (!type.startsWith('text/')) continue;
      let body = chunk.slice(split).trim();
      if (/content-transfer-encoding:\s*quoted-printable/i.test(partHead)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        body = Buffer.from(bytes, 'latin1').toString('utf8');
      } else if (/content-transfer-encoding:\s*base64/i.test(partHead)) {
        body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      parts.push({ type, body });
    }
  }
  return { headers, parts };
}

export function mailHeader(headers: string, name: string): string | undefined {
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim();
}

/** The first mail delivered to `to` that matches, once the deliveries the requests started are done. */
export async function receivedMail(
  inbox: Received[],
  to: string,
  match: (raw: string) => boolean = () => true,
): Promise<Received> {
  await flushMailDelivery();
  for (let i = 0; i < 50; i++) {
    const hit = inbox.find((m) => m.to.includes(to) && match(m.raw));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail for ${to}`);
}

/** Every host the links of a mail (text and HTML parts) point at. */
export function linkHosts(parts: { body: string }[]): Set<string> {
  const text = parts.map((p) => p.body).join('\n');
  return new Set([...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => new URL(m[0].replace(/&amp;/g, '&')).host));
}
