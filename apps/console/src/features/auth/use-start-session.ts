import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';
import { keepAccessToken } from '../../shared/session/session-lifecycle';
import type { AccessTokenResponse } from './api/auth-api';

/** After sign-in or registration: keep the token and go home. */
export function useStartSession() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return async ({ access_token }: AccessTokenResponse) => {
    keepAccessToken(dispatch, access_token);
    await navigate(paths.home, { replace: true });
  };
}
