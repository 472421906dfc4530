import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** From now on, letters are received but not acknowledged, so their senders wait. */
  hold(): void;
  /** Acknowledges the held letters and stops holding. */
  release(): void;
  /** From now on, letters are refused with this SMTP reply code: 4xx for now, 5xx for good. */
  refuse(responseCode: number): void;
  /** Takes letters again after `refuse`. */
  accept(): void;
  /** Resolves with the next letter received, held or not. */
  nextLetter(): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. On a free port,
 * or on `port`, to stand in for a server that was down.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let holding = false;
  let refusal: number | undefined;
  const held: (() => void)[] = [];
  const waiting: ((letter: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Its self-signed certificate would fail the client's check; loopback needs no TLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusal === undefined) return callback();
      callback(Object.assign(new Error('Refused by the test'), { responseCode: refusal }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const resolve of waiting.splice(0)) resolve(mail);
          if (holding) held.push(() => callback());
          else callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender whose process is killed resets its connection: a lost client, not the server's end.
  server.on('error', () => {});
  const listening = server.listen(port, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  const { port: boundPort } = listening.address() as AddressInfo;
  const release = () => {
    holding = false;
    for (const acknowledge of held.splice(0)) acknowledge();
  };
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    hold: () => {
      holding = true;
    },
    release,
    refuse: (responseCode) => {
      refusal = responseCode;
    },
    accept: () => {
      refusal = undefined;
    },
    nextLetter: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => {
      release();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
