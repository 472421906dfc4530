import type { WebhookDelivery, WebhookEndpoint } from '@vitrina/contracts/webhooks';
import { useSyncExternalStore } from 'react';
import { useWebhookDeliveriesInfiniteQuery, useWebhookEndpointsQuery } from './api/webhooks-api';

/**
 * How often a list is asked again while a delivery is on its way, ms: a try usually settles
 * within seconds, and its retries come later, after their backoff.
 */
export const DELIVERY_POLL_MS = 3000;

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/**
 * The options of a second subscription to a read, which only adds the polling: while
 * `delivering`, and while the page is in sight (not in a background tab or a minimised window).
 */
function usePolling(delivering: boolean) {
  const visible = useSyncExternalStore(subscribe, () => document.visibilityState === 'visible');
  return { pollingInterval: DELIVERY_POLL_MS, skip: !(delivering && visible) };
}

const isDelivering = (endpoint: WebhookEndpoint) => endpoint.last_delivery?.status === 'PENDING';

/** The shop's addresses, asked again every few seconds while a delivery to one is on its way. */
export function useWebhookEndpoints() {
  const endpoints = useWebhookEndpointsQuery();
  useWebhookEndpointsQuery(undefined, usePolling(endpoints.data?.some(isDelivering) ?? false));
  return endpoints;
}

const isPending = (delivery: WebhookDelivery) => delivery.status === 'PENDING';

/** An address's log, asked again every few seconds while one of its deliveries is on its way. */
export function useWebhookLog(endpointId: number) {
  const log = useWebhookDeliveriesInfiniteQuery(endpointId);
  const pending = log.data?.pages.some((page) => page.deliveries.some(isPending)) ?? false;
  useWebhookDeliveriesInfiniteQuery(endpointId, usePolling(pending));
  return log;
}
