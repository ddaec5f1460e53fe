import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * Member pages (spec §2): the pages of the default layout only for members ((account)) and the chat ((chat)).
 * The policy is said here once: rendered per request (they read the session cookie, so they are never a
 * cached page of the site and never served to anyone else), and never indexed. Who may see them is
 * decided below: (account) lets only members in (requireViewer in its layout, before anything streams),
 * the chat pages decide per page (a visitor sees who is waiting at /members/{id}/chat).
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function MemberLayout({ children }: { children: ReactNode }) {
  return children;
}
