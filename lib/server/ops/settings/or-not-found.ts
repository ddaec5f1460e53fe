import 'server-only';
import { notFound } from 'next/navigation';
import { AppError } from '@/lib/server/core/errors';

/** A console page's load: an object the operator may not see (or that does not exist) is the 404 page. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}

/** A positive integer id of a path segment, else the 404 page. */
export function idOrNotFound(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  return Number(raw);
}
