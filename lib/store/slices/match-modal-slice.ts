import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MatchProfile } from '@/lib/schemas/likes';

/** The match modal (spec §2, §4): "It's a Match" for a mutual like, "New like!" for a like received (auto-like). */
export type MatchModal = { kind: 'match' | 'like'; profile: MatchProfile };

export const matchModalSlice = createSlice({
  name: 'matchModal',
  initialState: { open: null as MatchModal | null },
  reducers: {
    openMatchModal: (state, action: PayloadAction<MatchModal>) => {
      state.open = action.payload;
    },
    closeMatchModal: (state) => {
      state.open = null;
    },
  },
  selectors: { selectMatchModal: (state) => state.open },
});

export const { openMatchModal, closeMatchModal } = matchModalSlice.actions;
export const { selectMatchModal } = matchModalSlice.selectors;
