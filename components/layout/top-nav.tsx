import { AppLink as Link } from '@/components/ui/app-link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { BackButton } from './back-button';
import { LanguageDropdown } from './language-dropdown';
import { MemberNav } from './member-nav';
import { SiteLogo, type SiteMark } from './site-mark';

/**
 * Top navigation, one row at every width: logo, the language and, for visitors, a login button; from 992 px up
 * the member links as well (below it they are the tab bar at the bottom, MemberTabBar). The member links appear
 * when the session is known. The home and login links are on every page, so they prefetch on intent only:
 * prefetched on sight, the index brought its member photos and interest icons, and the login page the entry
 * forms' code, to pages that show neither. The brand is the operator's logo where the site has one, else its name.
 */
export function TopNav({ mark }: { mark: SiteMark }) {
  const t = useTranslations('Common');
  const tShell = useTranslations('Shell');
  const tLanguage = useTranslations('LanguageSwitcher');
  // The client parts get their texts and the page's language as props (no translation runtime in the browser).
  const locale = useLocale() as Locale;
  return (
    <header className="site-header border-bottom bg-white">
      {/* The container inside the navbar: on a navbar itself, the navbar's zero side padding would win over the container's. */}
      <nav className="navbar navbar-expand py-2" aria-label={t('mainNavigation')}>
        <div className="container top-bar">
          <div className="top-bar-brand">
            <BackButton label={tShell('backButton')} />
            <Link className="navbar-brand fw-bold text-primary text-truncate" href="/" prefetchOnIntent>
              {mark.logo ? <SiteLogo mark={mark} height={32} /> : mark.name}
            </Link>
          </div>
          <div className="top-bar-end">
            <div className="only-auth">
              <MemberNav />
            </div>
            <LanguageDropdown current={locale} label={tLanguage('label')} />
            <Link className="btn btn-outline-primary btn-sm only-guest text-nowrap" href="/login" prefetchOnIntent>
              {t('login')}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
