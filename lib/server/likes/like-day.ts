import { COUNTRY_TIME_ZONES, isCountry } from '@/lib/config/countries';
import { FALLBACK_TIME_ZONE } from '@/lib/utils/time';

/** The wall clock of a zone at an instant, read as if it were UTC (so the difference to the instant is the offset). */
function wallClockMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The instant a calendar day begins in a zone (twice corrected, so a change of offset that day is taken into account). */
function midnight(timeZone: string, year: number, month: number, day: number): number {
  const guess = Date.UTC(year, month, day);
  const first = guess - (wallClockMs(timeZone, guess) - guess);
  return guess - (wallClockMs(timeZone, first) - first);
}

/**
 * The day a daily like limit counts in (README "Decisions"): the calendar day of the site's own country's
 * time zone, the same for every member of the site (a member cannot move it by changing their profile's
 * country or their browser). `start` is its first instant, `end` the first instant of the next day.
 */
export function likeDay(siteCountry: string, at: number): { start: Date; end: Date } {
  const timeZone = isCountry(siteCountry) ? COUNTRY_TIME_ZONES[siteCountry] : FALLBACK_TIME_ZONE;
  const wall = new Date(wallClockMs(timeZone, at));
  const [y, m, d] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  return { start: new Date(midnight(timeZone, y, m, d)), end: new Date(midnight(timeZone, y, m, d + 1)) };
}
