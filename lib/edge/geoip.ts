import { readFileSync } from 'node:fs';
import { Reader, type CountryResponse } from 'maxmind';
import { isCountry, type Country } from '@/lib/config/countries';
import { errorFields } from '@/lib/utils/error-fields';

let reader: Reader<CountryResponse> | null | undefined;

/** Opens the MaxMind-format file once; a missing or broken file disables the lookup with one log line. */
function mmdb(file: string | undefined): Reader<CountryResponse> | null {
  if (reader !== undefined) return reader;
  if (!file) return (reader = null);
  try {
    reader = new Reader<CountryResponse>(readFileSync(file));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'geoip database unreadable', file, ...errorFields(error) }));
    reader = null;
  }
  return reader;
}

export function resetGeoipReader(): void {
  reader = undefined;
}

export type CountryInputs = {
  /** The value of the configured trusted header (a CDN's country header), if any. */
  trustedHeader?: string | null;
  /** `?country=`; honoured only when overrides are allowed (development and tests). */
  override?: string | null;
  overrideAllowed: boolean;
  clientIp?: string | null;
  geoipFile?: string;
  siteDefault: Country;
};

export type CountryResolution = { detected: string | null; country: Country };

/**
 * The visitor's country: dev override → trusted header → MaxMind file → the site's default.
 * `detected` is what the sources said (any ISO code); `country` is one the product serves.
 */
export function resolveCountry(inputs: CountryInputs): CountryResolution {
  const candidates: (string | null | undefined)[] = [];
  if (inputs.overrideAllowed) candidates.push(inputs.override);
  candidates.push(inputs.trustedHeader);
  let detected: string | null = null;
  for (const c of candidates) {
    const code = c?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) {
      detected = code;
      break;
    }
  }
  if (!detected && inputs.clientIp) {
    try {
      detected = mmdb(inputs.geoipFile)?.get(inputs.clientIp)?.country?.iso_code?.toUpperCase() ?? null;
    } catch {
      detected = null;
    }
  }
  return { detected, country: isCountry(detected) ? detected : inputs.siteDefault };
}
