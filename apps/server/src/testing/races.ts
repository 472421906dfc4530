import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Rounds of a race test. Each round starts its calls together: on PostgreSQL they interleave
 * (the pool has several connections); on PGlite, one connection, they simply run in turn.
 */
export const RACE_ROUNDS = 25;

/** Runs `round` this many times, one round after another. */
export async function inRounds(round: () => Promise<void>, rounds = RACE_ROUNDS) {
  for (let index = 0; index < rounds; index += 1) await round();
}

/**
 * The answer is one of `allowed`: its status, with the detail that status must carry (`null`
 * for a success, whose body is not looked at).
 */
export function expectOneOf(
  answer: LightMyRequestResponse,
  allowed: Record<number, string | null>,
) {
  expect(Object.keys(allowed).map(Number), answer.body).toContain(answer.statusCode);
  const detail = allowed[answer.statusCode];
  if (detail) expect(answer.json().detail).toBe(detail);
}
