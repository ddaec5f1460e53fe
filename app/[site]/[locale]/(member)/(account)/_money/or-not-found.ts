import 'server-only';
import { notFound } from 'next/navigation';
import { AppError } from '@/lib/server/core/errors';

/** A member's own order or receipt; any order that is not theirs (or not at all) is the page's 404, as the API's. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  }
}
