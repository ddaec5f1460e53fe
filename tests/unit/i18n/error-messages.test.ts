import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/config/locales';
import { ERROR_STATUS } from '@/lib/server/core/errors';

// Every code the API can answer reaches the member as a message of their language: the error codes
// of the envelope, the field codes the schemas and use cases name, and the client's own two.
const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Field codes as the server names them: `{ error: 'code' }`, `message: 'code'` of a zod issue, `{ path, code: 'code' }`. */
function fieldCodes(): string[] {
  const codes = new Set<string>();
  for (const file of [...sources(path.join(root, 'lib/schemas')), ...sources(path.join(root, 'lib/server'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:error|message|code): '([a-z][a-z0-9_]+)'/g))
      codes.add(match[1] ?? '');
  }
  // zod's own issue kind, never sent: route.ts sends the message (our code) instead.
  codes.delete('custom');
  return [...codes].sort();
}

const CLIENT_CODES = ['generic', 'network_error'];
const errorsOf = (locale: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as {
      Errors: Record<string, unknown>;
    }
  ).Errors;

describe('error messages', () => {
  it('finds the field codes it checks', () => {
    expect(fieldCodes()).toEqual(
      expect.arrayContaining(['required', 'email_invalid', 'too_young', 'passwords_mismatch', 'region_unknown']),
    );
  });

  it.each([...LOCALES])('%s has a message for every error code, field code and client code', (locale) => {
    const errors = errorsOf(locale);
    const wanted = [...new Set([...Object.keys(ERROR_STATUS), ...fieldCodes(), ...CLIENT_CODES])];
    expect(wanted.filter((code) => typeof errors[code] !== 'string' || (errors[code] as string).trim() === '')).toEqual(
      [],
    );
  });
});
