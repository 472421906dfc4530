import { redirect, type LoaderFunction } from 'react-router';
import { paths } from '../shared/config/paths';
import { readAccessToken } from '../shared/session/token-storage';
import { selectUser, setUser } from '../shared/session/session-slice';
import type { AppStore } from './store';

/** Signed-in pages: a stored token is the session; without one the visitor signs in first. */
export function requireSession(store: AppStore): LoaderFunction {
  return () => {
    const accessToken = readAccessToken();
    if (!accessToken) return redirect(paths.auth);
    if (!selectUser(store.getState())) store.dispatch(setUser({ access_token: accessToken }));
    return null;
  };
}

/** The sign-in screen sends a signed-in user home. */
export const redirectSignedInHome: LoaderFunction = () =>
  readAccessToken() ? redirect(paths.home) : null;
