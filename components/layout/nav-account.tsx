'use client';
import { AppLink as Link } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { actionsSettled, api, onAuthenticationLost } from '@/lib/api-client/client';
import { useChats } from '@/lib/hooks/use-chats';
import { useLikes } from '@/lib/hooks/use-likes';
import { LikesWatcher } from '@/components/likes/likes-watcher';
import { useUser, USER_KEY, type UserAnswer } from '@/lib/hooks/use-user';
import { badgeText, creditsBadge } from '@/lib/utils/badges';
import { BANNED_PAGE } from '@/lib/config/constants';
import { buyPath, destinationPath } from '@/lib/utils/member-destinations';
import { useSWRConfig } from 'swr';
import { clearChatDrafts } from '@/components/chat/use-chat-draft';
import { UnreadTitle } from './unread-title';
import { useAuthHint } from './use-auth-hint';

/** The logged-in part of the top navigation; the logged-out part (a login button) is static HTML beside it. */
export function NavAccount() {
  const t = useTranslations('Nav');
  const tc = useTranslations('Common');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const hinted = useAuthHint();
  const { user, banned } = useUser({ enabled: hinted });
  const { chats } = useChats({ enabled: hinted && user?.loggedIn === true });
  const { newLikes } = useLikes({ enabled: hinted && user?.loggedIn === true });
  const unreadMessages = chats?.total_unread ?? 0;

  useEffect(
    () =>
      onAuthenticationLost(() => {
        void (async () => {
          // A request sent with a session that has been renewed since (a password or e-mail change on this
          // device) is refused as well: the member is logged out only when the user endpoint agrees, and
          // not when it cannot be asked (the next poll decides). An action still on its way (the e-mail change
          // being confirmed) may bring this browser's new cookie: the user endpoint is asked after it.
          await actionsSettled();
          const current = await mutate<UserAnswer>(USER_KEY).catch(() => undefined);
          if (current?.user.loggedIn !== false) return;
          document.documentElement.removeAttribute('data-auth');
          document.cookie = 'auth_hint=; path=/; max-age=0';
          clearChatDrafts();
          if (current.account_banned) window.location.assign(BANNED_PAGE);
          else router.push('/');
        })();
      }),
    [mutate, router],
  );

  useEffect(() => {
    if (user && !user.loggedIn) {
      // The hint cookie outlived the session: show the visitor navigation again.
      document.documentElement.removeAttribute('data-auth');
      document.cookie = 'auth_hint=; path=/; max-age=0';
      // Suspended or banned while signed in: the ban page says so (spec §2 "ban").
      if (banned) window.location.assign(BANNED_PAGE);
    }
  }, [user, banned]);

  const logout = async () => {
    await api.get('/api/logout').catch(() => undefined);
    document.documentElement.removeAttribute('data-auth');
    clearChatDrafts();
    await mutate(USER_KEY, { user: { loggedIn: false } }, { revalidate: false });
    router.push('/');
    router.refresh();
  };

  if (!user?.loggedIn) return null;
  const messages = badgeText(unreadMessages);
  const likes = badgeText(newLikes);
  const credits = creditsBadge(user.credits ?? 0);
  // Search and likes appear when their pages are built (lib/utils/member-destinations.ts). The price list
  // standing in for premium and credits is not prefetched from every member page: few members follow it.
  const search = destinationPath('members');
  const likesPath = destinationPath('likes');

  return (
    <>
      <Suspense fallback={null}>
        <LikesWatcher enabled />
      </Suspense>
      <ul className="navbar-nav flex-row flex-wrap gap-3 align-items-center">
        <UnreadTitle count={unreadMessages + newLikes} />
        {search ? (
          <li className="nav-item">
            <Link className="nav-link" href={search}>
              {t('searchMembers')}
            </Link>
          </li>
        ) : null}
        <li className="nav-item">
          <Link className="nav-link" href="/chats">
            {t('messages')}
            {messages && (
              <span
                className="badge rounded-pill text-bg-primary ms-1 nav-badge"
                aria-label={t('unreadMessages', { count: unreadMessages })}
              >
                {messages}
              </span>
            )}
          </Link>
        </li>
        {likesPath ? (
          <li className="nav-item">
            <Link className="nav-link" href={likesPath}>
              {t('likes')}
              {likes && (
                <span
                  className="badge rounded-pill text-bg-primary ms-1 nav-badge"
                  aria-label={t('newLikes', { count: newLikes })}
                >
                  {likes}
                </span>
              )}
            </Link>
          </li>
        ) : null}
        <li className="nav-item">
          {user.paid_user ? (
            <Link className="nav-link" href={buyPath('credits')} prefetch={false}>
              {t('credits')}
              {credits && (
                <span
                  className={`badge rounded-pill text-bg-${credits.variant} ms-1 nav-badge`}
                  aria-label={t('creditsLeft', { count: user.credits ?? 0 })}
                >
                  {credits.text}
                </span>
              )}
            </Link>
          ) : (
            <Link className="btn btn-sm btn-primary" href={buyPath('premium')} prefetch={false}>
              {t('getPremium')}
            </Link>
          )}
        </li>
        <li className="nav-item">
          <details className="position-relative">
            <summary className="nav-link">
              {user.profile?.name ? <span className="visually-hidden">{t('account')}: </span> : null}
              {user.profile?.name || t('account')}
            </summary>
            <ul className="dropdown-menu show position-absolute end-0" style={{ minWidth: '12rem' }}>
              <li>
                <Link className="dropdown-item" href="/profile">
                  {t('myProfile')}
                </Link>
              </li>
              <li>
                <Link className="dropdown-item" href="/notifications">
                  {t('settings')}
                </Link>
              </li>
              <li>
                <hr className="dropdown-divider" />
              </li>
              <li>
                <button type="button" className="dropdown-item" onClick={() => void logout()}>
                  {tc('logout')}
                </button>
              </li>
            </ul>
          </details>
        </li>
      </ul>
    </>
  );
}
