'use client';
import { withAppProviders } from '@/components/shell/store-provider';
import { useTranslations } from 'next-intl';
import { AppLink as Link } from '@/components/ui/app-link';
import { NavIcon, type NavIconName } from './nav-icons';
import { AccountMenu, BadgeMark, BadgeWords, type Badge } from './nav-parts';
import { isCurrent, useMemberNav } from './use-member-nav';

function Tab({
  href,
  icon,
  label,
  current,
  badge,
  prefetch,
}: {
  href: string;
  icon: NavIconName;
  label: string;
  current: boolean;
  badge?: Badge;
  prefetch?: false;
}) {
  return (
    <li>
      <Link className="tab-bar-tab" href={href} aria-current={current ? 'page' : undefined} prefetch={prefetch}>
        <span className="tab-bar-icon">
          <NavIcon name={icon} />
          {badge && <BadgeMark badge={badge} />}
        </span>
        <span className="tab-bar-label">{label}</span>
        {badge && <BadgeWords badge={badge} />}
      </Link>
    </li>
  );
}

/**
 * The members' navigation on phones and tablets (below 992 px), made for one thumb as dating apps have it: a
 * bottom tab bar with find members, likes (once built), chats, credits or premium, and the account menu, with
 * their badges. It keeps clear of the home indicator (safe-area inset), and a spacer of its height ends the page
 * so that nothing stays hidden under it. An open conversation hides it by CSS (its composer owns the bottom).
 */
export function TabBar() {
  const t = useTranslations('Nav');
  const { user, pathname, unreadMessages, newLikes, credits, badges, paths } = useMemberNav();
  if (!user?.loggedIn) return null;
  return (
    <>
      <div className="tab-bar-spacer d-lg-none" aria-hidden="true" />
      <nav className="tab-bar d-lg-none" aria-label={t('tabBar')}>
        <ul>
          <Tab
            href={paths.find}
            icon="search"
            label={paths.search ? t('search') : t('suggestions')}
            current={isCurrent(pathname, paths.find)}
          />
          {paths.likes ? (
            <Tab
              href={paths.likes}
              icon="heart"
              label={t('likes')}
              current={isCurrent(pathname, paths.likes)}
              badge={{ text: badges.likes, label: t('newLikes', { count: newLikes }) }}
            />
          ) : null}
          <Tab
            href={paths.chats}
            icon="chat"
            label={t('chats')}
            current={isCurrent(pathname, paths.chats)}
            badge={{ text: badges.messages, label: t('unreadMessages', { count: unreadMessages }) }}
          />
          {user.paid_user ? (
            <Tab
              href={paths.credits}
              icon="gem"
              label={t('credits')}
              current={isCurrent(pathname, paths.credits)}
              prefetch={false}
              badge={{
                text: badges.credits?.text ?? null,
                variant: badges.credits?.variant,
                label: t('creditsLeft', { count: credits }),
              }}
            />
          ) : (
            <Tab
              href={paths.premium}
              icon="gem"
              label={t('premium')}
              current={isCurrent(pathname, paths.premium)}
              prefetch={false}
            />
          )}
          <li>
            <AccountMenu
              pathname={pathname}
              className="tab-bar-menu"
              listClassName="dropdown-menu show account-menu"
              summary={
                <summary className="tab-bar-tab" aria-current={isCurrent(pathname, '/profile') ? 'page' : undefined}>
                  <span className="tab-bar-icon">
                    <NavIcon name="person" />
                  </span>
                  <span className="tab-bar-label">{t('me')}</span>
                </summary>
              }
            />
          </li>
        </ul>
      </nav>
    </>
  );
}

/** The island as loaded on any page: with the member layout's Redux and SWR, or its own on a public page. */
export const TabBarIsland = withAppProviders(TabBar);
