import { LANDER_DESIGNS, MEMBER_LANDER_DESIGNS } from './landing-slug';

/**
 * The landers the dashboard counts visits of: the campaign designs by name (`gallery`) and the member
 * landers as `member-landing`, `member-landing2`, `member-landing3`.
 */
export const COUNTED_LANDERS = [
  ...LANDER_DESIGNS,
  ...MEMBER_LANDER_DESIGNS.map((d) => `member-${d}` as const),
] as const;
export type CountedLander = (typeof COUNTED_LANDERS)[number];

const CAMPAIGN = /^\/landers\/([^/]+)/;
const MEMBER = /^\/members\/[^/]+\/(landing[23]?)(?:\/|$)/;

/** Which lander a visible path shows (`/landers/gallery/she-nl` → `gallery`), or null for any other page. */
export function landerFromPath(pathname: string): CountedLander | null {
  const member = MEMBER.exec(pathname)?.[1];
  const name = CAMPAIGN.exec(pathname)?.[1] ?? (member ? `member-${member}` : null);
  return name !== null && (COUNTED_LANDERS as readonly string[]).includes(name) ? (name as CountedLander) : null;
}
