'use client';
import { useFormatter } from 'next-intl';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { dateTimeFormat, type TimeSettings } from '@/lib/utils/time';

const TimeContext = createContext<TimeSettings | null>(null);

/**
 * Every time a member sees is formatted with these settings, decided once on the server (lib/utils/time.ts):
 * the server's render and the browser's hydration then produce the same text. Layouts give the site's
 * settings; member pages nest the member's own (their zone and country, and the server's clock).
 */
export function TimeProvider({ settings, children }: { settings: TimeSettings; children: ReactNode }) {
  return <TimeContext value={settings}>{children}</TimeContext>;
}

function useTimeSettings(): TimeSettings {
  const settings = useContext(TimeContext);
  if (!settings) throw new Error('useTimeSettings outside a TimeProvider');
  return settings;
}

/** Formats dates and times in the member's zone and regional format. `options` must be a module constant. */
export function useDateFormat(options: Intl.DateTimeFormatOptions): (date: Date | string) => string {
  const { timeZone, formatLocale } = useTimeSettings();
  const format = useMemo(() => dateTimeFormat({ timeZone, formatLocale }, options), [timeZone, formatLocale, options]);
  return useCallback((date: Date | string) => format.format(new Date(date)), [format]);
}

// One clock for every relative time on the page, ticking while anything shows one.
const TICK_MS = 15_000;
let current = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  current = Math.floor(Date.now() / 1000) * 1000;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // The clock may have stood still since the last relative time left the page: it starts from now.
    current = Math.floor(Date.now() / 1000) * 1000;
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function browserNow(): number {
  if (current === 0 || !timer) current = Math.floor(Date.now() / 1000) * 1000;
  return current;
}

/**
 * "5 minutes ago" (`style: 'short'`: "5 min. ago"): hydration uses the server's clock at rendering (so the
 * text matches what the server sent, React error #418 otherwise), then the browser's, every 15 seconds.
 * A time ahead of the clock (the two clocks differ a little) reads as "now", never "in 3 seconds".
 */
export function useRelativeTime(): (date: Date | string, style?: Intl.RelativeTimeFormatStyle) => string {
  const { now: serverNow } = useTimeSettings();
  const now = useSyncExternalStore(subscribe, browserNow, () => serverNow ?? browserNow());
  const format = useFormatter();
  return useCallback(
    (date: Date | string, style: Intl.RelativeTimeFormatStyle = 'long') => {
      const at = new Date(date);
      return format.relativeTime(at, { now: new Date(Math.max(now, at.getTime())), style });
    },
    [format, now],
  );
}
