import 'server-only';
import { createHmac } from 'node:crypto';
import { deriveKey } from '@/lib/config/secrets';

/**
 * Rate-limit keys never hold an e-mail address, not even one a list of addresses could find again:
 * a keyed hash (HMAC with the app's `limits` key) of the normalised address, truncated.
 */
export function emailKey(siteId: number, email: string): string {
  return `${siteId}:${emailHash(email)}`;
}

function emailHash(email: string): string {
  return createHmac('sha256', deriveKey('limits')).update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** One limit per client: an IPv4 address, or the /64 an IPv6 client controls as a whole. */
export function ipKey(ip: string | null): string {
  if (!ip) return 'unknown';
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The lockout keys of an address: one pair for the address as a whole (many clients failing) and one
 * for the address from this client (AUTH-02: a stranger's failures lock only the stranger out).
 * `prefixes` covers every client's keys of the address, for a reset that lifts them all.
 */
export const loginKeys = (siteId: number, email: string, clientIp: string | null) => {
  const account = emailKey(siteId, email);
  const client = `${account}:${ipKey(clientIp)}`;
  return {
    account: { failures: `login:fail:${account}`, lock: `login:lock:${account}` },
    client: { failures: `login:fail:${client}`, lock: `login:lock:${client}` },
    prefixes: [`login:fail:${account}`, `login:lock:${account}`],
  };
};
export type LoginKeys = ReturnType<typeof loginKeys>;

/**
 * The console's lockout keys (issue 15): the members' policy under keys of their own (`ops-login:`), so an
 * operator's e-mail is never counted with a member's of the same address, and the same keyed hash.
 */
export const opsLoginKeys = (email: string, clientIp: string | null): LoginKeys => {
  const account = emailHash(email);
  const client = `${account}:${ipKey(clientIp)}`;
  return {
    account: { failures: `ops-login:fail:${account}`, lock: `ops-login:lock:${account}` },
    client: { failures: `ops-login:fail:${client}`, lock: `ops-login:lock:${client}` },
    prefixes: [`ops-login:fail:${account}`, `ops-login:lock:${account}`],
  };
};
