/**
 * A member as a test drives it, in either layer: who it is (`id`, `email`), the site it belongs to (`host`, as the
 * browser names it: `localhost`, `hartjesdate.localhost`, with the port where there is one) and its session (`cookie`,
 * the `auth_session=…` pair to send, empty when it has none).
 */
export type Member = { id: string; email: string; host: string; cookie: string };

/** A member who can also log in again: signed up with a password the test knows. */
export type MemberWithPassword = Member & { password: string };

let ipCounter = 0;
/**
 * A fresh client address per call (from 198.18.0.0/15, the benchmarking range, which no test names on purpose), so the
 * per-address limits of one request never touch another. Tests that want one address for several requests keep one.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

let emailCounter = 0;
/** A random offset per process, so that two processes (e2e workers) do not make one address in the same millisecond. */
const PROCESS_OFFSET = Math.floor(Math.random() * 36 ** 6);
/**
 * An address nobody has used yet: `<prefix>.<time>.<count>@example.org`, fresh within a test file and across test
 * files and e2e workers running at the same moment. As short as it was (29 characters with the default prefix), so
 * it still fits where a test uses it as a name.
 */
export function uniqueEmail(prefix = 'member'): string {
  emailCounter += 1;
  return `${prefix}.${(Date.now() + PROCESS_OFFSET).toString(36)}.${emailCounter}@example.org`;
}
