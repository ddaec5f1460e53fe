/**
 * The gifts a member can send in a chat (issue 16 §2), each for the site's gift_credits. The icon is a drawing
 * of the project's own at public/gifts/<id>.svg; the name is translated under Gifts.names.<id>.
 */
export const GIFT_IDS = [
  'rose',
  'heart',
  'chocolate',
  'teddy',
  'champagne',
  'ring',
  'star',
  'coffee',
  'cake',
  'sun',
  'kiss',
  'diamond',
] as const;
export type GiftId = (typeof GIFT_IDS)[number];

export function isGiftId(id: string): id is GiftId {
  return (GIFT_IDS as readonly string[]).includes(id);
}

/** The gift's icon, served as a static file (no tracking, no outside host). */
export function giftIcon(id: GiftId): string {
  return `/gifts/${id}.svg`;
}
