import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/config/env';

/**
 * /.well-known/apple-developer-merchantid-domain-association (proxy.ts maps it here on every site's
 * domain): Apple checks it before it lets a domain use Apple Pay. With Mollie it is Mollie's file,
 * downloaded once into DATA_DIR (README, "Payments"); without that file there is nothing to show.
 */
export const dynamic = 'force-dynamic';

const FILE_NAME = 'apple-developer-merchantid-domain-association';

export async function GET(): Promise<Response> {
  try {
    const content = await readFile(path.resolve(env().DATA_DIR, FILE_NAME));
    return new Response(content, {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
}
