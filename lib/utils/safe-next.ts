/**
 * The `next` parameter of /login, accepted only as a path on this site: it starts with one `/`, has
 * no scheme, no second slash or backslash that browsers read as another host, and no control
 * characters. Anything else gives the fallback, so the login page is never an open redirect.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 512) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments collapse while the URL is normalised (`/.//evil.example` → `//evil.example`): check the result too.
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}
