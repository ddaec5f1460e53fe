import { showDashboard, submitDashboard } from '@/lib/server/test-provider/pages/dashboard-page';

/** The tester's dashboard of the built-in provider: settle, refund, charge back. */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => showDashboard(request);
export const POST = (request: Request) => submitDashboard(request);
