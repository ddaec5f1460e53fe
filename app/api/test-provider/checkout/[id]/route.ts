import { showCheckout, submitCheckout } from '@/lib/server/test-provider/pages/checkout-page';

/** The built-in provider's hosted checkout (the payment's checkout_url), on the member's own site. */
export const dynamic = 'force-dynamic';

type Segment = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Segment): Promise<Response> {
  return showCheckout((await params).id);
}

export async function POST(request: Request, { params }: Segment): Promise<Response> {
  return submitCheckout((await params).id, request);
}
