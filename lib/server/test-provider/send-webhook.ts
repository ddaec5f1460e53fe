import 'server-only';
import { request } from 'node:http';

const TIMEOUT_MS = 10_000;

/**
 * Posts Mollie's webhook body (`id=tr_…`, form-encoded, nothing else) to this installation's own server
 * and answers the status code. Site hosts such as hartjesdate.localhost need not resolve from Node, and
 * behind a TLS proxy the app listens on plain HTTP: the request goes to 127.0.0.1 on PORT (else 3000),
 * with the URL's host in the Host header so the proxy finds the site. Only site hosts are accepted as
 * webhook URLs (embedded.ts), so nothing else on the machine is ever reached this way.
 */
export function sendWebhook(url: string, paymentId: string): Promise<number> {
  const target = new URL(url);
  const body = new URLSearchParams({ id: paymentId }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(process.env.PORT || 3000),
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
