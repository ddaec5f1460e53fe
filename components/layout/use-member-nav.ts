'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client/client';
import { removePushSubscription } from '@/lib/api-client/push';
import { useChats } from '@/lib/hooks/use-chats';
import { useLikes } from '@/lib/hooks/use-likes';
import { useUser, USER_KEY } from '@/lib/hooks/use-user';
import { badgeText, creditsBadge } from '@/lib/utils/badges';
import { buyPath, destinationPath, findMembersPath } from '@/lib/utils/member-destinations';
import { clearChatDrafts } from '@/components/chat/use-chat-draft';
import { forgetPushDevice } from '@/components/push/push-device';
import { useAuthHint } from './use-auth-hint';

/** Whether a navigation entry's path is the page shown (or a page below it): its link carries aria-current. */
export function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * What both member navigations show (the top links on wide screens, the tab bar on phones): the user and the
 * chat list (polled once, shared through SWR), the badge texts and the destinations that are built. and the likes
 * (new likes), each polled once and shared through SWR.
 */
export function useMemberNav() {
  const hinted = useAuthHint();
  const pathname = usePathname();
  const { user, banned } = useUser({ enabled: hinted });
  const { chats } = useChats({ enabled: hinted && user?.loggedIn === true });
  const unreadMessages = chats?.total_unread ?? 0;
  const { newLikes } = useLikes({ enabled: hinted && user?.loggedIn === true });
  const credits = user?.credits ?? 0;
  return {
    user,
    banned,
    pathname,
    unreadMessages,
    newLikes,
    credits,
    badges: { messages: badgeText(unreadMessages), likes: badgeText(newLikes), credits: creditsBadge(credits) },
    // Search and likes appear when their pages are built (lib/utils/member-destinations.ts); until search exists
    // "find members" leads to the members suggested to this member.
    paths: {
      find: findMembersPath(),
      search: destinationPath('members'),
      likes: destinationPath('likes'),
      chats: destinationPath('chats') ?? '/chats',
      credits: buyPath('credits'),
      premium: buyPath('premium'),
    },
  };
}

/** Logs out on this device: the session ends on the server, the hint and the drafts go, and the visitor's home shows. */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return async () => {
    await forgetPushDevice(removePushSubscription);
    await api.get('/api/logout').catch(() => undefined);
    document.documentElement.removeAttribute('data-auth');
    clearChatDrafts();
    await mutate(USER_KEY, { user: { loggedIn: false } }, { revalidate: false });
    router.push('/');
    router.refresh();
  };
}
