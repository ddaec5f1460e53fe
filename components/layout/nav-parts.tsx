'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink as Link } from '@/components/ui/app-link';
import { destinationPath } from '@/lib/utils/member-destinations';
import { useLogout } from './use-member-nav';

export type Badge = { text: string | null; label: string; variant?: 'primary' | 'warning' | 'danger' };

/** The badge as seen: its short text ("99+"), hidden from screen readers, which hear BadgeWords instead. */
export function BadgeMark({ badge }: { badge: Badge }) {
  if (!badge.text) return null;
  return (
    <span className={`badge rounded-pill text-bg-${badge.variant ?? 'primary'} nav-badge`} aria-hidden="true">
      {badge.text}
    </span>
  );
}

/** The badge as heard, after the link's name: ", 3 unread messages". */
export function BadgeWords({ badge }: { badge: Badge }) {
  if (!badge.text) return null;
  return <span className="visually-hidden">, {badge.label}</span>;
}

/** A count badge after a link's text: seen as the short text, heard as the full sentence. */
export function NavBadge({ badge }: { badge: Badge }) {
  return (
    <>
      <BadgeMark badge={badge} />
      <BadgeWords badge={badge} />
    </>
  );
}

/**
 * The account menu (my profile, settings, log out) as a disclosure: a <details> works by keyboard and screen
 * reader without script; it closes on Escape, on a click elsewhere and after following one of its links.
 */
export function AccountMenu({
  summary,
  className,
  listClassName,
  pathname,
}: {
  summary: ReactNode;
  className?: string;
  listClassName: string;
  pathname: string;
}) {
  const t = useTranslations('Nav');
  const tc = useTranslations('Common');
  const logout = useLogout();
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        menu.open = false;
        menu.querySelector('summary')?.focus();
      } else if (!menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  const notifications = destinationPath('notifications');
  return (
    <details ref={ref} className={className}>
      {summary}
      <ul className={listClassName}>
        <li>
          <Link className="dropdown-item" href={destinationPath('profile') ?? '/profile'}>
            {t('myProfile')}
          </Link>
        </li>
        {notifications ? (
          <li>
            <Link className="dropdown-item" href={notifications}>
              {t('settings')}
            </Link>
          </li>
        ) : null}
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
  );
}
