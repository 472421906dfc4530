// Merchants' domains: names under one suffix that the server (through fake-dns.mjs) and
// Chromium (through a flag) both find on loopback, where a test's own site page answers.

const SUFFIX = 'vitrina-e2e.test';
export const merchantDomain = (name: string) => `${name}.${SUFFIX}`;

const fakeDns = new URL('./fake-dns.mjs', import.meta.url).pathname;

/** The server's environment: merchants' domains resolve to loopback, and it may fetch there. */
export const SERVER_RESOLVES_MERCHANT_DOMAINS = {
  ALLOW_PRIVATE_FETCH: '1',
  NODE_OPTIONS: `--import ${fakeDns}`,
};

/** Chromium's flag for the same mapping. */
export const BROWSER_RESOLVES_MERCHANT_DOMAINS = `--host-resolver-rules=MAP *.${SUFFIX} 127.0.0.1`;
