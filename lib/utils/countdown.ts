/** Hours, minutes and seconds left until `endsAt`, never negative; a part second counts as a whole one left. */
export function countdownParts(endsAt: number, at: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil((endsAt - at) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const twoDigits = new Map<string, Intl.NumberFormat>();

/**
 * The spec's hh:mm:ss countdown (§4) in the locale's digits: each part two digits wide, without grouping. The
 * colon stays, as clocks write it in every language the product speaks.
 */
export function formatCountdown(endsAt: number, at: number, locale: string): string {
  let format = twoDigits.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
    twoDigits.set(locale, format);
  }
  const { hours, minutes, seconds } = countdownParts(endsAt, at);
  return [hours, minutes, seconds].map((n) => format.format(n)).join(':');
}

/** The time left in whole minutes (rounded up), for the words a screen reader hears instead of every second. */
export function minutesLeft(endsAt: number, at: number): number {
  return Math.max(0, Math.ceil((endsAt - at) / 60_000));
}
