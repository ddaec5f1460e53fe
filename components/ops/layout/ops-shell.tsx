import Link from 'next/link';
import type { ReactNode } from 'react';
import { LogoutButton } from './logout-button';
import { OpsNav, type OpsNavLink } from './ops-nav';
import styles from './ops-shell.module.scss';

export type OpsShellOperator = { name: string; email: string; role: string };

const ROLE_LABEL: Record<string, string> = { admin: 'Admin', moderator: 'Moderator', chat: 'Chat operator' };

/**
 * The console's frame (issue 15): English, its own look, a skip link, the navigation of the operator's areas,
 * who is logged in and a logout button. Without an operator (the login page) only the bar's title shows.
 */
export function OpsShell({
  operator,
  nav,
  siteName,
  children,
}: {
  operator: OpsShellOperator | null;
  nav: readonly OpsNavLink[];
  siteName: string;
  children: ReactNode;
}) {
  const footer = operator ? (
    <div className={`${styles.who} pt-3 px-2 small`}>
      <p className="mb-1 fw-semibold text-white text-break">{operator.name}</p>
      <p className="mb-2">
        <span className="badge text-bg-light">{ROLE_LABEL[operator.role] ?? operator.role}</span>
        <span className="ms-2">on {siteName}</span>
      </p>
      <div className="d-flex gap-2 flex-wrap">
        <Link href="/ops/account" className="btn btn-outline-light btn-sm">
          Account
        </Link>
        <LogoutButton />
      </div>
    </div>
  ) : null;
  return (
    <div lang="en" className={`${styles.shell} d-flex flex-column flex-lg-row`}>
      <a href="#ops-main" className={`visually-hidden-focusable btn btn-light ${styles.skip}`}>
        Skip to content
      </a>
      <header className={styles.bar}>
        <OpsNav items={operator ? nav : []} footer={footer} />
      </header>
      <main id="ops-main" tabIndex={-1} className={`${styles.main} flex-grow-1 p-3 p-lg-4`}>
        {children}
      </main>
    </div>
  );
}
