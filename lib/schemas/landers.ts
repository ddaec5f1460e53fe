import type { Country } from '@/lib/config/countries';
import type { Interest } from './settings';
import type { PhotoUrls, ShowcaseMember } from './members';

/** A showcase member with the name of their region, as landers show them. */
export type LanderMember = ShowcaseMember & { place: string | null };

/** A member's public status line and about text, as the social-network lander shows them. */
export type LanderPost = LanderMember & { tagline: string; about: string };

/** A region on the map lander, positioned in percent of the map's width and height. */
export type MapRegion = { code: string; name: string; x: number; y: number };

/** A country's map: its regions, the width / height ratio of its frame and its land as an SVG path (0–100 frame). */
export type LanderMap = { country: Country; regions: MapRegion[]; aspect: number; outline: string };

/** Everything a lander page renders, loaded once per site × slug (the page is cached). */
export type LanderData = {
  members: LanderMember[];
  posts: LanderPost[];
  interests: Interest[];
  map: LanderMap | null;
};

/** The one member a member lander is built around: public profile texts, interests and free photos only. */
export type MemberLanderProfile = LanderMember & {
  tagline: string;
  about: string;
  interests: Interest[];
  /** Free, active photos, the main one first; never private ones. */
  photos: PhotoUrls[];
};

export type MemberLanderData = { member: MemberLanderProfile; similar: LanderMember[] };
