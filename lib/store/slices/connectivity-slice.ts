import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState: { online: true },
  reducers: {
    setOnline: (state, action: PayloadAction<boolean>) => {
      state.online = action.payload;
    },
  },
  selectors: { selectOnline: (state) => state.online },
});

export const { setOnline } = connectivitySlice.actions;
export const { selectOnline } = connectivitySlice.selectors;
