import {
  blockedEntryCreateSchema,
  blockedValueText,
  blocklistMessages,
  blocklistTexts,
  type BlockedEntry,
} from '@vitrina/contracts/blocklist';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';

const BASE = 'v1/platform/service/blocklist/';

/** An entry as the server lists it: a phone blocked from an order, unless told otherwise. */
export function anEntry(overrides: Partial<BlockedEntry> = {}): BlockedEntry {
  return {
    id: 11,
    kind: 'PHONE',
    value: '+79001112233',
    note: 'Заказ #1007',
    created_at: '2026-11-21T07:05:00.000Z',
    ...overrides,
  };
}

/**
 * The blocked list's calls over `entries` (newest first), which the test keeps: an entry is added
 * by the contract's rules and refused with 409 when its value is there, as the server does.
 */
export function fakeBlocklistServer(
  entries: BlockedEntry[] = [],
  routes: Partial<Record<FakeRoute, FakeHandler>> = {},
) {
  let nextId = 100;
  return createFakeApi({
    [`GET ${BASE}`]: () => reply(200, { data: entries }),
    [`POST ${BASE}`]: async (request) => {
      const parsed = blockedEntryCreateSchema.safeParse(await request.json());
      if (!parsed.success) return reply(422, { detail: parsed.error.issues[0]!.message });
      const { kind, value, note } = parsed.data;
      if (entries.some((entry) => entry.kind === kind && entry.value === value)) {
        const message = blocklistMessages.duplicate(blockedValueText(kind, value));
        return reply(409, { detail: message, errors: [{ field: 'value', message }] });
      }
      const entry = { id: nextId++, kind, value, note, created_at: new Date().toISOString() };
      entries.unshift(entry);
      return reply(201, { data: entry });
    },
    [`DELETE ${BASE}:id/`]: (_request, { id }) => {
      const index = entries.findIndex((entry) => entry.id === Number(id));
      if (index === -1) return reply(404, { detail: blocklistMessages.notFound });
      const [removed] = entries.splice(index, 1);
      return reply(200, {
        message: blocklistTexts.deleted(blockedValueText(removed!.kind, removed!.value)),
      });
    },
    ...routes,
  });
}

export type FakeBlocklistServer = ReturnType<typeof fakeBlocklistServer>;
