/** A calendar date: year, month 1–12, day 1–31. */
export type CalendarDate = { y: number; m: number; d: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/**
 * The one age rule (a member card, a chat header, the signup check and the generated avatar all use it):
 * full years between a birth date and `day` (UTC calendar days); someone born on 29 February turns a year
 * older on 1 March in a year without one. A birth date as text that is no real date has no age (null).
 */
export function ageOn(birth: CalendarDate, day: Date): number;
export function ageOn(birth: CalendarDate | string | null, day: Date): number | null;
export function ageOn(birth: CalendarDate | string | null, day: Date): number | null {
  const date = typeof birth === 'string' ? parseIsoDate(birth) : birth;
  if (!date) return null;
  const m = day.getUTCMonth() + 1;
  const d = day.getUTCDate();
  return day.getUTCFullYear() - date.y - (m < date.m || (m === date.m && d < date.d) ? 1 : 0);
}
