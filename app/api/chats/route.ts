import { requireUser } from '@/lib/server/auth/session';
import { listChats } from '@/lib/server/chat/list-chats';
import { withRoute } from '@/lib/server/http/route';

// GET /api/chats (alias chats.php): the member's conversations with unread counts, polled by the client.
export const GET = withRoute({}, async ({ request, context }) => {
  const user = await requireUser(request, context.site.id);
  return listChats(user.id);
});
