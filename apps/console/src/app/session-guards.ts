import { paths } from '@vitrina/contracts/console-paths';
import { redirect, type LoaderFunction } from 'react-router';
import { returnPathOf, signInPathReturningTo } from '../shared/config/return-path';
import { takeEndedSession } from '../shared/session/session-lifecycle';
import { readAccessToken } from '../shared/session/token-storage';
import { shopApi } from '../shared/shop/shop-api';
import { selectUser, setUser } from '../shared/session/session-slice';
import type { AppStore } from './store';

/**
 * Signed-in pages: a stored token is the session; without one the visitor signs in first and
 * then comes back to the address asked for (a confirmation link's query included). A tab whose
 * session has just ended goes to the bare sign-in its end sends it to, even when reloaded first.
 */
export function requireSession(store: AppStore): LoaderFunction {
  return ({ request }) => {
    const accessToken = readAccessToken();
    if (!accessToken) {
      return redirect(
        takeEndedSession() ? paths.auth : signInPathReturningTo(new URL(request.url)),
      );
    }
    if (!selectUser(store.getState())) store.dispatch(setUser({ access_token: accessToken }));
    // The role is asked for before any screen draws, so nothing asks what the role may not.
    void store.dispatch(shopApi.endpoints.currentShop.initiate(undefined, { subscribe: false }));
    return null;
  };
}

/** The sign-in screen sends a signed-in user where the address says, or home. */
export const redirectSignedInHome: LoaderFunction = ({ request }) => {
  takeEndedSession();
  return readAccessToken() ? redirect(returnPathOf(new URL(request.url).search)) : null;
};
