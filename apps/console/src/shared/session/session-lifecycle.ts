import type { Dispatch } from '@reduxjs/toolkit';
import { clearSession, setAccessToken } from './session-slice';
import { removeShopId } from './shop-storage';
import { removeAccessToken, writeAccessToken } from './token-storage';

// Kept per tab: a session this tab ended sends it to a bare sign-in, even when the page is
// reloaded before the pause of the redirect is over.
const SESSION_ENDED_KEY = 'session_ended';

/** Keeps a newly issued access token: stored for the next visit and held by the session user. */
export function keepAccessToken(dispatch: Dispatch, accessToken: string): void {
  forgetEndedSession();
  writeAccessToken(accessToken);
  dispatch(setAccessToken(accessToken));
}

/** Forgets the session in this browser: the stored token, the user and the shop chosen go. */
export function endSession(dispatch: Dispatch): void {
  removeAccessToken();
  removeShopId();
  sessionStorage.setItem(SESSION_ENDED_KEY, 'true');
  dispatch(clearSession());
}

/**
 * Whether this tab's session ended since it last showed the sign-in screen: a session ended is
 * not a visit to return to after signing in (the address it was on may no longer be the
 * member's). Forgets it, as the sign-in screen and a new session do.
 */
export function takeEndedSession(): boolean {
  const ended = sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  forgetEndedSession();
  return ended;
}

function forgetEndedSession(): void {
  sessionStorage.removeItem(SESSION_ENDED_KEY);
}
