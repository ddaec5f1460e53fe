import { handleEmbeddedApi } from '@/lib/server/test-provider/embedded';

/**
 * The built-in test provider's Mollie API (v2 subset) over HTTP, for curl and anything outside the
 * process; the app's own adapter reaches the same handler in process. Bearer test_embedded.
 */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => handleEmbeddedApi(request);
export const POST = (request: Request) => handleEmbeddedApi(request);
export const DELETE = (request: Request) => handleEmbeddedApi(request);
