// Access-token checks per second: jose given the secret's bytes (it imports them as a WebCrypto
// key on every call) against the app's access tokens, whose key is imported once: once with a
// token new to them each time (the signature checked), once with the same token again (kept as
// verified until its expiry). Each verifies VERIFIES tokens in turn, ROUNDS times, on one core;
// medians.
import { jwtVerify } from 'jose';
import type { AuthSettings } from '../src/config/auth';
import { createAccessTokens } from '../src/infra/access-tokens';

const VERIFIES = 20_000;
const ROUNDS = 5;
const secret = 'a-secret-of-the-bench-that-is-long-enough-for-hs256';
const settings: Pick<AuthSettings, 'jwtSecret' | 'accessTokenTtlSeconds'> = {
  jwtSecret: secret,
  accessTokenTtlSeconds: 900,
};
const clock = () => new Date();
const tokens = createAccessTokens(settings, clock);
const sign = () => tokens.sign({ userId: 1, sessionId: crypto.randomUUID() });
const token = await sign();
const newTokens = await Promise.all(Array.from({ length: VERIFIES }, sign));
const secretBytes = new TextEncoder().encode(secret);

/** Each round's check of the `index`th token; built again each round, so nothing is kept. */
const ways: Record<string, () => (index: number) => Promise<unknown>> = {
  'secret bytes (jose imports each time)': () => () =>
    jwtVerify(token, secretBytes, { algorithms: ['HS256'] }),
  'key imported once, a token new to it': () => {
    const app = createAccessTokens(settings, clock);
    return (index) => app.verify(newTokens[index]!);
  },
  'key imported once, the same token (kept)': () => {
    const app = createAccessTokens(settings, clock);
    return () => app.verify(token);
  },
};

async function perSecond(verify: (index: number) => Promise<unknown>) {
  const startedAt = performance.now();
  for (let index = 0; index < VERIFIES; index++) await verify(index);
  return VERIFIES / ((performance.now() - startedAt) / 1000);
}

const results = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, build] of Object.entries(ways)) {
    results.set(name, [...(results.get(name) ?? []), await perSecond(build())]);
  }
}
const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const [first] = [...results.values()].map(median);
console.log(`${VERIFIES} verifies × ${ROUNDS} rounds, medians`);
console.log('| key | verifies/s | ratio to the first |\n|---|---|---|');
for (const [name, values] of results) {
  console.log(
    `| ${name} | ${median(values).toFixed(0)} | ${(median(values) / first!).toFixed(2)}× |`,
  );
}
