// What the chat bench (chat.mjs), the fault run (faults.mjs) and the two-instance test share: a private PostgreSQL
// cluster in a temporary directory (restarting it never touches another server), production app instances of the
// current build on one database, nginx in front of them (deploy/nginx.conf with its ports and upstream replaced),
// the bench members (chat-setup.mts), a member's send as the real client does it (one client_id, retried until
// acknowledged), and a server-sent-events client that honours `id:` and reconnects with Last-Event-ID.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const TSX = ['--conditions=react-server', '--import', 'tsx'];
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A message text that names its client id in letters: a member not yet trusted may not send digit runs (the chat's
 * contact-details gate reads them as a phone number and refuses the message, uncharged), and the bench members are new.
 */
export const wordsOnly = (id) => id.replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]);

/** The p-th percentile (0–100) of `values`, nearest rank; 0 for none. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round = (ms) => Math.round(ms * 10) / 10;

/** The PostgreSQL binaries of the newest installed version (Debian layout), or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? path.join(root, version, 'bin') : null;
}

/**
 * A PostgreSQL cluster of its own on `port`, in a temporary directory, run as the `postgres` user when this
 * process is root (initdb refuses root). `restart(mode)` is pg_ctl's: 'immediate' is a crash and recovery.
 */
export function startPostgres(port) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const asOwner = (cmd, args) =>
    root ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
  if (root) execFileSync('chown', ['postgres', dir]);
  const run = (cmd, args) => {
    const [file, argv] = asOwner(cmd, args);
    const r = spawnSync(file, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=128MB -c shared_preload_libraries=pg_stat_statements`;
  const ctlArgs = (args) => ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args];
  const ctl = (...args) => run('pg_ctl', ctlArgs(args));
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Restarts the server without blocking this process (the load goes on meanwhile); answers its duration in ms. */
    restart(mode = 'immediate') {
      const [file, argv] = asOwner('pg_ctl', ctlArgs(['-m', mode, 'restart']));
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const child = spawn(file, argv, { stdio: 'ignore' });
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0 ? resolve(performance.now() - started) : reject(new Error(`pg_ctl restart exited ${code}`)),
        );
      });
    },
    stop() {
      try {
        ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh APP_SECRET for one run: the instances and the sealed cookies of the members share it. */
export const newSecret = () => randomBytes(32).toString('hex');

/** The members of chat-setup.mts on `databaseUrl` (migrated and seeded there first). */
export function setUpMembers(databaseUrl, secret, count, credits = 100_000) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-members-'));
  const out = path.join(dir, 'members.json');
  try {
    execFileSync(
      process.execPath,
      [...TSX, 'tests/bench/chat-setup.mts', `--members=${count}`, `--credits=${credits}`, `--out=${out}`],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, APP_SECRET: secret },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** checkLedger (lib/server/credits/check-ledger.ts) on `databaseUrl`: the violations, empty when consistent. */
export function checkLedgerOn(databaseUrl, secret) {
  const out = execFileSync(process.execPath, [...TSX, 'tests/bench/chat-ledger.mts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, APP_SECRET: secret, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * Waits until the instances' job workers are idle: the periodic jobs of this start are queued (the weekly scan's
 * row exists) and no job is runnable (not done, due, attempts left; a running one counts). At a fresh start the
 * weekly scan and its fan-out run per member (findMatches each) for a while: a measurement taken meanwhile
 * measures them, which a live site does once a week. Gives up after `timeoutMs` with a log line, never fails the run.
 */
export async function waitForIdleJobs(databaseUrl, log, timeoutMs = 180_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      // attempts < 5: JOB_MAX_ATTEMPTS (lib/server/jobs/job-settings.ts); a job given up is never run again.
      const { rows } = await client.query(
        `select exists (select 1 from jobs where dedupe_key like 'scan_weekly_updates:%') as scheduled,
           count(*) filter (where done_at is null and run_at <= now() and attempts < 5)::int as runnable
         from jobs`,
      );
      const [{ scheduled, runnable }] = rows;
      const waited = Math.round(performance.now() - started);
      if (scheduled && runnable === 0) {
        log(`background jobs idle after ${waited} ms`);
        return true;
      }
      if (waited > timeoutMs) {
        log(`background jobs still busy after ${waited} ms (${runnable} runnable); measuring anyway`);
        return false;
      }
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * One production instance of the current build (scripts/serve.mjs) on `port`, on the PostgreSQL `databaseUrl`.
 * `kill(signal)` stops it (SIGKILL: a crash), `start()` starts it again on the same port and data.
 */
export function appInstance({ name, port, databaseUrl, secret, env = {} }) {
  const dataDir = path.join(os.tmpdir(), `bench-app-${name}-${port}`);
  let child = null;
  const instance = {
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    log: [],
    async start() {
      mkdirSync(dataDir, { recursive: true });
      child = spawn(process.execPath, ['scripts/serve.mjs'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          APP_SECRET: secret,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
          NEXT_TELEMETRY_DISABLED: '1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk) => {
        instance.log.push(String(chunk));
        if (instance.log.length > 200) instance.log.shift();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      await waitFor(`${instance.base}/api/ping`);
    },
    kill(signal = 'SIGTERM') {
      const dying = child;
      child = null;
      if (!dying || dying.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        dying.once('exit', resolve);
        dying.kill(signal);
      });
    },
    async stop() {
      await instance.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return instance;
}

/**
 * nginx with the shipped deploy/nginx.conf, its listen port and its upstream replaced by `upstreamPorts`
 * (the upstream block of the shipped file, one `server` line per instance). Null when nginx is not installed.
 */
export function startNginx(listenPort, upstreamPorts) {
  if (spawnSync('nginx', ['-v']).error) return null;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  chmodSync(prefix, 0o755);
  const shipped = readFileSync('deploy/nginx.conf', 'utf8');
  const servers = upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(' ');
  const conf = shipped
    .replace('listen 127.0.0.1:8080', `listen 127.0.0.1:${listenPort}`)
    .replace(/upstream app \{[^}]*\}/, `upstream app { ${servers} keepalive 64; }`);
  if (conf === shipped || !conf.includes(`127.0.0.1:${listenPort}`)) throw new Error('deploy/nginx.conf changed shape');
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  // Its error log (every upstream a fault cut) goes to a file, read back with errorLog().
  const errors = openSync(path.join(prefix, 'errors.log'), 'w');
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', errors],
  });
  return {
    base: `http://127.0.0.1:${listenPort}`,
    errorLog: () => readFileSync(path.join(prefix, 'errors.log'), 'utf8'),
    async stop() {
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      });
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A member's request headers as a browser on the localhost site sends them. */
export function memberHeaders(member, extra = {}) {
  return { host: 'localhost', origin: 'http://localhost', cookie: member.cookie, ...extra };
}

/** The answers the real client retries (lib/api-client/retry.ts RETRY_STATUS_CODES) and a 409 "still running". */
const RETRIED = new Set([408, 429, 502, 503, 504]);

/**
 * Sends one message as the real client does: one client_id for every attempt, retried with exponential delay and
 * jitter on network errors and the retried statuses (and a 500: a fault may cut a request at any point) until the
 * server acknowledges it or `deadline` (ms since epoch) passes. Answers the acknowledgement (message id, the time
 * the first attempt started and the last one ended, attempts) or null, and counts every answer in `statuses`.
 */
export async function sendUntilAcknowledged(base, member, clientId, body, { deadline, statuses, timeoutMs = 15_000 }) {
  const first = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    let outcome;
    let retryAfterMs = 0;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('send timed out', 'TimeoutError')), timeoutMs);
    try {
      const response = await fetch(`${base}/api/chats/${member.conversation}/messages`, {
        method: 'POST',
        headers: memberHeaders(member, { 'content-type': 'application/json' }),
        body: JSON.stringify({ client_id: clientId, body }),
        signal: controller.signal,
      });
      outcome = String(response.status);
      if (response.ok) {
        const answer = await response.json();
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
        return { id: answer.message.id, first, started, ended: performance.now(), attempts: attempt };
      }
      await response.arrayBuffer();
      retryAfterMs = Number(response.headers.get('retry-after') ?? 0) * 1000 || 0;
      const retried =
        RETRIED.has(response.status) ||
        response.status === 500 ||
        (response.status === 409 && response.headers.has('retry-after'));
      if (!retried) {
        statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
        return null;
      }
    } catch {
      outcome = controller.signal.aborted ? 'timeout' : 'network';
    } finally {
      clearTimeout(timer);
    }
    statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    if (Date.now() > deadline) return null;
    const ceiling = Math.min(5_000, 300 * 2 ** (attempt - 1));
    await sleep(Math.max(ceiling / 2 + (Math.random() * ceiling) / 2, Math.min(10_000, retryAfterMs)));
  }
}

