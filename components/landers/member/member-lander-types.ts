import type { MemberLanderData } from '@/lib/schemas/landers';
import type { MemberLanderDesign } from '@/lib/utils/landing-slug';
import type { LanderContext } from '../lander-types';

/** A campaign lander's context plus what a page about one member needs. */
export type MemberLanderContext = LanderContext & {
  design: MemberLanderDesign;
  /** The page's landing slug (landing2, landing3), kept on links to similar members. */
  slug: string | null;
  /** Settings fictional_singular and fictional_plural in the page's language (the site's own text where it has one). */
  fictionalSingular: string;
  fictionalPlural: string;
};

export type MemberLanderProps = { ctx: MemberLanderContext; data: MemberLanderData };
