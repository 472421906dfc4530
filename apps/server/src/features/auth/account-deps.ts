import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { Mailer } from '../../infra/mailer/mailer';

/** What the account services, which write letters and users' rows, share. */
export interface AccountDeps {
  db: Db;
  now: Clock;
  mailer: Mailer;
  /** The console's address, for the links in letters. */
  publicUrl: string;
  /**
   * Call once a write of the user's row committed (a password too, though no read shows it, so
   * that no write of the row is missed): what the processes keep of the user is read again.
   */
  userChanged(userId: number): void;
}
