import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key; ids are integers everywhere in Vitrina's API. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const timestampWithZone = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampWithZone('created_at').notNull().defaultNow();

/** Lifecycle dates of rows that are edited after creation. */
export const lifecycleDates = () => ({
  createdAt: createdAt(),
  updatedAt: timestampWithZone('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
