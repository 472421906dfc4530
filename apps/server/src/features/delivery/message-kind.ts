import type { z } from 'zod';
import type { DeliveryAttempt, DeliveryOutcome, OutgoingMessage } from './delivery-types';

/** A payload as the outbox keeps it: a JSON object. */
type PayloadSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** Whose a message is: a shop's (orders, contacts, invitations) or an account's own letter. */
export type MessageOwner =
  { shopId: number; userId?: undefined } | { userId: number; shopId?: undefined };

/** What a cause says of a message of a kind; its payload is of the kind's own type. */
export type MessageFields<Payload> = MessageOwner & {
  /** The contact it goes to, whose delivery log shows it; none by default. */
  recipientId?: number | null;
  payload: Payload;
  /** Unique across all kinds and merchants, so it names its kind and its cause. */
  dedupeKey: string;
};

/** How a kind's messages are delivered: given the payload its schema read. */
export type KindHandler<Payload> = (attempt: DeliveryAttempt<Payload>) => Promise<DeliveryOutcome>;

/** A kind with its handler: one entry of the registry the worker delivers by (decision 51). */
export interface MessageDefinition {
  readonly kind: string;
  readonly schema: PayloadSchema;
  readonly secrets: readonly string[];
  readonly handler: KindHandler<Record<string, unknown>>;
}

/**
 * A kind of outbox message: its name, the schema of its payload and the payload fields that hold
 * a secret. The cause builds its messages with `message`, typed by the schema at compile time and
 * checked by it at run time; the feature that delivers them adds its handler with `deliveredBy`.
 */
export function messageKind<Schema extends PayloadSchema>(
  kind: string,
  schema: Schema,
  options: { secrets?: readonly (keyof z.output<Schema> & string)[] } = {},
) {
  const secrets = options.secrets ?? [];
  return {
    kind,
    schema,
    secrets,

    /** A message to enqueue; a payload its schema refuses throws, as the bug it is. */
    message(fields: MessageFields<z.input<Schema>>) {
      const { shopId = null, userId = null, recipientId = null, payload, dedupeKey } = fields;
      const checked = schema.parse(payload);
      // The brand says the payload passed its kind's schema, which is just what happened here.
      const message = { shopId, userId, kind, recipientId, payload: checked, dedupeKey };
      return message as unknown as OutgoingMessage;
    },

    deliveredBy(handler: KindHandler<z.output<Schema>>): MessageDefinition {
      // The worker calls it only with what this very schema read from the payload.
      return { kind, schema, secrets, handler: handler as KindHandler<Record<string, unknown>> };
    },
  };
}

export type MessageKind<Schema extends PayloadSchema = PayloadSchema> = ReturnType<
  typeof messageKind<Schema>
>;

/** The worker's registry: the definition of each kind it delivers. */
export interface MessageRegistry {
  find(kind: string): MessageDefinition | undefined;
}

/** The registry of `definitions`; a kind defined twice is a mistake found at start. */
export function messageRegistry(definitions: readonly MessageDefinition[]): MessageRegistry {
  const byKind = new Map<string, MessageDefinition>();
  for (const definition of definitions) {
    if (byKind.has(definition.kind)) {
      throw new Error(`The outbox message kind ${definition.kind} is defined twice`);
    }
    byKind.set(definition.kind, definition);
  }
  return { find: (kind) => byKind.get(kind) };
}

/** The payload with its secrets removed, for a message that will not be tried again. */
export function withoutSecrets(
  payload: Record<string, unknown>,
  secrets: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !secrets.includes(key)));
}
