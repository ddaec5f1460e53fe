// The end-to-end server: the production build on a fresh embedded database of its own.
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.E2E_DATA_DIR ?? '.data/e2e';
rmSync(dir, { recursive: true, force: true });
// Everything the server prints also goes to DATA_DIR/server.log, for tests that assert on the log (serverLog in helpers.ts).
mkdirSync(dir, { recursive: true });
const log = createWriteStream(path.join(dir, 'server.log'));
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream);
  stream.write = (chunk, ...rest) => {
    log.write(chunk);
    return write(chunk, ...rest);
  };
}
process.env.DATA_DIR = dir;
process.env.HOST = '127.0.0.1';
// Like `npm start` on the embedded demo: the mails of a test (reactivation links) are read at /dev/outbox.
process.env.ALLOW_DEV_OUTBOX ??= '1';
// Every browser of the suite logs in from the same loopback address; the per-address budget is tested in integration.
process.env.LOGIN_ATTEMPTS_PER_IP ??= '1000';
// Every spec signs up its own fresh members from that one address too.
process.env.SIGNUPS_PER_IP_PER_HOUR ??= '100000';
// Parallel browsers search from that one address too (visitors' per-address search limit).
process.env.SEARCHES_PER_MINUTE ??= '1000';
// Every lander the suite opens sends the visit beacon from that one address too.
process.env.LANDER_VISITS_PER_10_MIN ??= '100000';
// Tests in parallel hide members within seconds of each other: every hide purges the page caches.
process.env.PAGE_PURGE_INTERVAL_MS ??= '0';
delete process.env.DATABASE_URL;
await import('../../scripts/serve.mjs');
