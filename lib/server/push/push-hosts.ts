import 'server-only';
import { env } from '@/lib/config/env';

/**
 * The browsers' push services (RFC 8030 endpoints as PushSubscription.toJSON() names them): Chrome, Edge's
 * Chromium builds, Samsung, Opera and Brave use FCM; Firefox Mozilla's autopush; Safari Apple's; legacy Edge WNS.
 * A suffix starting with a dot matches any subdomain.
 */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

function extraHosts(): string[] {
  return env()
    .PUSH_SERVICE_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

const matches = (host: string, allowed: string) =>
  allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed;

/**
 * Whether the server may post to this endpoint: https on a known push service's host (or one the installation
 * names in PUSH_SERVICE_HOSTS). The server posts to whatever a member stores, so an endpoint on the loopback, a
 * private network or a cloud metadata address would be a request forgery through web-push: refused.
 */
export function pushEndpointAllowed(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  // The browsers' services on their https port only; a host the installation names, on the port it listens on.
  if (url.port === '' && BROWSER_PUSH_HOSTS.some((allowed) => matches(host, allowed))) return true;
  return extraHosts().some((allowed) => matches(host, allowed));
}
