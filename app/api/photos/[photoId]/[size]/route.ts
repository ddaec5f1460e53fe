import { z } from 'zod';
import { withRoute } from '@/lib/server/http/route';
import { getPhotoFile, type PhotoCache } from '@/lib/server/photos/get-photo-file';

// A malformed id or an unknown size is a rendition that does not exist.
const params = z.object({ photoId: z.uuid(), size: z.enum(['full', 'thumb', 'match']) });

const CACHE_CONTROL: Record<PhotoCache, string> = {
  public: 'public, max-age=86400',
  private: 'private, max-age=300',
  none: 'private, no-store',
};

// GET /api/photos/:photoId/:size: one rendition of a photo, after checking who may see it.
export const GET = withRoute({ auth: 'optional', params }, async ({ params: photo, context, viewer }) => {
  const file = await getPhotoFile({
    photoId: photo.photoId,
    size: photo.size,
    viewer: viewer ? { id: viewer.id, paid: viewer.paid } : null,
    niche: context.site.niche,
  });
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': CACHE_CONTROL[file.cache],
      // Who may see a photo depends on the session cookie.
      Vary: 'Cookie',
      'Content-Disposition': `inline; filename="${file.filename}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
