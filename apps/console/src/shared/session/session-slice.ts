import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user; holds at least the access token it was signed in with. */
export interface SessionUser {
  access_token: string;
}

export interface SessionState {
  user: SessionUser | null;
  error: string;
}

const initialState: SessionState = { user: null, error: '' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    setUser(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    /** A newly issued token: on sign-in it starts the session, on refresh it replaces the old one. */
    setAccessToken(state, action: PayloadAction<string>) {
      state.user = { ...state.user, access_token: action.payload };
    },
    clearSession: () => initialState,
  },
  selectors: {
    selectUser: (state) => state.user,
  },
});

export const { setUser, setAccessToken, clearSession } = sessionSlice.actions;
export const { selectUser } = sessionSlice.selectors;
