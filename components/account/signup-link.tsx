import Link from 'next/link';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  /** The modal's title for this way in (a member's name on a member lander); the site's default without it. */
  title?: string;
};

/**
 * A way in: a plain link to /signup (so it works without JavaScript and the traffic-source cookie travels
 * with it) that the signup launcher of the default and lander layouts opens in place. Never prefetched: there a click opens
 * the modal and never navigates, so a prefetch of /signup (on a lander, the whole default layout's client code)
 * would be work for nothing.
 */
export function SignupLink({ title, ...props }: Props) {
  return <Link {...props} href="/signup" prefetch={false} data-signup-title={title} />;
}
