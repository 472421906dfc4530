import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * Settings that run the app's outbox worker, which sends every letter: a test app runs none
 * unless asked (build-test-app.ts).
 */
export const SENDING_LETTERS = { delivery: { concurrency: 2 } };

/** Polls `read` until it gives a value, for what the app does in the background. */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The .eml files the app wrote to DATA_DIR/mail, where letters go without SMTP. */
export function mailFolderFiles(dataDir: string): Promise<string[]> {
  return readdir(join(dataDir, 'mail')).catch(() => []);
}

/** The letters written to DATA_DIR/mail, oldest first. */
export async function readMailFolder(dataDir: string): Promise<ParsedMail[]> {
  const names = (await mailFolderFiles(dataDir)).sort();
  return Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(dataDir, 'mail', name)))),
  );
}

export function recipientOf(letter: ParsedMail): string | undefined {
  const to = Array.isArray(letter.to) ? letter.to[0] : letter.to;
  return to?.value[0]?.address;
}

/** The mail folder's letters to `address` whose text contains `linkPart`, oldest first. */
export async function lettersTo(dataDir: string, address: string, linkPart: string) {
  const letters = await readMailFolder(dataDir);
  return letters.filter(
    (letter) => recipientOf(letter) === address && letter.text?.includes(linkPart),
  );
}

/** The newest such letter, once there are at least `count` of them. */
export function letterInMailFolder(dataDir: string, address: string, linkPart: string, count = 1) {
  return eventually(async () => {
    const letters = await lettersTo(dataDir, address, linkPart);
    return letters.length >= count ? letters.at(-1) : undefined;
  }, `letter ${count} to ${address} with ${linkPart}`);
}

/** The link of a letter's plain text that contains `linkPart`. */
export function linkIn(letter: ParsedMail, linkPart: string): URL {
  const link = letter.text?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(linkPart));
  if (!link) throw new Error(`"${letter.subject}" has no link with ${linkPart}`);
  return new URL(link);
}
