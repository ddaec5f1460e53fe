import { listChats } from '@/lib/server/chat/list-chats';
import { withRoute } from '@/lib/server/http/route';

// GET /api/chats (alias chats.php): the member's conversations with unread counts, polled by the client.
export const GET = withRoute({ auth: 'member' }, async ({ viewer }) => {
  return listChats(viewer.id);
});
