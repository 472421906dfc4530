import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../../config/mail';
import type { Clock } from '../clock';
import type { Logger } from '../../logger';
import { outboxDelivery } from './outbox-delivery';

export interface Letter {
  /** Names the letter in outbox file names, in kebab case. */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the letter exists for; logged when letters go to the outbox. */
  link: string;
}

/** One way of getting a composed letter to its reader. */
export interface Delivery {
  deliver(letter: Letter, from: string): Promise<void>;
  close(): void;
}

export interface Mailer {
  /**
   * Sends in the background and logs a failure: a caller never waits for SMTP, so its answer
   * neither stalls nor shows by its timing whether a letter went out.
   */
  send(letter: Letter): void;
  /** Waits for the letters still on their way, then closes the transport. */
  close(): Promise<void>;
}

function smtpDelivery(smtpUrl: string, logger: Logger): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver({ to, subject, text, html }, from) {
      await transport.sendMail({ from, to, subject, text, html });
      logger.info({ to }, `Mail to ${to}: ${subject}`);
    },
    close: () => transport.close(),
  };
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox with their links logged. */
export function createMailer(
  settings: MailSettings,
  dataDir: string,
  logger: Logger,
  now: Clock,
): Mailer {
  const delivery = settings.smtpUrl
    ? smtpDelivery(settings.smtpUrl, logger)
    : outboxDelivery(join(dataDir, 'outbox'), logger, now);
  const pending = new Set<Promise<void>>();
  return {
    send(letter) {
      const sending = delivery
        .deliver(letter, settings.from)
        .catch((error: unknown) => {
          logger.error({ err: error, to: letter.to }, `Mail to ${letter.to} failed`);
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.all(pending);
      delivery.close();
    },
  };
}
