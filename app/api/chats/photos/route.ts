import { NextResponse } from 'next/server';
import { assertMaySendPhotos, uploadChatPhoto } from '@/lib/server/chat/chat-photos';
import { withRoute } from '@/lib/server/http/route';
import { readUpload } from '@/lib/server/photos/read-upload';

// POST /api/chats/photos, body: the image (Content-Type image/* or application/octet-stream), premium members only.
// 201 {photo: {id, width, height}}, then sent as {kind: 'photo', photo_id}; 403 premium_required, 413, 415, 422 photo_invalid.
export const POST = withRoute({ auth: 'member' }, async ({ request, viewer }) => {
  // A free member is refused before the body is read.
  assertMaySendPhotos(viewer);
  const photo = await uploadChatPhoto(viewer, await readUpload(request));
  return NextResponse.json({ photo }, { status: 201 });
});
