import { join } from 'node:path';
import type { MailSettings } from '../../config/mail';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import { mailFolderDelivery } from './mail-folder-delivery';
import { lazyTransport } from './lazy-transport';
import { mailMessage } from './mail-message';

export interface Letter {
  /** Names the letter in logs and in the file names of the mail folder, in kebab case. */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the letter exists for; logged only when letters go to the mail folder. */
  link: string;
  /**
   * Its Message-ID, `<id@host>`, when the caller sends it again on a retry: mail clients show
   * copies of one Message-ID as one letter. Otherwise nodemailer makes a fresh one.
   */
  messageId?: string;
  /** Where an answer goes when it should reach someone else than the sender (a merchant). */
  replyTo?: string;
}

/**
 * What became of a letter: a failure is an answer, not an exception. `permanent` when the server
 * refused it for good (an SMTP 5xx): sending it again would be refused again.
 */
export type DeliveryResult =
  | { delivered: true; messageId?: string }
  | { delivered: false; reason: string; permanent: boolean };

/** One way of getting a composed letter to its reader; rejects when it did not get there. */
export interface Delivery {
  deliver(letter: Letter, from: string): Promise<{ messageId?: string }>;
  close(): void;
}

export interface Mailer {
  /**
   * Delivers the letter and resolves with what became of it; never rejects. A failure is logged
   * here, with the letter's purpose and the reason but never its link, which would let whoever
   * reads the logs use it; what a failure means for an answer is the caller's decision.
   */
  send(letter: Letter): Promise<DeliveryResult>;
  /** Waits for the letters still on their way, then closes the transport. */
  close(): Promise<void>;
}

/**
 * A server that does not answer must not hold a request for nodemailer's defaults (2 minutes to
 * connect, 10 of silence), since callers wait for the result.
 */
const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

function smtpDelivery(smtpUrl: string, logger: Logger): Delivery {
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
  );
  return {
    async deliver(letter, from) {
      const { purpose, to, subject } = letter;
      const { messageId } = await (await transport.get()).sendMail(mailMessage(letter, from));
      logger.info({ purpose, to, messageId }, `Mail to ${to}: ${subject}`);
      return { messageId };
    },
    close: () => transport.close(),
  };
}

/** An SMTP reply code of 5xx: nodemailer puts the server's code on the error it rejects with. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

async function attempt(
  delivery: Delivery,
  letter: Letter,
  from: string,
  logger: Logger,
): Promise<DeliveryResult> {
  try {
    const { messageId } = await delivery.deliver(letter, from);
    return { delivered: true, messageId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const { purpose, to } = letter;
    logger.error({ purpose, to, reason }, `The ${purpose} letter to ${to} was not delivered`);
    return { delivered: false, reason, permanent: isPermanentRefusal(error) };
  }
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/mail with their links logged. */
export function createMailer(
  settings: MailSettings,
  dataDir: string,
  logger: Logger,
  now: Clock,
): Mailer {
  const delivery = settings.smtpUrl
    ? smtpDelivery(settings.smtpUrl, logger)
    : mailFolderDelivery(join(dataDir, 'mail'), logger, now);
  const onTheirWay = new Set<Promise<DeliveryResult>>();
  return {
    send(letter) {
      const sending = attempt(delivery, letter, settings.from, logger);
      onTheirWay.add(sending);
      void sending.finally(() => onTheirWay.delete(sending));
      return sending;
    },
    async close() {
      await Promise.all(onTheirWay);
      delivery.close();
    },
  };
}
