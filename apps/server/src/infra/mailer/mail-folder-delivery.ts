import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../logger';
import type { Delivery } from './mailer';
import { lazyTransport } from './lazy-transport';
import { mailMessage } from './mail-message';

/**
 * "2026-05-01T09-30-00.000Z-password-reset-1a2b3c.eml": sorted by time, colons left out so any
 * system can keep the name, and a random tail so letters of one millisecond never collide.
 */
function letterFileName(time: Date, purpose: string): string {
  const stamp = time.toISOString().replaceAll(':', '-');
  return `${stamp}-${purpose}-${randomBytes(3).toString('hex')}.eml`;
}

/**
 * Letters written as .eml files to a folder, for a local install without SMTP; the link is
 * logged too, so whoever runs it can follow it without opening the file.
 */
export function mailFolderDelivery(folder: string, logger: Logger, now: () => Date): Delivery {
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async deliver(letter, from) {
      const { purpose, to, subject, link } = letter;
      const { message, messageId } = await (
        await transport.get()
      ).sendMail(mailMessage(letter, from));
      const file = join(folder, letterFileName(now(), purpose));
      await mkdir(folder, { recursive: true });
      await writeFile(file, message, { flag: 'wx' });
      logger.info({ to, link, file }, `Mail to ${to}: ${subject}`);
      return { messageId };
    },
    close: () => transport.close(),
  };
}
