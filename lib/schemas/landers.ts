import type { Country } from '@/lib/config/countries';
import type { Interest } from './settings';
import type { ShowcaseMember } from './members';

/** A showcase member with the name of their region, as landers show them. */
export type LanderMember = ShowcaseMember & { place: string | null };

/** A member's public status line and about text, as the social-network lander shows them. */
export type LanderPost = LanderMember & { tagline: string; about: string };

/** A region on the map lander, positioned in percent of the map's width and height. */
export type MapRegion = { code: string; name: string; x: number; y: number };

export type LanderMap = { country: Country; regions: MapRegion[]; aspect: number };

/** Everything a lander page renders, loaded once per site × slug (the page is cached). */
export type LanderData = {
  members: LanderMember[];
  posts: LanderPost[];
  interests: Interest[];
  map: LanderMap | null;
};
