import 'server-only';
import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { blocks, conversationMembers, personas, profiles, users } from '@/lib/db/schema';
import type { Niche } from '@/lib/config/constants';
import { nicheCondition } from './niche-filter';

/** The site that shows members: its niche decides whom (a parsed Site or the proxy's site route). */
export type ShownOn = { niche: Niche };

/** Niche 1 shows every member: "shown on some site", as cached public pages of any site may show them. */
export const EVERY_SITE: ShownOn = { niche: 1 };

/**
 * The part of the rule that is the member's own account: active (so confirmed, not disabled, banned or
 * deleted), visible, with an active profile, and a member (never staff). Queries join users and profiles.
 */
export function shownAccount(): SQL {
  return and(
    eq(users.status, 'active'),
    eq(users.invisible, false),
    eq(profiles.status, 'active'),
    inArray(users.role, ['member', 'demo']),
  ) as SQL;
}

/** Neither the viewer nor the member blocked the other. */
export function noBlockBetween(viewerId: string): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}) or (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}))`;
}

/**
 * Who a site shows, the one rule of every list (index, landers, member landers, signup matches) and of
 * every action on a member that has no conversation with them yet (the chat page, the first message, a
 * block, the photos): an account shownAccount() accepts, with a main photo, of the site's niche; where a
 * viewer is known, never the viewer and nobody either of them blocked. Members are shared across the
 * sites, so the member's own site does not matter: whatever a site lists, its members can write to.
 */
export function shownMember(site: ShownOn, viewerId?: string | null): SQL {
  return and(
    shownAccount(),
    isNotNull(profiles.mainPhotoId),
    nicheCondition(site.niche),
    // A paused persona's profiles leave every list (issue 15 §3); their conversations stay (shownPartner).
    sql`(${users.personaId} is null or exists (select 1 from ${personas} where ${personas.id} = ${users.personaId} and ${personas.status} = 'active'))`,
    viewerId ? ne(users.id, viewerId) : undefined,
    viewerId ? noBlockBetween(viewerId) : undefined,
  ) as SQL;
}

/**
 * A member the viewer has met, as the chat list and the list of blocked members show them (with their
 * photo): a chat partner or a member the viewer blocked, whatever the niche of the viewer's site (a
 * conversation may join members of two sites), as long as the account is shown and the member did not
 * block the viewer (to whom they then look like one who left).
 */
export function shownPartner(viewerId: string): SQL {
  return and(
    shownAccount(),
    isNotNull(profiles.mainPhotoId),
    sql`(exists (select 1 from ${conversationMembers} where ${conversationMembers.userId} = ${viewerId} and ${conversationMembers.otherUserId} = ${users.id})
      or exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}))`,
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId})`,
  ) as SQL;
}
