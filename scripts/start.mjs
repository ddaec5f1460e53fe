// `npm start`: builds when the build is missing or older than the sources, then serves on the embedded defaults.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), s.mtimeMs);
}

const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
const stale = !existsSync(buildId) || SOURCES.some((s) => newest(path.join(root, s)) > statSync(buildId).mtimeMs);
if (stale) {
  console.log('Building the application (first start or changed sources)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The embedded demo sends no mail: its outbox is readable at /dev/outbox so that signups can be activated.
const embeddedDemo = !process.env.DATABASE_URL && !process.env.SMTP_URL && process.env.ALLOW_DEV_OUTBOX === undefined;
const env = embeddedDemo ? { ...process.env, ALLOW_DEV_OUTBOX: '1' } : process.env;
const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
