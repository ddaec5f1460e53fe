'use client';
import { useEffect } from 'react';
import { geocodePosition } from '@/lib/api-client/profile';
import { GEOLOCATION_CACHE_MS } from '@/lib/config/constants';
import type { GeocodeResult } from '@/lib/schemas/profile';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import {
  locateStarted,
  permissionChanged,
  positionFailed,
  positionFound,
  saveFinished,
  selectCanLocate,
  selectGeolocation,
  type GeoPermission,
} from '@/lib/store/slices/geolocation-slice';
import { freshFix, GEOLOCATION_CACHE_KEY, makeFix, type CachedFix } from '@/lib/utils/geolocation-cache';

function readFix(): CachedFix | null {
  try {
    return freshFix(window.localStorage.getItem(GEOLOCATION_CACHE_KEY), Date.now());
  } catch {
    return null;
  }
}

function writeFix(fix: CachedFix): void {
  try {
    window.localStorage.setItem(GEOLOCATION_CACHE_KEY, JSON.stringify(fix));
  } catch {
    // Private mode or a full store: the browser's own maximumAge cache still applies.
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 20_000,
      maximumAge: GEOLOCATION_CACHE_MS,
    }),
  );
}

function failureOf(error: unknown): 'denied' | 'unavailable' | 'timeout' {
  const code = (error as { code?: number } | null)?.code;
  return code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable';
}

/**
 * The browser geolocation flow (spec §4): follows the permission (unsupported, unknown, granted,
 * prompt, denied), asks for the position, and stores the nearest region through /api/geocode. A
 * position is reused for an hour (spec §9) while the permission stays granted.
 */
export function useGeolocation(onStored: (result: GeocodeResult) => void) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectGeolocation);
  const canLocate = useAppSelector(selectCanLocate);

  useEffect(() => {
    if (!('geolocation' in navigator)) {
      dispatch(permissionChanged('unsupported'));
      return;
    }
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const follow = () => {
      if (status) dispatch(permissionChanged(status.state as GeoPermission));
    };
    // Without the Permissions API the state stays `unknown` until the browser answers a request.
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((s) => {
        if (cancelled) return;
        status = s;
        follow();
        s.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      status?.removeEventListener('change', follow);
    };
  }, [dispatch]);

  const locate = async () => {
    if (!canLocate) return;
    dispatch(locateStarted());
    let fix = state.permission === 'granted' ? readFix() : null;
    if (!fix) {
      try {
        const position = await currentPosition();
        fix = makeFix(position.coords.latitude, position.coords.longitude, Date.now());
        writeFix(fix);
      } catch (error) {
        dispatch(positionFailed(failureOf(error)));
        return;
      }
    }
    dispatch(positionFound());
    try {
      const result = await geocodePosition(fix.lat, fix.lon);
      dispatch(saveFinished(result.stored ? 'stored' : 'not_served'));
      if (result.stored) onStored(result);
    } catch {
      dispatch(saveFinished('request_failed'));
    }
  };

  return { ...state, canLocate, locate };
}
