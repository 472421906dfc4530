import type { Contact } from '@vitrina/contracts/notifier';
import { useContactsQuery } from '../../../shared/api/contact-reads';
import { useDocumentVisible } from './use-document-visible';

/**
 * How often the list is asked again while a message is on its way, ms: a test message usually
 * settles within a few seconds, and one request each 3 s of a page in sight costs little.
 */
export const DELIVERY_POLL_INTERVAL_MS = 3000;

const isDelivering = (contact: Contact) => contact.last_delivery?.status === 'PENDING';

/**
 * The merchant's contacts. While a message through one of them is on its way, the list is asked
 * again every few seconds, so the result of a test message shows without a reload; polling
 * stops once none is pending, and pauses while the page is out of sight.
 */
export function useContacts() {
  const contacts = useContactsQuery();
  const delivering = contacts.data?.some(isDelivering) ?? false;
  const visible = useDocumentVisible();
  // A second subscription to the same list, which only adds the polling.
  useContactsQuery(undefined, {
    pollingInterval: DELIVERY_POLL_INTERVAL_MS,
    skip: !(delivering && visible),
  });
  return contacts;
}
