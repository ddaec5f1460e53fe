import { routeName } from '@/lib/utils/route-names';

/** Spec §4: the members-area pages, where the time-bonus popup may open. */
export const MEMBERS_AREA = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'] as const;

/** Where the time-bonus banner and the credit alert show: the members area, the likes lists and the purchase pages. */
const STRIP_ROUTES: readonly string[] = [...MEMBERS_AREA, 'likes-type', 'credits', 'credits-id-paymentmethod'];

export function inMembersArea(pathname: string): boolean {
  return (MEMBERS_AREA as readonly (string | null)[]).includes(routeName(pathname));
}

/** An open conversation, the signup's steps and the settings pages keep their room: no money strip there. */
export function showsMoneyStrip(pathname: string): boolean {
  return STRIP_ROUTES.includes(routeName(pathname) ?? '');
}

/** Spec §4: the popup opens only for a member with no credits, the bonus visible and the popup not dismissed before. */
export function wantsTimeBonusPopup(input: { credits: number; bonusVisible: boolean; dismissed: boolean }): boolean {
  return input.credits <= 0 && input.bonusVisible && !input.dismissed;
}

/** Spec §4: 40 s after entering the members area. */
export const TIME_BONUS_POPUP_DELAY_MS = 40_000;
