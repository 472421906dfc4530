import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { endSession } from '../../shared/session/session-lifecycle';
import { useLogoutMutation } from './api/profile-api';

/** Ends the session on the server and in this browser, then opens the sign-in screen. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const signOut = async () => {
    // The session ends in this browser even when the server cannot be reached.
    await logout();
    endSession(dispatch);
    // The sign-in screen drops what this session cached.
    await navigate(paths.auth, { replace: true });
  };
  return { signOut, signingOut: isLoading };
}
