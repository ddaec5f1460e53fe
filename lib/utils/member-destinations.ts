/**
 * The places the navigation and the pages send a member to, and whether each page is built yet.
 * Nothing links to a destination before its page exists, so no member meets a 404 and no link
 * prefetches one; the issue that builds a page switches it on here (README, decisions).
 */
const DESTINATIONS = {
  members: { path: '/members', built: true },
  likes: { path: '/likes', built: true },
  swipeGame: { path: '/swipe-game', built: true },
  matchFinder: { path: '/match-finder', built: true },
  credits: { path: '/credits', built: true },
  premium: { path: '/premium', built: true },
  chats: { path: '/chats', built: true },
  profile: { path: '/profile', built: true },
  notifications: { path: '/notifications', built: true },
  suggestions: { path: '/signup-matches', built: true },
} satisfies Record<string, { path: string; built: boolean }>;

export type MemberDestination = keyof typeof DESTINATIONS;

/** The path of a destination whose page exists, else null (then nothing links to it). */
export function destinationPath(destination: MemberDestination): string | null {
  const { path, built } = DESTINATIONS[destination];
  return built ? path : null;
}

/** Every destination whose page is not built yet (for tests and the README). */
export function unbuiltPaths(): string[] {
  return Object.values(DESTINATIONS).flatMap((d) => (d.built ? [] : [d.path]));
}

/** "Find members": the member search once it exists, until then the members suggested to this member. */
export function findMembersPath(): string {
  return destinationPath('members') ?? DESTINATIONS.suggestions.path;
}

/**
 * Where "get premium" and the credits balance lead: their own pages (issue 14); the public price list
 * remains the fallback should either page be switched off again.
 */
export function buyPath(kind: 'premium' | 'credits'): string {
  return destinationPath(kind) ?? '/pricing';
}
