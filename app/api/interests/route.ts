import { listInterests } from '@/lib/server/catalogue/list-interests';
import { withRoute } from '@/lib/server/http/route';

// GET /api/interests (interests.php): every interest with its icon and its name in the visitor's language.
export const GET = withRoute({ auth: 'none', cache: 'private, max-age=3600' }, async ({ context }) => ({
  interests: await listInterests(context.locale),
}));
