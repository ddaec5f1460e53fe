import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRACKING_PARAMS, type TrackingParam } from '@/lib/config/constants';

export type TrackingRecord = Partial<Record<TrackingParam, string>> & { network: string };

const MAX_LENGTH: Record<TrackingParam, number> = { network: 64, ref: 128, sub1: 128, sub2: 128, sub3: 128 };
// Affiliate networks send ids, click ids and short labels; nothing else is kept.
const DISALLOWED = /[^A-Za-z0-9._~:@+\-=/ ]/g;

/** Strips curly braces (unfilled `{macro}` placeholders), control characters and anything outside a safe set, then caps the length. */
export function cleanTrackingValue(raw: string, param: TrackingParam): string {
  return raw
    .replace(/[{}]/g, '')
    .replace(DISALLOWED, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH[param])
    .trim();
}

export type TrackingExtraction = {
  /** The record to store, when a usable `network` value arrived. */
  record: TrackingRecord | null;
  /** True when any tracking parameter was present, so the URL must be cleaned. */
  present: boolean;
  /** The same search string without the tracking parameters, other parameters kept in order. */
  cleanedSearch: string;
};

export function extractTracking(search: URLSearchParams): TrackingExtraction {
  const kept = new URLSearchParams();
  const found: Partial<Record<TrackingParam, string>> = {};
  let present = false;
  for (const [key, value] of search) {
    const param = TRACKING_PARAMS.find((p) => p === key.toLowerCase());
    if (!param) {
      kept.append(key, value);
      continue;
    }
    present = true;
    if (found[param] !== undefined) continue;
    const clean = cleanTrackingValue(value, param);
    if (clean) found[param] = clean;
  }
  const qs = kept.toString();
  const record = found.network ? ({ ...found, network: found.network } as TrackingRecord) : null;
  return { record, present, cleanedSearch: qs ? `?${qs}` : '' };
}

function sign(payload: string, key: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function sealTracking(record: TrackingRecord, key: string): string {
  const payload = Buffer.from(JSON.stringify(record), 'utf8').toString('base64url');
  return `${payload}.${sign(payload, key)}`;
}

/** Returns the record when the cookie is intact and well formed; tampered values are ignored. */
export function unsealTracking(cookie: string | undefined, key: string): TrackingRecord | null {
  if (!cookie || cookie.length > 2048) return null;
  const dot = cookie.indexOf('.');
  if (dot <= 0) return null;
  const payload = cookie.slice(0, dot);
  const mac = Buffer.from(cookie.slice(dot + 1));
  const expected = Buffer.from(sign(payload, key));
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!data || typeof data !== 'object') return null;
    const out: Partial<Record<TrackingParam, string>> = {};
    for (const param of TRACKING_PARAMS) {
      const value = (data as Record<string, unknown>)[param];
      if (typeof value === 'string') {
        const clean = cleanTrackingValue(value, param);
        if (clean) out[param] = clean;
      }
    }
    return out.network ? ({ ...out, network: out.network } as TrackingRecord) : null;
  } catch {
    return null;
  }
}