/**
 * A member's event stream (GET /api/events) read with fetch: parses `id:`, `event:`, `data:` and `retry:`, keeps the
 * last id and reconnects with Last-Event-ID after the stream ends or fails (as EventSource does), until closed.
 * `onEvent({id, event, data, at})` for every event; `at` is performance.now() when its blank line arrived.
 */
export class EventStream {
  constructor(base, member, onEvent) {
    this.base = base;
    this.member = member;
    this.onEvent = onEvent;
    this.lastId = null;
    this.retryMs = 1000;
    this.connects = 0;
    this.failures = 0;
    this.connected = false;
    this.closed = false;
    this.controller = null;
    this.opened = new Promise((resolve) => (this.resolveOpened = resolve));
    this.loop = this.run();
  }

  async run() {
    while (!this.closed) {
      try {
        await this.readOnce();
      } catch {
        this.failures += 1;
      }
      this.connected = false;
      if (!this.closed) await sleep(this.retryMs * (0.5 + Math.random() / 2));
    }
  }

  /** One connection (its own socket, as a browser's EventSource has), read until it ends or fails. */
  async readOnce() {
    this.controller = new AbortController();
    const headers = memberHeaders(this.member, { accept: 'text/event-stream' });
    if (this.lastId !== null) headers['last-event-id'] = this.lastId;
    const response = await new Promise((resolve, reject) => {
      const request = http.get(`${this.base}/api/events`, { headers, agent: false, signal: this.controller.signal });
      request.once('response', resolve);
      request.once('error', reject);
    });
    if (response.statusCode !== 200) {
      response.resume();
      throw new Error(`events answered ${response.statusCode}`);
    }
    this.connects += 1;
    this.connected = true;
    this.resolveOpened();
    response.setEncoding('utf8');
    let buffer = '';
    let event = { id: null, event: 'message', data: [] };
    for await (const chunk of response) {
      buffer += chunk;
      let newline;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (event.id !== null) this.lastId = event.id;
          if (event.data.length > 0) {
            this.onEvent({
              id: event.id ?? this.lastId,
              event: event.event,
              data: event.data.join('\n'),
              at: performance.now(),
            });
          }
          event = { id: null, event: 'message', data: [] };
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id' && !value.includes('\0')) event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') event.data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
      }
    }
  }

  async close() {
    this.closed = true;
    this.controller?.abort();
    await this.loop.catch(() => undefined);
  }
}

