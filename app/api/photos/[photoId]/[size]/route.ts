import { z } from 'zod';
import { currentUser } from '@/lib/server/auth/session';
import { withRoute } from '@/lib/server/http/route';
import { getPhotoFile, type PhotoCache } from '@/lib/server/photos/get-photo-file';
import { AppError } from '@/lib/server/http/errors';

const params = z.object({ photoId: z.uuid(), size: z.enum(['full', 'thumb', 'match']) });

const CACHE_CONTROL: Record<PhotoCache, string> = {
  public: 'public, max-age=86400',
  private: 'private, max-age=300',
  none: 'private, no-store',
};

// GET /api/photos/:photoId/:size: one rendition of a photo, after checking who may see it.
export const GET = withRoute<undefined, undefined, { photoId: string; size: string }>({}, async ({ request, params: raw, context }) => {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw new AppError('not_found');
  const viewer = await currentUser(request, context.site.id);
  const file = await getPhotoFile({ photoId: parsed.data.photoId, size: parsed.data.size, viewerId: viewer?.id ?? null });
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
