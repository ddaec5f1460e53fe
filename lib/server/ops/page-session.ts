import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { INTERNAL_HEADERS } from '@/lib/edge/internal-headers';
import type { Operator } from './operator';
import { mayUseArea, type OpsArea } from './scope';
import { consoleServedOn, resolveOperator, sealedOpsSession } from './session';

// One lookup per request: the console layout and its page both ask.
const consoleSession = cache(async (): Promise<{ operator: Operator | null; path: string }> => {
  const [store, requestHeaders] = await Promise.all([cookies(), headers()]);
  if (!consoleServedOn(requestHeaders.get(INTERNAL_HEADERS.host))) notFound();
  const operator = await resolveOperator(sealedOpsSession(requestHeaders, (name) => store.get(name)?.value));
  return { operator, path: requestHeaders.get(INTERNAL_HEADERS.path) ?? '/ops' };
});

/** The console's operator, or null (the login page asks: a signed-in operator goes on to the console). */
export async function pageOperator(): Promise<Operator | null> {
  return (await consoleSession()).operator;
}

/**
 * A console page: without a console session to /ops/login (and back afterwards); a session that must first
 * enrol its second factor to /ops/enrol (unless the page is one such a session may see: `enrolment: true`);
 * a page of an area the operator's role may not use is a 404, as its API answers.
 */
export async function requireOperator(area?: OpsArea, options: { enrolment?: true } = {}): Promise<Operator> {
  const { operator, path } = await consoleSession();
  if (!operator) redirect(`/ops/login?next=${encodeURIComponent(path)}`);
  if (operator.mustEnrol && !options.enrolment) redirect('/ops/enrol');
  if (area && !mayUseArea(operator, area)) notFound();
  return operator;
}
