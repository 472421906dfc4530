import type { Dispatch } from '@reduxjs/toolkit';
import { clearSession, setAccessToken } from './session-slice';
import { removeShopId } from './shop-storage';
import { removeAccessToken, writeAccessToken } from './token-storage';

/** Keeps a newly issued access token: stored for the next visit and held by the session user. */
export function keepAccessToken(dispatch: Dispatch, accessToken: string): void {
  writeAccessToken(accessToken);
  dispatch(setAccessToken(accessToken));
}

/** Forgets the session in this browser: the stored token, the user and the shop chosen go. */
export function endSession(dispatch: Dispatch): void {
  removeAccessToken();
  removeShopId();
  dispatch(clearSession());
}
