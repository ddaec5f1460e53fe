/** Fields of a driver, system or SMTP error that name what failed, never the data it failed on. */
const SAFE_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'severity',
  'syscall',
  'errno',
  'responseCode',
  'command',
] as const;
const MAX_FRAMES = 8;

export type ErrorFields = { error: string; at?: string[] } & Partial<Record<(typeof SAFE_FIELDS)[number], string>>;

function ownErrors(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object' && !chain.includes(current); depth++) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * What a log line may say about an error (reliability catalogue LOG-02): its kind, the database's
 * code, constraint and table, a system or SMTP error's code and command, and where in our code it was
 * thrown (stack frames only). Never its message: Drizzle's query errors quote the statement's bound
 * parameters (e-mail addresses, tokens, signatures), a driver's messages quote values, an SMTP server's
 * the recipient.
 */
export function errorFields(error: unknown): ErrorFields {
  const chain = ownErrors(error);
  const fields: ErrorFields = {
    error: chain.map((e) => (e instanceof Error ? e.name : typeof e)).join(' < ') || typeof error,
  };
  for (const e of chain) {
    for (const key of SAFE_FIELDS) {
      const value = (e as Record<string, unknown>)[key];
      if (
        fields[key] === undefined &&
        (typeof value === 'string' || typeof value === 'number') &&
        String(value).length <= 64
      )
        fields[key] = String(value);
    }
  }
  const frames = stackFrames(error);
  if (frames.length > 0) fields.at = frames;
  return fields;
}

// `    at fn (file:line:col)` or `    at file:line:col`, nothing else.
const FRAME = /^\s+at (?:async )?(?:new )?(?:[^\s()]+(?: \[as [^\]]+\])? \()?[^\s()]+:\d+:\d+\)?$/;

/**
 * The frames of an error's stack without its first part, `Name: message`: the message may run over many
 * lines and hold a bound parameter shaped like a frame ("\n    at my number is …"). Only what follows the
 * message is read, and only lines that are frames to the letter; an error whose stack does not begin with
 * its own header (a message changed after it was thrown) gives none.
 */
function stackFrames(error: unknown): string[] {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return [];
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  if (!error.stack.startsWith(header)) return [];
  return error.stack
    .slice(header.length)
    .split('\n')
    .filter((line) => FRAME.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
}
