const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Lower-cases a Host header value and drops the port, a trailing dot and a leading `www.`.
 * Returns null for anything that is not a plausible DNS name or IPv4 address, so that malformed
 * or hostile values never reach a lookup, a log line or a URL.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.length === 0 || host.length > 300) return null;
  if (host.startsWith('[')) {
    // IPv6 literal: keep it as it is, without the port; no site is ever registered on one.
    const end = host.indexOf(']');
    if (end < 0) return null;
    const literal = host.slice(1, end);
    return /^[0-9a-f:.]+$/.test(literal) ? `[${literal}]` : null;
  }
  const colon = host.indexOf(':');
  if (colon >= 0) {
    const port = host.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port)) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.startsWith('www.')) host = host.slice(4);
  if (host.length === 0 || host.length > 253) return null;
  if (IPV4.test(host)) return host;
  const labels = host.split('.');
  if (!labels.every((label) => LABEL.test(label))) return null;
  return host;
}

/** The right-most address of X-Forwarded-For: the one our own trusted proxy (or Next) appended. */
export function clientIpFrom(forwardedFor: string | null): string | null {
  if (!forwardedFor) return null;
  const parts = forwardedFor
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (!last) return null;
  const ip = last.replace(/^::ffff:/, '');
  return /^[0-9a-f:.]{2,45}$/i.test(ip) ? ip : null;
}
