import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A required reference to the row this one belongs to: deleting that row deletes this one, so a
 * merchant's account, site or collection goes with everything under it in one statement.
 */
export const belongsTo = (name: string, column: () => AnyPgColumn) =>
  integer(name).notNull().references(column, { onDelete: 'cascade' });
