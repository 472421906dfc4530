import type nodemailer from 'nodemailer';

/**
 * A nodemailer transport made with the first letter: a process that sends none never loads
 * nodemailer (about 20 MiB and 190 ms of a start, decision 68).
 */
export function lazyTransport<Transport extends { close(): void }>(
  make: (mailer: typeof nodemailer) => Transport,
) {
  let made: Promise<Transport> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then((module) => make(module.default))),
    async close() {
      if (made) (await made).close();
    },
  };
}
