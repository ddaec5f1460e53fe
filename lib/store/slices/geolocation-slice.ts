import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §4: the browser's geolocation permission. `unknown` until asked, or where the Permissions API is missing. */
export type GeoPermission = 'unsupported' | 'unknown' | 'granted' | 'prompt' | 'denied';
/** What the location button is doing: idle, waiting for the browser, waiting for the server, or finished. */
export type GeoPhase = 'idle' | 'locating' | 'saving' | 'stored' | 'not_served' | 'failed';
/** Why a locate attempt failed (besides a denied permission, which is a permission state). */
export type GeoFailure = 'unavailable' | 'timeout' | 'request_failed';

export type GeolocationState = { permission: GeoPermission; phase: GeoPhase; failure: GeoFailure | null };

const initialState: GeolocationState = { permission: 'unknown', phase: 'idle', failure: null };

/** The geolocation UI state machine; positions and regions live in the profile (SWR) and the cache, not here. */
export const geolocationSlice = createSlice({
  name: 'geolocation',
  initialState,
  reducers: {
    permissionChanged: (state, action: PayloadAction<GeoPermission>) => {
      // Once unsupported, always unsupported: a later permission query cannot make the API appear.
      if (state.permission === 'unsupported') return;
      state.permission = action.payload;
      if (action.payload === 'denied' && (state.phase === 'locating' || state.phase === 'saving')) state.phase = 'idle';
    },
    locateStarted: (state) => {
      if (state.permission === 'unsupported' || state.permission === 'denied') return;
      state.phase = 'locating';
      state.failure = null;
    },
    positionFailed: (state, action: PayloadAction<'denied' | 'unavailable' | 'timeout'>) => {
      if (action.payload === 'denied') {
        state.permission = 'denied';
        state.phase = 'idle';
        state.failure = null;
        return;
      }
      state.phase = 'failed';
      state.failure = action.payload;
    },
    positionFound: (state) => {
      // The browser answered, so the member allowed it (also where the Permissions API is missing).
      state.permission = 'granted';
      state.phase = 'saving';
    },
    saveFinished: (state, action: PayloadAction<'stored' | 'not_served' | 'request_failed'>) => {
      if (action.payload === 'request_failed') {
        state.phase = 'failed';
        state.failure = 'request_failed';
      } else {
        state.phase = action.payload;
        state.failure = null;
      }
    },
    reset: (state) => {
      state.phase = 'idle';
      state.failure = null;
    },
  },
  selectors: {
    selectGeolocation: (state) => state,
    selectCanLocate: (state) =>
      state.permission !== 'unsupported' &&
      state.permission !== 'denied' &&
      state.phase !== 'locating' &&
      state.phase !== 'saving',
  },
});

export const {
  permissionChanged,
  locateStarted,
  positionFailed,
  positionFound,
  saveFinished,
  reset: resetGeolocation,
} = geolocationSlice.actions;
export const { selectGeolocation, selectCanLocate } = geolocationSlice.selectors;
