import { PAGE_PURGE_KEY_HEADER } from '@/lib/edge/internal-headers';
import { purgeFromLoopback } from '@/lib/server/pages/purge-public-pages';

// POST /api/internal/page-cache: this instance's call on itself to purge Next's page cache after another instance
// announced a purge (lib/server/pages/purge-public-pages.ts). Not a public route, so not through withRoute (which
// needs the proxy's site headers): without this process's key the answer is a plain 404, as for a route that is
// not there; nginx does not forward the path either.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (!purgeFromLoopback(request.headers.get(PAGE_PURGE_KEY_HEADER))) {
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404, headers });
  }
  return new Response(null, { status: 204, headers });
}
