import { getCompanyInfo } from '@/lib/server/catalogue/get-company-info';
import { withRoute } from '@/lib/server/http/route';

// GET /api/companyinfo (companyinfo.php): the operating company of this site. The host is part of every cache key.
export const GET = withRoute({ auth: 'none', cache: 'public, max-age=3600' }, async ({ context }) => {
  const { id: _id, ...info } = await getCompanyInfo(context.site.key);
  return info;
});
