import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { TimeSettings } from '@/lib/utils/time';
import { IslandIntlProvider } from '@/components/shell/island-intl';
import { ShellChrome } from '@/components/shell/shell-chrome';
import { ErrorTextsProvider } from '../_boundaries/error-texts-provider';
import { errorTexts } from '../_boundaries/error-texts';

// What a logged-in member's islands (top links, tab bar, member warnings, money strip, match modal) translate on a
// public page: the namespaces the member layouts' shell sends for the same islands.
const ISLAND_NAMESPACES: readonly (keyof Messages)[] = [
  'Common',
  'Nav',
  'Errors',
  'Shell',
  'WarningStrip',
  'Match',
  'EnrichAlert',
  'Money',
];

/**
 * The client shell of the public pages ((default) layout), the counterpart of MemberShell without the translation
 * runtime (issue 12): the frame's client parts get their texts as props from server components, the error page
 * its texts from ErrorTextsProvider (as on the landers), and a logged-in member's islands, loaded only where the
 * login hint is set, build their translation provider from IslandIntlProvider's plain data. So a visitor's page
 * downloads and runs no next-intl code (a public form brings its own provider: AccountMessages).
 */
export async function PublicShell({
  children,
  locale,
  time,
}: {
  children: ReactNode;
  locale: Locale;
  time: TimeSettings;
}) {
  const [errors, all] = await Promise.all([errorTexts(), getMessages()]);
  const messages = Object.fromEntries(
    Object.entries(all).filter(([k]) => ISLAND_NAMESPACES.includes(k as keyof Messages)),
  ) as Partial<Messages>;
  return (
    <IslandIntlProvider value={{ locale, messages, time }}>
      <ShellChrome />
      <ErrorTextsProvider texts={errors}>{children}</ErrorTextsProvider>
    </IslandIntlProvider>
  );
}
