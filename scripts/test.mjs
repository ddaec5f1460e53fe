// `npm test`: every test layer, in the order that fails fastest.
//   lint + format + types → unit (jsdom) → integration on PGlite → integration on PostgreSQL → production build
//   → end-to-end in Chromium.
// The PostgreSQL pass is where the race tests mean something: it is required, and a PostgreSQL that does
// not answer fails the run, unless --no-pg asks explicitly to go without it.
// Flags: --no-e2e, --no-pg, --only=<layer>. TEST_DATABASE_URL chooses the PostgreSQL server.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const args = new Set(process.argv.slice(2));
const only = [...args].find((a) => a.startsWith('--only='))?.slice(7);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const bin = (name) => `node_modules/.bin/${name}`;
const results = [];

function run(name, cmd, cmdArgs, env = {}) {
  if (only && only !== name) return;
  console.log(`\n▶ ${name}: ${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, cmdArgs, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  results.push({ name, ok: r.status === 0, s: ((Date.now() - started) / 1000).toFixed(1) });
  if (r.status !== 0) finish(1);
}

function finish(code) {
  console.log('\nSummary:');
  for (const r of results) console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name} (${r.s} s)`);
  const passed = results.filter((r) => r.ok).length;
  console.log(`\n${passed} passed, ${results.length - passed} failed`);
  process.exit(code);
}

function reachable(url) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432), timeout: 1500 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const vm = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
run('lint', bin('eslint'), ['--max-warnings', '0', '.']);
run('format', bin('prettier'), ['--check', '.']);
run('typecheck', bin('tsc'), ['--noEmit']);
run('unit', bin('jest'), ['--selectProjects', 'unit'], vm);
run('integration-pglite', bin('jest'), ['--selectProjects', 'integration', '--runInBand'], {
  ...vm,
  TEST_DATABASE_URL: '',
});
if (!args.has('--no-pg') && (!only || only === 'integration-postgres')) {
  if (await reachable(pgUrl))
    run('integration-postgres', bin('jest'), ['--selectProjects', 'integration', '--runInBand'], {
      ...vm,
      TEST_DATABASE_URL: pgUrl,
    });
  else {
    console.error(
      `\nPostgreSQL at ${new URL(pgUrl).host} does not answer: the race tests cannot run. Start one (.ci/run does) or pass --no-pg to go without them.`,
    );
    results.push({ name: 'integration-postgres', ok: false, s: '0.0' });
    finish(1);
  }
}
if (!args.has('--no-e2e')) {
  // The end-to-end build adds the pages that throw to prove the error boundaries (next.config.ts); no other build has them.
  run('build', process.execPath, ['node_modules/next/dist/bin/next', 'build'], { E2E_BOUNDARY_ROUTES: '1' });
  run('e2e', bin('playwright'), ['test']);
}
finish(0);
