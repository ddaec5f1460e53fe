import { chatPhotoParams } from '@/lib/schemas/chat';
import { getChatPhotoFile } from '@/lib/server/chat/chat-photos';
import { withRoute } from '@/lib/server/http/route';

// GET /api/chats/{id}/photos/{photoId}/{full|thumb}: a photo sent in this conversation, to its two members only
// (anyone else: 404); never public, never in a shared cache.
export const GET = withRoute({ auth: 'member', params: chatPhotoParams }, async ({ params, viewer }) => {
  const file = await getChatPhotoFile({
    userId: viewer.id,
    conversationId: params.id,
    photoId: params.photoId,
    size: params.size,
  });
  return new Response(new Uint8Array(file), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
      'Content-Disposition': `inline; filename="${params.photoId}.webp"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
