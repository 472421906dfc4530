import { verificationComment } from '@vitrina/contracts/embedding';
import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { useSignedInApp } from '../../testing/signed-in-app';
import { domains } from '../../db/schema';
import {
  PageFetchError,
  type FetchedPage,
  type PageFetcher,
  type PageFetchRefusal,
} from '../../infra/page-fetcher/page-fetcher';
import { captureLogs } from '../../testing/capture-logs';
import { createSite } from '../../testing/platform';
import { testClock } from '../../testing/test-clock';

/** The edge of the world, scripted: each call answers what the test set last. */
function scriptedFetcher() {
  let answer: () => Promise<FetchedPage> = () => Promise.reject(new Error('not scripted'));
  const fetcher: PageFetcher = {
    fetchPage: () => answer(),
    fetchFile: () => Promise.reject(new Error('no file is fetched here')),
    checkAddress: () => Promise.reject(new Error('no address is checked here')),
    post: () => Promise.reject(new Error('nothing is posted here')),
  };
  return {
    fetcher,
    refuse: (reason: PageFetchRefusal, status?: number) => {
      answer = () => Promise.reject(new PageFetchError(reason, status));
    },
    answerFrom: (url: string, body: string, meanwhile: () => Promise<unknown> = async () => {}) => {
      answer = async () => {
        await meanwhile();
        return { url: new URL(url), body };
      };
    },
  };
}

describe('domain verification: what the merchant reads when the page cannot be checked', () => {
  const scripted = scriptedFetcher();
  const clock = testClock();
  const session = useSignedInApp({
    pageFetcher: scripted.fetcher,
    now: clock.now,
    rateLimits: { domainVerificationsPerAccount: { max: 14, windowSeconds: 60 } },
  });

  const verify = (domainId: number, link: string) =>
    session.call('POST', `platform/domain/${domainId}/verify/`, { link });

  async function verifyNewDomain(host: string, link = `https://${host}/about`) {
    const domain = (await createSite(session.app, session.merchant, [host])).domains[0]!;
    const response = await verify(domain.id, link);
    return { domain, response };
  }

  it.each([
    ['ADDRESS', undefined, messages.verification.addressNotAllowed],
    ['PORT', undefined, messages.verification.portNotAllowed],
    ['SCHEME', undefined, messages.verification.schemeNotAllowed],
    ['UNREACHABLE', undefined, messages.verification.unreachable],
    ['TIMEOUT', undefined, messages.verification.timeout],
    ['TOO_MANY_REDIRECTS', undefined, messages.verification.tooManyRedirects],
    ['HTTP_STATUS', 503, messages.verification.httpError(503)],
    ['TOO_LARGE', undefined, messages.verification.tooLarge],
  ] as const)('answers 400 for %s', async (reason, status, detail) => {
    scripted.refuse(reason, status);

    const { response } = await verifyNewDomain(
      `${reason.toLowerCase().replaceAll('_', '-')}.example.ru`,
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('refuses a page whose redirects left the domain, even with the code on it', async () => {
    const host = 'redirected.example.ru';
    const domain = (await createSite(session.app, session.merchant, [host])).domains[0]!;
    scripted.answerFrom(
      'https://elsewhere.example.ru/',
      verificationComment(domain.code_confirmed),
    );

    const response = await verify(domain.id, `https://${host}/`);

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.verification.hostMismatch);
  });

  it('answers 400, not 500, when another merchant confirms the domain during the fetch', async () => {
    const host = 'raced.example.ru';
    const domain = (await createSite(session.app, session.merchant, [host])).domains[0]!;
    const boris = await registerAccount(session.app);
    const borisClaim = (await createSite(session.app, boris, [host])).domains[0]!;
    const borisConfirms = () =>
      session.testApp.database.db
        .update(domains)
        .set({ isConfirmed: true })
        .where(eq(domains.id, borisClaim.id));
    scripted.answerFrom(
      `https://${host}/`,
      verificationComment(domain.code_confirmed),
      borisConfirms,
    );

    const response = await verify(domain.id, `https://${host}/`);

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.site.domainTaken);
  });

  it('counts the checks of an account and answers 429 past the limit, until the window ends', async () => {
    clock.advanceSeconds(60);
    scripted.refuse('UNREACHABLE');
    const domain = (await createSite(session.app, session.merchant, ['limited.example.ru']))
      .domains[0]!;
    const verifyLimited = () => verify(domain.id, 'https://limited.example.ru/');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1)
      statuses.push((await verifyLimited()).statusCode);
    const limited = await verifyLimited();
    clock.advanceSeconds(60);
    const afterWindow = await verifyLimited();

    expect(statuses).toEqual(Array(14).fill(400));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(afterWindow.statusCode).toBe(400);
  });
});

describe('ALLOW_PRIVATE_FETCH', () => {
  it('is said loudly at start when on, and not at all when off', async () => {
    const on = captureLogs();
    const off = captureLogs();
    const permissive = await buildTestApp({
      config: { pageFetch: { allowPrivate: true } },
      logger: on.logger,
    });
    const guarded = await buildTestApp({ logger: off.logger });
    await permissive.close();
    await guarded.close();
    const warning = (line: { msg: string }) => line.msg.startsWith('ALLOW_PRIVATE_FETCH=1');

    expect(on.lines.filter(warning)).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringContaining('for tests only') }),
    ]);
    expect(off.lines.filter(warning)).toEqual([]);
  });
});
