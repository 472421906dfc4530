import { buyerPaymentTexts, paymentMessages } from '@vitrina/contracts/payment-texts';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentRead, aRetry, PROVIDER_PAGE, recordLeaving } from '../testing/payments';
import { startPublicApi, type PaymentReplies, type PublicApi } from '../testing/public-api';
import { aShowcase } from '../testing/showcases';
import { ASK_EVERY_MS, ASK_FOR_MS, showPaymentReturn } from './payment-return';

const TOKEN = '2f1c-77';
const startAddress = location.href;

let api: PublicApi | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await api?.close();
  api = undefined;
  document.body.replaceChildren();
  history.replaceState(null, '', startAddress);
});

/**
 * The buyer back on the page from the provider's, the payment's calls answered by `replies`:
 * the dialog drawn, its first read asked.
 */
async function comeBack(replies: PaymentReplies, showcases: StorefrontShowcase[] = []) {
  api = await startPublicApi([], [], [], replies);
  await showPaymentReturn(api.origin, TOKEN, Promise.resolve(showcases));
}

const root = () => document.getElementById('vitrina-payment')!.shadowRoot!;
const dialog = () => root().querySelector<HTMLElement>('[role=dialog]');
const title = () => dialog()?.querySelector('h2')?.textContent;
const detail = () => dialog()?.querySelector<HTMLElement>('[role=status]');
const alertOf = () => dialog()?.querySelector('[role=alert]')?.textContent;
const retryButton = () => dialog()!.querySelector<HTMLButtonElement>('.send')!;
/** The try again, when the dialog offers it. */
const offered = () => !retryButton().closest<HTMLElement>('.footer')!.hidden;
const closeButton = () => dialog()!.querySelector<HTMLButtonElement>('.close')!;
const calls = () => api!.paymentCalls.map(({ method, path }) => `${method} ${path}`);
const READ = `GET /api/v1/public/payments/${TOKEN}`;
const RETRY = `POST /api/v1/public/payments/${TOKEN}/retry`;

/**
 * Time the test moves on. `nextAsk(n)` lets the dialog's `n`th asking again come once the dialog
 * has set it (its timer, set once the last answer is in); `asked()` counts the requests it made,
 * at once (the loopback API hears of them later).
 */
function fakeTime() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const timers = vi.spyOn(globalThis, 'setTimeout');
  const requests = vi.spyOn(globalThis, 'fetch');
  const asksSet = () => timers.mock.calls.filter(([, delay]) => delay === ASK_EVERY_MS).length;
  return {
    async nextAsk(n: number) {
      await expect.poll(asksSet, { interval: 5 }).toBe(n);
      await vi.advanceTimersByTimeAsync(ASK_EVERY_MS);
    },
    asked: () => requests.mock.calls.length,
  };
}

