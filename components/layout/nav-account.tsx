'use client';
import { withAppProviders } from '@/components/shell/store-provider';
import { AppLink as Link } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { actionsSettled, onAuthenticationLost } from '@/lib/api-client/client';
import { USER_KEY, type UserAnswer } from '@/lib/hooks/use-user';
import { BANNED_PAGE } from '@/lib/config/constants';
import { clearChatDrafts } from '@/components/chat/use-chat-draft';
import { LikesWatcher } from '@/components/likes/likes-watcher';
import { AccountMenu, NavBadge } from './nav-parts';
import { UnreadTitle } from './unread-title';
import { isCurrent, useMemberNav } from './use-member-nav';

/**
 * The logged-in part of the top navigation (the logged-out part, a login button, is static HTML beside it):
 * the member's links from 992 px up (phones get the tab bar, tab-bar.tsx), and at every width the session
 * watch (logged out or banned elsewhere) and the title's unread prefix.
 */
export function NavAccount() {
  const t = useTranslations('Nav');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { user, banned, pathname, unreadMessages, newLikes, credits, badges, paths } = useMemberNav();

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

  if (!user?.loggedIn) return null;
  const current = (path: string) => (isCurrent(pathname, path) ? ('page' as const) : undefined);
  // The purchase pages are not prefetched from every member page: few members follow them on a given visit.
  return (
    <>
      <UnreadTitle count={unreadMessages + newLikes} />
      <Suspense fallback={null}>
        <LikesWatcher enabled />
      </Suspense>
      <ul className="navbar-nav top-links d-none d-lg-flex flex-row gap-3 align-items-center">
        <li className="nav-item">
          <Link className="nav-link" href={paths.find} aria-current={current(paths.find)}>
            {paths.search ? t('searchMembers') : t('suggestions')}
          </Link>
        </li>
        <li className="nav-item">
          <Link className="nav-link" href={paths.chats} aria-current={current(paths.chats)}>
            {t('messages')}
            <NavBadge badge={{ text: badges.messages, label: t('unreadMessages', { count: unreadMessages }) }} />
          </Link>
        </li>
        {paths.likes ? (
          <li className="nav-item">
            <Link className="nav-link" href={paths.likes} aria-current={current(paths.likes)}>
              {t('likes')}
              <NavBadge badge={{ text: badges.likes, label: t('newLikes', { count: newLikes }) }} />
            </Link>
          </li>
        ) : null}
        <li className="nav-item">
          {user.paid_user ? (
            <Link className="nav-link" href={paths.credits} prefetch={false} aria-current={current(paths.credits)}>
              {t('credits')}
              <NavBadge
                badge={{
                  text: badges.credits?.text ?? null,
                  variant: badges.credits?.variant,
                  label: t('creditsLeft', { count: credits }),
                }}
              />
            </Link>
          ) : (
            <Link
              className="btn btn-sm btn-primary"
              href={paths.premium}
              prefetch={false}
              aria-current={current(paths.premium)}
            >
              {t('getPremium')}
            </Link>
          )}
        </li>
        <li className="nav-item">
          <AccountMenu
            pathname={pathname}
            className="position-relative"
            listClassName="dropdown-menu show position-absolute end-0 account-menu"
            summary={
              <summary className="nav-link">
                {user.profile?.name ? <span className="visually-hidden">{t('account')}: </span> : null}
                {user.profile?.name || t('account')}
              </summary>
            }
          />
        </li>
      </ul>
    </>
  );
}

/** The island as loaded on any page: with the member layout's Redux and SWR, or its own on a public page. */
export const NavAccountIsland = withAppProviders(NavAccount);
