import 'server-only';
import { format } from 'node:util';
import { env } from '@/lib/config/env';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

/** One JSON object per line: values are escaped by JSON.stringify, so no input can forge a log line. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < LEVELS[env().LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const SEAL = /Fe26\.2\*[^\s"',;]*/g;
const QUERY_PARAMS = /\bparams: [^\n"]*/g;
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The last line of defence for whatever reaches the console without errorFields (Next's own report of
 * an error thrown while rendering a page quotes the error's message, and a Drizzle error's message its
 * bound parameters): e-mail addresses, session seals, query parameters and long tokens are blanked.
 * Ids (UUIDs) stay, so lines can still be followed.
 */
export function scrubLogText(text: string): string {
  return text
    .replace(SEAL, '[seal]')
    .replace(QUERY_PARAMS, 'params: [redacted]')
    .replace(EMAIL, '[email]')
    .replace(LONG_TOKEN, (token) => (UUID.test(token) ? token : '[token]'));
}

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
let installed = false;

/**
 * Runs every console line of the server process through scrubLogText (instrumentation.ts installs it
 * at start). The start-up banners that must show a demo address or the outbox link write to stdout
 * themselves: they are for whoever started the server, not log lines.
 */
export function installConsoleScrubber(): void {
  if (installed) return;
  installed = true;
  for (const method of METHODS) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => original(scrubLogText(format(...args)));
  }
}
