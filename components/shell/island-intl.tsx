'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/config/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { TimeSettings } from '@/lib/utils/time';

/**
 * What a logged-in member's islands need on a public page, where the layout carries no translation runtime
 * (issue 12): the page's language, the messages they translate and the site's time settings, as plain data. The
 * islands (loaded only where the login hint is set) build their translation provider from it (withAppProviders).
 */
export type IslandIntl = { locale: Locale; messages: Partial<Messages>; time: TimeSettings };

const Context = createContext<IslandIntl | null>(null);

export function IslandIntlProvider({ value, children }: { value: IslandIntl; children: ReactNode }) {
  return <Context value={value}>{children}</Context>;
}

/** The public layout's island data; null inside the member layouts, which have their own providers. */
export function useIslandIntl(): IslandIntl | null {
  return useContext(Context);
}
