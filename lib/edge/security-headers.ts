/**
 * Headers on every response. Public pages are served from the static cache, where a per-request
 * nonce cannot exist, so scripts are limited to our own origin plus Next's inline bootstrap; no page
 * renders member content as HTML (see README, "Security headers").
 */
export function securityHeaders(opts: { https: boolean; dev: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // GIPHY's media hosts: chat GIFs when the GIPHY adapter is configured (issue 16 §2); nothing else outside.
    "img-src 'self' data: blob: https://*.giphy.com",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (opts.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
