/** Business constants of spec §9, named once. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const AUTH_COOKIE = 'auth_session';
/** The session cookie's name under HTTPS: `__Host-` makes browsers refuse it unless Secure, Path=/ and without Domain, so no sibling subdomain can set or overwrite it (reliability catalogue SESS-01). */
export const AUTH_COOKIE_HTTPS = '__Host-auth_session';
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Readable by the browser so that static pages can pick the logged-in navigation without a round trip. */
export const AUTH_HINT_COOKIE = 'auth_hint';
export const TRACKING_COOKIE = 'ts';
/** Readable flag so static pages can hide company info and payment icons for traffic-source visitors. */
export const TRACKING_FLAG_COOKIE = 'ts_flag';
export const TRACKING_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const COUNTRY_COOKIE = 'geo_country';
/** The browser's IANA time zone, written by the browser itself (components/shell/html-flags-keeper.tsx) for member pages to format times in. */
export const TIME_ZONE_COOKIE = 'tz';
export const TIME_ZONE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const TRACKING_PARAMS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_PUSH_MS = 300_000;
export const FIRST_POLL_DELAY_MS = 5_000;
export const REQUEST_RETRIES = 5;
export const UNREAD_BADGE_CAP = 99;
/** A member's last activity is written at most this often (one conditional UPDATE per member and minute). */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
/** "Online": active within this window (search's "online now", profiles, the activity order). */
export const ONLINE_WINDOW_MS = 10 * 60_000;
export const CREDITS_BADGE_THRESHOLD = 10;
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
/** Largest photo upload; the proxy buffers 1 MB more (next.config.ts) so an oversize body is seen as one, not as a cut-off image. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Largest decoded photo (width × height): bigger headers are refused before decoding (pixel floods, decompression bombs). */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const SWIPE_LIKES_PER_DAY = 4;
export const REACTIVATION_DAYS = 14;
export const TIME_BONUS_SECONDS = 14_400;
export const TIME_BONUS_PERCENT = 25;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
export const GEOLOCATION_CACHE_MS = 60 * 60 * 1000;
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';
export const PUSH_WORKER_VERSION = 2;
export const MINIMUM_AGE = 18;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5_000, hideDelayMs: 500 } as const;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

/** Routes on which the installed-app back button may show (spec §2). */
export const BACK_BUTTON_ROUTES = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
] as const;
/** Routes without the site-entry warning (spec §2). */
export const NO_ENTRY_WARNING_ROUTES = ['complete-signup', 'reset-password', 'reset-password-do'] as const;

export const NICHES = [1, 2, 3, 4, 5, 6, 7] as const;
export type Niche = (typeof NICHES)[number];
/** Landing-slug prefix per niche (spec §2). */
export const NICHE_SLUG_PREFIX: Record<Niche, string> = {
  1: '',
  2: 'she-',
  3: 'bdsm-',
  4: 'bbw-',
  5: 'gilf-',
  6: 'milf-',
  7: 'gay-',
};

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'other'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
/** A site's signups column as a SignupMode; anything unknown counts as closed ('other'). */
export function toSignupMode(value: string): SignupMode {
  return (SIGNUP_MODES as readonly string[]).includes(value) ? (value as SignupMode) : 'other';
}
export const SEARCH_VISIBILITY = ['none', 'limited', 'full'] as const;
export type SearchVisibility = (typeof SEARCH_VISIBILITY)[number];

/** Where a member whose account was suspended or banned is sent: the ban policy, opened at its notice for them. */
export const BANNED_PAGE = '/ban#account-banned';

/**
 * The operator console's session cookie (issue 15): a name and paths of its own, so it never travels with member
 * pages or member API calls and the member cookie never opens the console. Set twice, once per path: the
 * console's pages (/ops) and its API (/api/ops). Under HTTPS `__Secure-` (a `__Host-` cookie must have Path=/).
 */
export const OPS_COOKIE = 'ops_session';
export const OPS_COOKIE_HTTPS = '__Secure-ops_session';
export const OPS_COOKIE_PATHS = ['/ops', '/api/ops'] as const;
/** An operator's session lasts a working day; logging in again is cheap, a stolen console cookie is not. */
export const OPS_COOKIE_MAX_AGE_S = 12 * 60 * 60;
