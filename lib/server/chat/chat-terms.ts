import 'server-only';
import type { ChatTerms } from '@/lib/schemas/chat';
import type { SessionUser } from '@/lib/server/auth/session';
import { getSite } from '@/lib/server/sites/get-site';

/** The price of a message and of a gift, the longest message on this site, with the member's balance. */
export async function chatTerms(siteKey: string, user: Pick<SessionUser, 'credits' | 'paidUser'>): Promise<ChatTerms> {
  const site = await getSite(siteKey);
  return {
    message_credits: site.messageCredits,
    gift_credits: site.giftCredits,
    message_length: site.messageLength,
    credits: user.credits,
    paid_user: user.paidUser,
  };
}
