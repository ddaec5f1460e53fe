import { withRoute } from '@/lib/server/http/route';
import { dismissPushAlert } from '@/lib/server/push/dismiss-push-alert';

// PUT /api/alerts/push: the member dismisses the push alert (spec §4) on every device; idempotent.
export const PUT = withRoute({ auth: 'member' }, async ({ viewer }) => dismissPushAlert(viewer));
