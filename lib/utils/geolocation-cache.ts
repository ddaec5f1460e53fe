import { GEOLOCATION_CACHE_MS } from '@/lib/config/constants';

/** A position the browser gave, rounded like the server stores it, with when it was taken. */
export type CachedFix = { lat: number; lon: number; at: number };

export const GEOLOCATION_CACHE_KEY = 'geolocation-fix';

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function makeFix(lat: number, lon: number, at: number): CachedFix {
  return { lat: round2(lat), lon: round2(lon), at };
}

/** The stored fix if it is well-formed and younger than the one-hour geolocation cache (spec §9), else null. */
export function freshFix(raw: string | null, now: number): CachedFix | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const fix = value as Partial<CachedFix> | null;
  if (!fix || typeof fix.lat !== 'number' || typeof fix.lon !== 'number' || typeof fix.at !== 'number') return null;
  if (Math.abs(fix.lat) > 90 || Math.abs(fix.lon) > 180) return null;
  // A timestamp from the future (a changed clock) is not trusted either.
  if (fix.at > now || now - fix.at >= GEOLOCATION_CACHE_MS) return null;
  return { lat: fix.lat, lon: fix.lon, at: fix.at };
}
