import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface Letter {
  to: string;
  /** Where a reply goes, when the letter names an address for it. */
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
}

/** Every letter the server has written to DATA_DIR/mail, in the order of their file names. */
export async function readLetters(dataDir: string): Promise<Letter[]> {
  const folder = join(dataDir, 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const parsed = await simpleParser(await readFile(join(folder, name)));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        return {
          to: to?.value[0]?.address ?? '',
          replyTo: parsed.replyTo?.value[0]?.address,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html || '',
        };
      }),
  );
}

/**
 * The newest letter to `address` whose link contains `linkPart`, once the server has written
 * it to DATA_DIR/mail (the server's own delivery when SMTP_URL is unset).
 */
export async function waitForLetter(dataDir: string, address: string, linkPart: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const letters = await readLetters(dataDir);
    const letter = letters.reverse().find((l) => l.to === address && l.text.includes(linkPart));
    if (letter) return letter;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no letter to ${address} with a link containing ${linkPart}`);
}

/** The path and query of the letter's link, to open on the server under test. */
export function linkPathOf(letter: Letter, linkPart: string): string {
  const link = letter.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(linkPart));
  if (!link) throw new Error(`letter "${letter.subject}" has no link with ${linkPart}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
