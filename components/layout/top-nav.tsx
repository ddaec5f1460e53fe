import { AppLink as Link } from '@/components/ui/app-link';
import { useTranslations } from 'next-intl';
import { BackButton } from './back-button';
import { LanguageDropdown } from './language-dropdown';
import { MemberNav } from './member-nav';

/**
 * Top navigation: a login button for visitors; the member links appear when the session is known. The home and
 * login links are on every page, so they prefetch on intent only: prefetched on sight, the index brought its
 * member photos and interest icons, and the login page the entry forms' code, to pages that show neither.
 */
export function TopNav({ siteName }: { siteName: string }) {
  const t = useTranslations('Common');
  return (
    <header className="border-bottom bg-white">
      {/* The container inside the navbar: on a navbar itself, the navbar's zero side padding would win over the container's. */}
      <nav className="navbar navbar-expand" aria-label={t('mainNavigation')}>
        <div className="container flex-wrap gap-2">
          <div className="d-flex align-items-center">
            <BackButton />
            <Link className="navbar-brand fw-bold text-primary" href="/" prefetchOnIntent>
              {siteName}
            </Link>
          </div>
          <div className="d-flex align-items-center gap-3 ms-auto flex-wrap">
            <div className="only-auth">
              <MemberNav />
            </div>
            <LanguageDropdown />
            <Link className="btn btn-outline-primary btn-sm only-guest" href="/login" prefetchOnIntent>
              {t('login')}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
