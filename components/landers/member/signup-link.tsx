import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * A way in: a plain link to /signup (so it works without JavaScript and the traffic-source cookie
 * travels with it) that the layout's signup launcher opens in place, titled for this member.
 */
export function SignupLink({ title, className, label, children }: { title: string; className?: string; label?: string; children: ReactNode }) {
  return (
    <Link href="/signup" prefetch={false} className={className} aria-label={label} data-signup-title={title}>
      {children}
    </Link>
  );
}
