import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../api/base-api';
import { writeShopId } from '../session/shop-storage';

/**
 * Makes `shopId` this browser's shop: every cached read, being the other shop's, is dropped,
 * and the screens shown read theirs again.
 */
export function useSwitchShop() {
  const dispatch = useDispatch();
  return useCallback(
    (shopId: number) => {
      writeShopId(shopId);
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch],
  );
}
