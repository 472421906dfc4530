import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { returnPathOf } from '../../shared/config/return-path';
import { keepAccessToken } from '../../shared/session/session-lifecycle';
import { removeShopId } from '../../shared/session/shop-storage';
import type { AccessTokenResponse } from './api/auth-api';

/** After sign-in or registration: keep the token and go where the visitor was going, or home. */
export function useStartSession() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return async ({ access_token }: AccessTokenResponse) => {
    // A shop chosen here before was another account's, perhaps: this one starts at its own last.
    removeShopId();
    keepAccessToken(dispatch, access_token);
    await navigate(returnPathOf(searchParams), { replace: true });
  };
}
