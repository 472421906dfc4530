import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../api/base-api';
import { removeShopId, writeShopId } from '../session/shop-storage';

/**
 * Makes `shopId` this browser's shop (null: the one the server used last): every cached read,
 * being the other shop's, is dropped, and the screens shown read theirs again.
 */
export function useSwitchShop() {
  const dispatch = useDispatch();
  return useCallback(
    (shopId: number | null) => {
      if (shopId === null) removeShopId();
      else writeShopId(shopId);
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch],
  );
}
