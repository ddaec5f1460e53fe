// Production server: Next's request handler behind a plain node:http server, so that the edge of the
// process is ours: forwarding headers a client sends are dropped unless TRUST_PROXY says a reverse
// proxy sets them, slow clients are cut off, and a failed start exits once with a clear message.
import { subscribe } from 'node:diagnostics_channel';
import { createServer } from 'node:http';
import next from 'next';
import { cacheKey, captureInto, clearPageCache, serveFromCache } from './page-cache.mjs';
import { staticFiles } from './static-files.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const trustProxy = ['1', 'true', 'yes'].includes(String(process.env.TRUST_PROXY ?? '').toLowerCase());
const FORWARDING = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
];
const pageCache = process.env.PAGE_CACHE !== '0';
const INTERNAL = /^(x-middleware-|x-nextjs-|x-now-|x-invoke-|x-vercel-|x-app-)/i;

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const app = next({ dev: false, hostname: 'localhost', port, dir: process.cwd() });

try {
  await app.prepare();
} catch (error) {
  console.error(`\nStart-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const handle = app.getRequestHandler();
const assets = staticFiles(process.env.NEXT_DIST_DIR || '.next');
// A member was hidden (lib/server/pages/purge-public-pages.ts): no cached page may show them any more.
subscribe('rosedate:page-cache-purge', clearPageCache);

// The proxy's rewrite target names the internal route (`/<site>/<locale>/…`); the browser's router does not need it.
const HIDDEN_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

function hideInternalResponseHeaders(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    HIDDEN_RESPONSE_HEADERS.has(String(name).toLowerCase()) ? res : setHeader(name, value);
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    for (const name of HIDDEN_RESPONSE_HEADERS) res.removeHeader(name);
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      rest[rest.length - 1] = Object.fromEntries(
        Object.entries(last).filter(([name]) => !HIDDEN_RESPONSE_HEADERS.has(name.toLowerCase())),
      );
    }
    return writeHead(status, ...rest);
  };
}

function respond(req, res) {
  for (const name of Object.keys(req.headers)) {
    if (INTERNAL.test(name) || (!trustProxy && FORWARDING.includes(name))) delete req.headers[name];
  }
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  const key = pageCache
    ? cacheKey(req, { trustProxy, geoHeader: process.env.GEOIP_HEADER, geoDb: process.env.GEOIP_DB })
    : null;
  if (key !== null) {
    if (serveFromCache(key, req, res)) return;
    captureInto(key, res);
  }
  return handle(req, res);
}

const server = createServer((req, res) => {
  hideInternalResponseHeaders(res);
  assets
    .handle(req, res)
    .then((done) => (done ? undefined : respond(req, res)))
    .catch((error) => {
      console.error(JSON.stringify({ level: 'error', msg: 'request failed', error: String(error) }));
      // Half an answer already left: cut the connection rather than append an error to it.
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
});
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 65_000;
server.on('clientError', (_error, socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
server.listen(port, host, () => {
  console.log(`Ready on http://localhost:${port} (listening on ${host}:${port})`);
  assets
    .warm()
    .catch((error) =>
      console.error(JSON.stringify({ level: 'error', msg: 'static warm-up failed', error: String(error) })),
    );
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
