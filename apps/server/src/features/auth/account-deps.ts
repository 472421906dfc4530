import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { Mailer } from '../../infra/mailer/mailer';

/** What the account services that write letters share. */
export interface AccountDeps {
  db: Db;
  now: Clock;
  mailer: Mailer;
  /** The console's address, for the links in letters. */
  publicUrl: string;
}