describe('the buyer back from paying', () => {
  it("says the payment went through, with the order's number, in its own modal dialog", async () => {
    const violet = { ...aShowcase().style, accent_color: '#6d28d9', online_payment: true };
    await comeBack({ reads: [aPaymentRead({ status: 'succeeded' })] }, [
      aShowcase(),
      aShowcase({ tag_div: 'paid', style: violet }),
    ]);

    await expect.poll(title).toBe(buyerPaymentTexts.paid);
    expect(detail()?.textContent).toBe(buyerPaymentTexts.paidDetail(1042));
    expect(detail()?.hidden).toBe(false);
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(root().getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      buyerPaymentTexts.paid,
    );
    expect(offered()).toBe(false);
    expect(root().activeElement).toBe(closeButton());
    // In the look of the page's widget paid online.
    const frame = root().querySelector<HTMLElement>('.vitrina')!;
    expect(frame.style.getPropertyValue('--accent')).toBe('#6d28d9');
    // A read with no header of its own: no preflight before it.
    expect(calls()).toEqual([READ]);
    expect(api!.paymentCalls[0]!.headers['content-type']).toBeUndefined();
  });

  it('says it is checking while the payment waits, asks again every 2 s, and says when it went through', async () => {
    const { nextAsk, asked } = fakeTime();
    await comeBack({
      reads: [aPaymentRead(), aPaymentRead(), aPaymentRead({ status: 'succeeded' })],
    });

    await nextAsk(1);
    await expect.poll(calls).toEqual([READ, READ]);
    expect(title()).toBe(buyerPaymentTexts.checking);
    expect(detail()?.hidden).toBe(true);
    await nextAsk(2);

    await expect.poll(title).toBe(buyerPaymentTexts.paid);
    await vi.advanceTimersByTimeAsync(ASK_FOR_MS);
    expect(asked()).toBe(3);
  });

  it.each([
    [true, buyerPaymentTexts.unpaid],
    [false, buyerPaymentTexts.closed],
  ])(
    'stops asking after 30 s of waiting: payable still (%s), it says «%s»',
    async (payable, said) => {
      const { nextAsk, asked } = fakeTime();
      const asks = ASK_FOR_MS / ASK_EVERY_MS;
      await comeBack({ reads: [aPaymentRead({ can_retry: payable })] });

      for (let asked = 1; asked <= asks; asked++) await nextAsk(asked);

      await expect.poll(title).toBe(said);
      await vi.advanceTimersByTimeAsync(ASK_FOR_MS);
      expect(asked()).toBe(1 + asks);
      expect(offered()).toBe(payable);
    },
  );

  it("offers to try again after a payment given up, and goes to the provider's new page", async () => {
    const leaving = recordLeaving();
    await comeBack({
      reads: [aPaymentRead({ status: 'canceled' })],
      retries: [aRetry(PROVIDER_PAGE)],
    });
    await expect.poll(title).toBe(buyerPaymentTexts.unpaid);
    expect(retryButton().textContent).toBe(buyerPaymentTexts.retry);
    expect(offered()).toBe(true);
    expect(root().activeElement).toBe(retryButton());

    retryButton().click();

    await expect.poll(() => leaving.mock.calls).toEqual([[PROVIDER_PAGE]]);
    expect(calls()).toEqual([READ, RETRY]);
    // A simple request: no body, no header of its own, so no preflight.
    expect(api!.paymentCalls[1]).toMatchObject({ body: '' });
    expect(api!.paymentCalls[1]!.headers['content-type']).toBeUndefined();
    expect(retryButton().disabled).toBe(true);
  });

  it('says paying is not possible now when the provider is not reached, and may be tried again', async () => {
    const leaving = recordLeaving();
    await comeBack({
      reads: [aPaymentRead({ status: 'canceled' })],
      retries: [aRetry(null), aRetry(PROVIDER_PAGE)],
    });
    await expect.poll(offered).toBe(true);

    retryButton().click();
    await expect.poll(alertOf).toBe(paymentMessages.paymentUnavailable);
    expect(retryButton().disabled).toBe(false);
    expect(leaving).not.toHaveBeenCalled();
    retryButton().click();

    await expect.poll(() => leaving.mock.calls).toEqual([[PROVIDER_PAGE]]);
    expect(alertOf()).toBe('');
  });

  it('says the order can no longer be paid when the try again is refused', async () => {
    await comeBack({
      reads: [aPaymentRead({ status: 'canceled' })],
      retries: [{ status: 409, body: { detail: 'Оплатить этот заказ уже нельзя' } }],
    });
    await expect.poll(offered).toBe(true);

    retryButton().click();

    await expect.poll(title).toBe(buyerPaymentTexts.closed);
    expect(offered()).toBe(false);
    expect(root().activeElement).toBe(closeButton());
  });

  it.each([
    ['given up', 'canceled' as const],
    ['given back', 'refunded' as const],
  ])(
    'says the order can no longer be paid, with nothing to try, for a payment %s',
    async (_, status) => {
      await comeBack({ reads: [aPaymentRead({ status, can_retry: false })] });

      await expect.poll(title).toBe(buyerPaymentTexts.closed);
      expect(offered()).toBe(false);
      expect(root().activeElement).toBe(closeButton());
    },
  );

  it.each([
    ['cannot be reached', 'drop' as const],
    ['fails', { status: 502, body: { detail: 'Bad Gateway' } }],
  ])(
    'says the payment could not be checked when the server %s, and gives the address its token back for the reload it asks',
    async (_, read) => {
      history.replaceState(null, '', '/catalog?a=1#top');

      await comeBack({ reads: [read] });

      await expect.poll(title).toBe(buyerPaymentTexts.unreachable);
      expect(offered()).toBe(false);
      expect(location.href.slice(location.origin.length)).toBe(
        `/catalog?a=1&vitrina_payment=${TOKEN}#top`,
      );
    },
  );

  it('says a token the server does not know is no payment it has', async () => {
    await comeBack({});

    await expect.poll(title).toBe(paymentMessages.paymentNotFound);
    expect(offered()).toBe(false);
  });

  it('stops asking once closed, and gives focus back to where it was on the page', async () => {
    const { nextAsk, asked } = fakeTime();
    const before = document.body.appendChild(document.createElement('button'));
    before.focus();
    await comeBack({ reads: [aPaymentRead()] });
    await expect.poll(calls).toEqual([READ]);

    closeButton().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await nextAsk(1);
    await vi.advanceTimersByTimeAsync(ASK_FOR_MS);

    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(before);
    expect(asked()).toBe(1);
  });
});
