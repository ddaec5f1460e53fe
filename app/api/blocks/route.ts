import { blockSchema } from '@/lib/schemas/chat';
import { requireUser } from '@/lib/server/auth/session';
import { blockMember, unblockMember } from '@/lib/server/chat/block-member';
import { listBlocks } from '@/lib/server/chat/list-blocks';
import { withRoute } from '@/lib/server/http/route';

// GET /api/blocks: the members this member blocked.
export const GET = withRoute({}, async ({ request, context }) => {
  const user = await requireUser(request, context.site.id);
  return listBlocks(user.id);
});

// POST /api/blocks {member}: blocks a member (spec §6).
export const POST = withRoute({ body: blockSchema }, async ({ request, body, context }) => {
  const user = await requireUser(request, context.site.id);
  return blockMember({ userId: user.id, niche: context.site.niche, memberId: body.member });
});

// DELETE /api/blocks {member}: lifts a block.
export const DELETE = withRoute({ body: blockSchema }, async ({ request, body, context }) => {
  const user = await requireUser(request, context.site.id);
  return unblockMember({ userId: user.id, memberId: body.member });
});
