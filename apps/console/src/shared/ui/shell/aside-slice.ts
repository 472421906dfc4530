import { createSlice } from '@reduxjs/toolkit';

export interface AsideState {
  isAsideOpened: boolean;
}

const initialState: AsideState = { isAsideOpened: true };

/** Whether the desktop side menu shows its labels. */
export const asideSlice = createSlice({
  name: 'aside',
  initialState,
  reducers: {
    toggleAside(state) {
      state.isAsideOpened = !state.isAsideOpened;
    },
  },
  selectors: {
    selectIsAsideOpened: (state) => state.isAsideOpened,
  },
});

export const { toggleAside } = asideSlice.actions;
export const { selectIsAsideOpened } = asideSlice.selectors;
