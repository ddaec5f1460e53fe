import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Dismissed alerts and modals, each with the time of dismissal (spec §4); mirrored to localStorage. */
export type DismissalKey = 'siteEntryWarning' | 'siteEntryWarningSkipped' | 'enrichProfile' | 'pushAlert' | 'notificationsAlert' | 'timeBonusPopup';

export const dismissalsSlice = createSlice({
  name: 'dismissals',
  initialState: {} as Partial<Record<DismissalKey, number>>,
  reducers: {
    dismiss: (state, action: PayloadAction<{ key: DismissalKey; at: number }>) => {
      state[action.payload.key] = action.payload.at;
    },
    hydrateDismissals: (_state, action: PayloadAction<Partial<Record<DismissalKey, number>>>) => action.payload,
  },
  selectors: { selectDismissedAt: (state, key: DismissalKey) => state[key] },
});

export const { dismiss, hydrateDismissals } = dismissalsSlice.actions;
export const { selectDismissedAt } = dismissalsSlice.selectors;
