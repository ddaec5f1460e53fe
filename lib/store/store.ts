import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { geolocationSlice } from './slices/geolocation-slice';
import { matchModalSlice } from './slices/match-modal-slice';
import { pushSlice } from './slices/push-slice';
import { timeBonusSlice } from './slices/time-bonus-slice';

const rootReducer = combineSlices(geolocationSlice, matchModalSlice, pushSlice, timeBonusSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server and one per page load in the browser (never a module singleton). */
export function makeStore(preloaded?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState: preloaded });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
