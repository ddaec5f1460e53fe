import 'server-only';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

const TIMEOUT_MS = 10_000;

/**
 * Posts Mollie's webhook body (`id=tr_…`, form-encoded, nothing else) and answers the status code.
 * Site hosts such as hartjesdate.localhost need not resolve from Node, and the app behind a TLS proxy
 * listens on plain HTTP: an http:// URL is reached at 127.0.0.1 on its own port, an https:// URL at
 * 127.0.0.1 on PORT (else 3000); the URL's host goes in the Host header, so the proxy finds the site.
 * `direct` sends to the URL as written (over HTTPS for https://), for a webhook on another machine.
 */
export function sendWebhook(url: string, paymentId: string, options: { direct?: boolean } = {}): Promise<number> {
  const target = new URL(url);
  const body = new URLSearchParams({ id: paymentId }).toString();
  const local = !options.direct;
  const secure = !local && target.protocol === 'https:';
  const port = local
    ? target.protocol === 'http:'
      ? Number(target.port || 80)
      : Number(process.env.PORT || 3000)
    : Number(target.port || (secure ? 443 : 80));
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      {
        host: local ? '127.0.0.1' : target.hostname,
        port,
        method: 'POST',
        path: `${target.pathname}${target.search}`,
        headers: {
          Host: target.host,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'Mollie HTTP API test-provider',
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('webhook timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
