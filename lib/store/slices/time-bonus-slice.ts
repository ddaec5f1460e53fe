import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TimeBonus } from '@/lib/schemas/user';

/**
 * The store's time bonus (spec §3 "Store totals": time bonus, isVisible): loaded with the user on login and every
 * poll, cleared on logout and when the countdown reaches zero. The server decides whether the discount applies;
 * this only drives the banner and the popup.
 */
export type TimeBonusState = { code: string; percentage: number; expiresAt: number } | null;

export const timeBonusSlice = createSlice({
  name: 'timeBonus',
  initialState: { bonus: null as TimeBonusState },
  reducers: {
    timeBonusLoaded: (state, action: PayloadAction<TimeBonus | null>) => {
      const next = action.payload;
      const expiresAt = next ? Date.parse(next.expires_at) : Number.NaN;
      state.bonus =
        next && Number.isFinite(expiresAt) ? { code: next.code, percentage: next.percentage, expiresAt } : null;
    },
    timeBonusCleared: (state) => {
      state.bonus = null;
    },
  },
  selectors: {
    selectTimeBonus: (state) => state.bonus,
    selectTimeBonusVisible: (state) => state.bonus !== null,
  },
});

export const { timeBonusLoaded, timeBonusCleared } = timeBonusSlice.actions;
export const { selectTimeBonus, selectTimeBonusVisible } = timeBonusSlice.selectors;
