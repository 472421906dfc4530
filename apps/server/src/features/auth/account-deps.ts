import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { DeliveryService } from '../delivery/delivery.service';

/** What the account services, which queue letters and write users' rows, share. */
export interface AccountDeps {
  db: Db;
  now: Clock;
  /** The outbox: a letter is queued in the transaction that issues its link's token. */
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge'>;
  /**
   * Call once a write of the user's row committed (a password too, though no read shows it, so
   * that no write of the row is missed): what the processes keep of the user is read again.
   */
  userChanged(userId: number): void;
}
