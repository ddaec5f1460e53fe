/**
 * Where the console's login may send an operator afterwards: only a path of the console itself (`/ops`,
 * `/ops/...`), never another site, a protocol-relative URL or the login page again; anything else is null.
 */
export function safeOpsNext(next: string | undefined | null): string | null {
  if (!next || next.length > 512) return null;
  if (!/^\/ops(?:[/?#]|$)/.test(next)) return null;
  if (/[\\\s]|\/\/|%2f|%5c/i.test(next)) return null;
  if (/^\/ops\/login(?:[/?#]|$)/.test(next)) return null;
  return next;
}
