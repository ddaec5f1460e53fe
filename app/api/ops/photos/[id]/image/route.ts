import { idParams } from '@/lib/schemas/ops/moderation';
import { withRoute } from '@/lib/server/http/route';
import { getReviewImage } from '@/lib/server/ops/moderation/get-review-image';

// GET /api/ops/photos/{id}/image: the photo as the moderator reviews it (operators never use the member photo route).
export const GET = withRoute(
  { auth: { ops: ['admin', 'moderator'] }, params: idParams },
  async ({ viewer, params }) => {
    const body = await getReviewImage(viewer, params.id);
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': 'image/webp',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
