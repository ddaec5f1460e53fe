import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import type { TimeSettings } from '@/lib/utils/time';
import { ShellChrome } from './shell-chrome';
import { TimeProvider } from './time-provider';

// Only what client components translate travels to the browser; pages render the rest on the server.
const SHELL_NAMESPACES: readonly (keyof Messages)[] = [
  'Common',
  'Nav',
  'LanguageSwitcher',
  'Errors',
  'Shell',
  'WarningStrip',
  // The match modal opens on any member page (a match from the likes poll, `?t=`).
  'Match',
  // The push alert, after a meaningful action on any member page.
  'Push',
];

/**
 * The client shell of the default and chat layouts: messages for client components, the member layouts'
 * client state (`providers`: AppProviders, Redux and SWR), the loading bar, the chunk-reload guard, the
 * page-hidden beacon and scroll handling, and the site's time settings (member pages nest the member's own).
 * Public pages carry no Redux or SWR: nothing of theirs uses it, and a logged-in member's islands on them bring
 * their own (withAppProviders). The member layouts import AppProviders themselves, so that no public page's
 * module graph holds it: a client component imported anywhere in a route's server modules is in its first load.
 */
export async function MemberShell({
  children,
  time,
  namespaces = [],
  providers: Providers,
}: {
  children: ReactNode;
  time: TimeSettings;
  namespaces?: readonly (keyof Messages)[];
  providers?: ComponentType<{ children: ReactNode }>;
}) {
  const all = await getMessages();
  const wanted = new Set([...SHELL_NAMESPACES, ...namespaces]);
  const messages = Object.fromEntries(Object.entries(all).filter(([k]) => wanted.has(k as keyof Messages)));
  const shell = (
    <TimeProvider settings={time}>
      <ShellChrome />
      {children}
    </TimeProvider>
  );
  return (
    // next-intl's own formatters agree with the time settings (what members see goes through TimeProvider).
    <NextIntlClientProvider messages={messages} timeZone={time.timeZone}>
      {Providers ? <Providers>{shell}</Providers> : shell}
    </NextIntlClientProvider>
  );
}
