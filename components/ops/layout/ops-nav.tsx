'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import styles from './ops-shell.module.scss';

/** A link of the navigation; `badge` is a count waiting there (open alerts), shown when above zero. */
export type OpsNavLink = { href: string; label: string; badge?: number };

/**
 * The console's navigation: always open from lg up; below, behind a menu button (aria-expanded). The current
 * area is marked with aria-current. `footer` (who is logged in, logout) sits under the links.
 */
export function OpsNav({ items, footer }: { items: readonly OpsNavLink[]; footer: ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const current = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <>
      <div className="d-flex align-items-center justify-content-between px-3 py-2 py-lg-3">
        <Link href="/ops" className={`${styles.brand} text-decoration-none`}>
          Operator console
        </Link>
        {items.length > 0 ? (
          <button
            type="button"
            className={`btn btn-sm d-lg-none ${styles.toggle}`}
            aria-expanded={open}
            aria-controls="ops-nav-panel"
            onClick={() => setOpen((o) => !o)}
          >
            Menu
          </button>
        ) : null}
      </div>
      <div id="ops-nav-panel" className={`${open ? 'd-block' : 'd-none'} d-lg-block px-2 pb-3`}>
        <nav aria-label="Console">
          <ul className="list-unstyled mb-3">
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.link}
                  aria-current={current(item.href) ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                  {item.badge ? (
                    <span className="badge rounded-pill text-bg-warning ms-2">
                      {item.badge}
                      <span className="visually-hidden"> open</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {footer}
      </div>
    </>
  );
}
