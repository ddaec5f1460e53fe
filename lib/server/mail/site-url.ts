import 'server-only';

/**
 * An absolute URL on a site's configured domain, for links in mails. Never built from the request's
 * Host: a forged Host would otherwise send a victim's reset link to an attacker's domain. Development
 * domains (localhost, *.localhost) use http and the port this server listens on; every other domain https.
 */
export function siteUrl(domain: string, path: string, query: Record<string, string> = {}): string {
  const host = domain.toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost');
  const port = local ? (process.env.PORT ?? '3000') : '';
  const origin = local ? `http://${host}${port && port !== '80' ? `:${port}` : ''}` : `https://${host}`;
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