/**
 * `stop` (stopping the cluster, the instances, nginx) as a function that runs once, also when the run is interrupted
 * (Ctrl-C, a timeout): answers that function, for the run's `finally`.
 */
export function teardown(stop) {
  let done = null;
  const once = () => (done ??= Promise.resolve().then(stop));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`${signal}: stopping what the run started`);
      once().finally(() => process.exit(130));
    });
  }
  return once;
}

/** Waits until every stream has connected once, at most `timeoutMs`; answers how many did. */
export async function openAll(streams, timeoutMs = 30_000) {
  await Promise.race([Promise.all(streams.map((s) => s.opened)), sleep(timeoutMs)]);
  return streams.filter((s) => s.connects > 0).length;
}

/** Whether a production build exists (the instances run it). */
export function hasBuild() {
  return existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'));
}

/** Writes `text` to tests/bench/reports/<prefix>-<stamp>.md and `json` to <prefix>-latest.json; answers the file. */
export function writeReport(prefix, stamp, text, json) {
  mkdirSync('tests/bench/reports', { recursive: true });
  const file = `tests/bench/reports/${prefix}-${stamp.replace(/[:.]/g, '-')}.md`;
  writeFileSync(file, text);
  writeFileSync(`tests/bench/reports/${prefix}-latest.json`, JSON.stringify(json, null, 2));
  return file;
}

/** The machine, for the reports. */
export function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}
