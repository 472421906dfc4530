import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_LENGTH = 10;

/**
 * The id of the container element a widget renders into: `vitrina-` and 10 random lower-case
 * letters or digits (about 52 bits), so it neither clashes with the merchant's own ids nor
 * with another widget's (a unique index guards the last).
 */
export function newTagDiv(): string {
  let suffix = '';
  for (let index = 0; index < RANDOM_LENGTH; index += 1) {
    suffix += ALPHABET[randomInt(ALPHABET.length)];
  }
  return `vitrina-${suffix}`;
}
