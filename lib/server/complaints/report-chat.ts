import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { messages, profiles, type ReportedMessage } from '@/lib/db/schema';
import { REPORT_ATTACHED_MESSAGES, type ChatReportReason } from '@/lib/schemas/chat-report';
import type { ComplaintReceipt } from '@/lib/schemas/complaints';
import { viewerAccount, type Viewer } from '@/lib/server/auth/viewer';
import { requireMembership } from '@/lib/server/chat/conversation-access';
import type { RequestContext } from '@/lib/server/core/request-context';
import { submitComplaint } from './submit-complaint';

/**
 * POST /api/chats/{id}/report: the member reports the other member of their conversation. A complaint of
 * category `member` reaches the operators' complaints queue with the conversation and its last
 * REPORT_ATTACHED_MESSAGES messages as they are now (a snapshot: a message deleted later stays in the report),
 * and is acknowledged by mail like every complaint. Only a member of the conversation may report it (else 404);
 * the same `client_id` is the same report, however often it is retried.
 */
export async function reportChat(input: {
  viewer: Viewer;
  conversationId: string;
  clientId: string;
  reason: ChatReportReason;
  text?: string;
  context: RequestContext;
}): Promise<ComplaintReceipt> {
  const db = await getDb();
  const membership = await requireMembership(db, input.conversationId, input.viewer.id);
  const account = await viewerAccount(input.viewer, db);
  const [profile] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, account.id));
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, membership.conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(REPORT_ATTACHED_MESSAGES);
  const attached: ReportedMessage[] = rows.reverse().map((m) => ({
    id: m.id,
    from: m.senderId === account.id ? 'reporter' : 'reported',
    kind: m.kind,
    body: m.body,
    at: m.createdAt.toISOString(),
  }));
  // The console reads the reported member's address (/members/<id>) out of the message, as for a profile report.
  const message = [
    `Chat report: ${input.reason}`,
    `Reported member: /members/${membership.otherUserId}`,
    input.text ? `\n${input.text}` : '',
  ]
    .join('\n')
    .trim();
  return submitComplaint({
    form: { name: profile?.name || account.email, email: account.email, category: 'member', message },
    context: input.context,
    userId: account.id,
    idempotencyKey: `chat-report:${account.id}:${input.clientId}`,
    attachment: { conversationId: membership.conversationId, messages: attached },
  });
}
