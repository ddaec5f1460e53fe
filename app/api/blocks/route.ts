import { blockSchema } from '@/lib/schemas/chat';
import { blockMember, unblockMember } from '@/lib/server/chat/block-member';
import { listBlocks } from '@/lib/server/chat/list-blocks';
import { withRoute } from '@/lib/server/http/route';

// GET /api/blocks: the members this member blocked.
export const GET = withRoute({ auth: 'member' }, async ({ viewer }) => {
  return listBlocks(viewer.id);
});

// POST /api/blocks {member}: blocks a member (spec §6).
export const POST = withRoute({ auth: 'member', body: blockSchema }, async ({ body, context, viewer }) => {
  return blockMember({ userId: viewer.id, niche: context.site.niche, memberId: body.member });
});

// DELETE /api/blocks {member}: lifts a block.
export const DELETE = withRoute({ auth: 'member', body: blockSchema }, async ({ body, viewer }) => {
  return unblockMember({ userId: viewer.id, memberId: body.member });
});
