import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { findMembersPath } from '@/lib/utils/member-destinations';
import { SiteLogo, type SiteMark } from '@/components/layout/site-mark';
import styles from './lander-bar.module.scss';

/**
 * The lander layout's logo bar: the site's name home, a login link for visitors, the members for members. Home and
 * login are not prefetched: they sit in the default layout, whose client shell (Redux, SWR, ky, the translations)
 * and the index's images a prefetch would bring onto every lander.
 */
export function LanderBar({ mark }: { mark: SiteMark }) {
  const t = useTranslations('Common');
  const tl = useTranslations('Landers');
  return (
    <header className={styles.bar}>
      <nav
        className="container d-flex align-items-center justify-content-between gap-3 py-2"
        aria-label={t('mainNavigation')}
      >
        <Link href="/" prefetch={false} className={styles.logo}>
          {/* Low priority: the root 404 renders this bar, so it is in every page's payload, and React preloads an eager
              image of a server component on every page that carries it (a low-priority one it leaves alone).
              The operator's logo (with the site's name as its text) where the site has one, else icon and name. */}
          {mark.logo ? (
            <SiteLogo mark={mark} height={36} fetchPriority="low" />
          ) : (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- 300-byte static logo */}
              <img src="/icon.svg" alt="" width={28} height={28} fetchPriority="low" />
              <span>{mark.name}</span>
            </>
          )}
        </Link>
        <Link href="/login" prefetch={false} className="btn btn-outline-primary btn-sm only-guest">
          {t('login')}
        </Link>
        <span className="only-auth">
          <Link href={findMembersPath()} className="btn btn-primary btn-sm">
            {tl('toMembers')}
          </Link>
        </span>
      </nav>
    </header>
  );
}
