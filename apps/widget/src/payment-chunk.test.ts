import { afterEach, describe, expect, it } from 'vitest';
import { takePaymentToken } from './payment-chunk';

const startAddress = location.href;

afterEach(() => history.replaceState(null, '', startAddress));

/** The page at `address` on its origin, with `state` in its history entry. */
function openAt(address: string, state: unknown = null) {
  history.replaceState(state, '', address);
}

const address = () => location.href.slice(location.origin.length);

describe("the payment's token in the page's address", () => {
  it('is taken out, the rest of the address as it was written and the history state kept', () => {
    const state = { route: '/catalog/tea' };
    openAt(
      '/catalog/tea?utm_source=a%20b&q=tea+oolong&flag&vitrina_payment=2f1c-77&p=2#reviews',
      state,
    );

    expect(takePaymentToken()).toBe('2f1c-77');

    // Not `utm_source=a+b` nor `flag=`: each pair stays as the page wrote it.
    expect(address()).toBe('/catalog/tea?utm_source=a%20b&q=tea+oolong&flag&p=2#reviews');
    expect(history.state).toEqual(state);
  });

  it('leaves no question mark behind when it was all the query', () => {
    openAt('/?vitrina_payment=2f1c-77');

    expect(takePaymentToken()).toBe('2f1c-77');
    expect(address()).toBe('/');
  });

  it('is none, the address untouched, when the address holds none', () => {
    openAt('/catalog?vitrina_payment_x=1&payment=2#top');

    expect(takePaymentToken()).toBeNull();
    expect(address()).toBe('/catalog?vitrina_payment_x=1&payment=2#top');
  });

  it('is none for an empty one, taken out all the same', () => {
    openAt('/catalog?vitrina_payment=&a=1');

    expect(takePaymentToken()).toBeNull();
    expect(address()).toBe('/catalog?a=1');
  });
});
