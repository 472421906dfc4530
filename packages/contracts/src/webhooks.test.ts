import { describe, expect, it } from 'vitest';
import {
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
  webhookMessages as texts,
} from './webhooks';

const messagesOf = (payload: unknown) => {
  const parsed = webhookEndpointCreateSchema.safeParse(payload);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a webhook address as the merchant types it', () => {
  it('keeps a trimmed http or https address and its events once each, in their order', () => {
    expect(
      webhookEndpointCreateSchema.parse({
        url: '  https://crm.example.ru/hooks?from=vitrina ',
        events: ['payment.succeeded', 'order.created', 'payment.succeeded'],
      }),
    ).toEqual({
      url: 'https://crm.example.ru/hooks?from=vitrina',
      events: ['order.created', 'payment.succeeded'],
    });
    expect(messagesOf({ url: 'http://crm.example.ru/hook', events: ['order.created'] })).toEqual(
      [],
    );
  });

  it.each([
    ['', texts.urlRequired],
    ['   ', texts.urlRequired],
    ['crm.example.ru/hook', texts.urlInvalid],
    ['ftp://crm.example.ru/hook', texts.urlInvalid],
    ['javascript:alert(1)', texts.urlInvalid],
    ['https://user:secret@crm.example.ru/hook', texts.urlWithCredentials],
    ['https://user@crm.example.ru/hook', texts.urlWithCredentials],
  ])('refuses «%s» with one message', (url, message) => {
    expect(messagesOf({ url, events: ['order.created'] })).toEqual([message]);
  });

  it('asks for at least one known event; the test event is sent, never heard', () => {
    for (const events of [[], ['webhook.test'], ['order.deleted'], undefined]) {
      expect(messagesOf({ url: 'https://crm.example.ru/hook', events })).toContain(
        texts.eventsRequired,
      );
    }
  });

  it('changes an address only when told what', () => {
    expect(webhookEndpointUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      texts.updateEmpty,
    );
    expect(webhookEndpointUpdateSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });
});
