// Access-token checks per second: jose given the secret's bytes (it imports them as a WebCrypto
// key on every call) against the app's access tokens, whose key is imported once. Both verify
// the same token in turn, ROUNDS times, on one core; medians.
import { jwtVerify } from 'jose';
import type { AuthSettings } from '../src/config/auth';
import { createAccessTokens } from '../src/infra/access-tokens';

const VERIFIES = 20_000;
const ROUNDS = 5;
const secret = 'a-secret-of-the-bench-that-is-long-enough-for-hs256';
const settings: AuthSettings = { jwtSecret: secret, accessTokenTtlSeconds: 900 };
const tokens = createAccessTokens(settings, () => new Date());
const token = await tokens.sign({ userId: 1, sessionId: crypto.randomUUID() });
const secretBytes = new TextEncoder().encode(secret);

const ways = {
  'secret bytes (jose imports each time)': () =>
    jwtVerify(token, secretBytes, { algorithms: ['HS256'] }),
  'key imported once (the app)': () => tokens.verify(token),
};

async function perSecond(verify: () => Promise<unknown>) {
  const startedAt = performance.now();
  for (let index = 0; index < VERIFIES; index++) await verify();
  return VERIFIES / ((performance.now() - startedAt) / 1000);
}

const results = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, verify] of Object.entries(ways)) {
    results.set(name, [...(results.get(name) ?? []), await perSecond(verify)]);
  }
}
const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const [before, after] = [...results.values()].map(median);
console.log(`${VERIFIES} verifies × ${ROUNDS} rounds, medians`);
console.log('| key | verifies/s |\n|---|---|');
for (const [name, values] of results) console.log(`| ${name} | ${median(values).toFixed(0)} |`);
console.log(`ratio: ${(after! / before!).toFixed(2)}×`);
