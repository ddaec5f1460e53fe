import { BACK_BUTTON_ROUTES, NO_ENTRY_WARNING_ROUTES } from '@/lib/config/constants';
import { ENTRY_WARNING_COUNTRIES } from '@/lib/config/countries';

/**
 * The spec's route names (§2) from a browser path, as the back-button and entry-warning rules use them.
 * Unknown paths give null.
 */
export function routeName(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const rules: [RegExp, string][] = [
    [/^\/$/, 'index'],
    [/^\/members$/, 'members'],
    [/^\/members\/[^/]+$/, 'members-id'],
    [/^\/likes$/, 'likes'],
    [/^\/likes\/m\/[^/]+$/, 'likes-m-id'],
    [/^\/likes\/[^/]+$/, 'likes-type'],
    [/^\/chats$/, 'chats'],
    [/^\/chats\/[^/]+$/, 'chats-id'],
    [/^\/credits$/, 'credits'],
    [/^\/credits\/repeat-order$/, 'credits-repeat-order'],
    [/^\/credits\/[^/]+(?:\/[^/]+)?$/, 'credits-id-paymentmethod'],
    [/^\/premium$/, 'premium'],
    [/^\/profile$/, 'profile'],
    [/^\/notifications$/, 'notifications'],
    [/^\/login$/, 'login'],
    [/^\/signup$/, 'signup'],
    [/^\/complete-signup$/, 'complete-signup'],
    [/^\/reset-password$/, 'reset-password'],
    [/^\/reset-password\/do$/, 'reset-password-do'],
    [/^\/pricing$/, 'pricing'],
    [/^\/complaints$/, 'complaints'],
  ];
  for (const [re, name] of rules) if (re.test(path)) return name;
  return null;
}

/** Spec §2: the back button shows only in installed-app mode, with history longer than 1, on these routes. */
export function showBackButton(input: { standalone: boolean; historyLength: number; route: string | null }): boolean {
  return (
    input.standalone &&
    input.historyLength > 1 &&
    (BACK_BUTTON_ROUTES as readonly (string | null)[]).includes(input.route)
  );
}

/**
 * Spec §4: every condition under which the site-entry warning stays hidden. The browser's own facts (installed app,
 * login hint, an earlier skip or close) are asked for last, and only where the site, the route and the country would
 * show the warning: two of them are local-storage reads, and a tab's first one waits on the browser process, in the
 * page's first moments, for a warning most visitors never get (issue 12).
 */
export function shouldShowEntryWarning(input: {
  enabled: boolean;
  country: string | null;
  route: string | null;
  standalone: () => boolean;
  loggedIn: () => boolean;
  skipped: () => boolean;
  closedBefore: () => boolean;
}): boolean {
  if (!input.enabled) return false;
  if ((NO_ENTRY_WARNING_ROUTES as readonly (string | null)[]).includes(input.route)) return false;
  if (!(ENTRY_WARNING_COUNTRIES as readonly (string | null)[]).includes(input.country)) return false;
  return !(input.standalone() || input.loggedIn() || input.skipped() || input.closedBefore());
}
