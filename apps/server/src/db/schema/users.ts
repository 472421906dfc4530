import { GENDERS } from '@vitrina/contracts/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, date, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';

export const genderEnum = pgEnum('gender', GENDERS);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored in lower case, so the unique constraint is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    // The API calls the birth date "data_birth" (spec §7.1); the column keeps that name.
    dataBirth: date('data_birth', { mode: 'string' }),
    gender: genderEnum('gender').notNull().default('NOT_SPECIFIED'),
    ...lifecycleDates(),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
