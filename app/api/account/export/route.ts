import { NextResponse } from 'next/server';
import { exportAccountData } from '@/lib/server/accounts/export-account-data';
import { withRoute } from '@/lib/server/http/route';
import { getSite } from '@/lib/server/sites/get-site';

// GET /api/account/export: the member's own data as a JSON download (10 an hour). 403 authentication_required, 429 rate_limited.
export const GET = withRoute({ auth: 'member' }, async ({ context, viewer }) => {
  const data = await exportAccountData({ viewer, site: await getSite(context.site.key) });
  const day = data.exported_at.slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${context.site.key}-my-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
