import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { SHOP_HEADER } from '@vitrina/contracts/shop-scope';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { readOrderAlertPrefs } from '../../shared/alerts/order-alert-prefs';
import type { ApiEnvironment } from '../../shared/api/api-environment';
import { baseApi } from '../../shared/api/base-api';
import { ordersInboxApi } from '../../shared/api/orders-inbox';
import { readShopId } from '../../shared/session/shop-storage';
import { readAccessToken } from '../../shared/session/token-storage';
import { startLiveConnection, type LiveEvent } from './live-connection';
import { alertNewOrder } from './new-order-alert';

const ORDER_LIST = { type: 'Order', id: 'LIST' } as const;

/** The store's api environment, read through a thunk: it is the thunks' extra argument. */
const environmentOf: ThunkAction<ApiEnvironment, unknown, ApiEnvironment, UnknownAction> = (
  _dispatch,
  _getState,
  environment,
) => environment;

function streamHeaders(): Record<string, string> {
  const token = readAccessToken();
  const shopId = readShopId();
  return {
    ...(token !== null && { authorization: `Bearer ${token}` }),
    ...(shopId !== null && { [SHOP_HEADER]: shopId }),
  };
}

/**
 * Keeps the console's order screens, the bell, the home and the analytics true as the shop's
 * orders come and move (issue 32): each event of the stream re-reads what shows its order, and a
 * new order chimes or notifies as this browser chose.
 */
export function useLiveUpdates(shopId: number | undefined) {
  const dispatch = useDispatch<ThunkDispatch<unknown, ApiEnvironment, UnknownAction>>();
  const navigate = useNavigate();

  useEffect(() => {
    if (shopId === undefined) return;
    const environment = dispatch(environmentOf);
    const reread = (orderId?: number) =>
      dispatch(
        baseApi.util.invalidateTags([
          ORDER_LIST,
          ...(orderId === undefined ? [] : [{ type: 'Order' as const, id: orderId }]),
          'Analytics',
        ]),
      );
    const onEvent = ({ kind, order }: LiveEvent) => {
      reread(order.id);
      if (kind === 'order.created') alertNewOrder(order, readOrderAlertPrefs(), navigate);
    };
    return startLiveConnection({
      url: `${environment.baseUrl}v1/events/stream`,
      fetchFn: environment.fetchFn,
      headers: streamHeaders,
      onEvent,
      onReconnected: () => reread(),
      onPoll: () => reread(),
      // Any call answered 401 refreshes the token; the inbox is the cheapest.
      onUnauthorized: async () => {
        const read = dispatch(
          ordersInboxApi.endpoints.ordersInbox.initiate(undefined, { forceRefetch: true }),
        );
        await read;
        read.unsubscribe();
      },
    });
  }, [dispatch, navigate, shopId]);
}
