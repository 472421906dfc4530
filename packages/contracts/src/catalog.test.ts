import { describe, expect, it } from 'vitest';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  collectionCreateSchema,
  collectionUpdateSchema,
} from './catalog';
import { messages } from './messages';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('collectionCreateSchema and collectionUpdateSchema', () => {
  it('defaults the type to PRODUCT and trims the title', () => {
    expect(collectionCreateSchema.parse({ title: '  Книги ' })).toEqual({
      type: 'PRODUCT',
      title: 'Книги',
    });
  });

  it.each([
    ['4 characters', 'Чаи!', true],
    ['255 characters', 'т'.repeat(255), true],
    ['3 characters', 'Чай', false],
    ['3 characters inside spaces', '  Чай  ', false],
    ['256 characters', 'т'.repeat(256), false],
  ])('a title of %s is accepted: %s', (_, title, accepted) => {
    expect(collectionCreateSchema.safeParse({ title }).success).toBe(accepted);
    expect(collectionUpdateSchema.safeParse({ title }).success).toBe(accepted);
  });

  it('answers the spec message for a short or missing title', () => {
    expect(firstMessage(collectionCreateSchema.safeParse({ title: 'Чай' }))).toBe(
      messages.collection.titleTooShort,
    );
    expect(firstMessage(collectionCreateSchema.safeParse({}))).toBe(
      messages.collection.titleTooShort,
    );
  });

  it('limits the description to 1000 characters', () => {
    const at = collectionCreateSchema.safeParse({ title: 'Книги', description: 'о'.repeat(1000) });
    const past = collectionCreateSchema.safeParse({
      title: 'Книги',
      description: 'о'.repeat(1001),
    });

    expect(at.success).toBe(true);
    expect(firstMessage(past)).toBe(messages.collection.descriptionTooLong);
  });

  it('refuses an unknown type', () => {
    expect(collectionCreateSchema.safeParse({ type: 'FOOD', title: 'Книги' }).success).toBe(false);
  });
});

describe('categoryCreateSchema and categoryUpdateSchema', () => {
  it('defaults the parent to the top level', () => {
    expect(categoryCreateSchema.parse({ title: 'Кеды', collection_id: 1 })).toEqual({
      title: 'Кеды',
      parent_id: null,
      collection_id: 1,
    });
  });

  it.each([
    ['a blank title', '   ', messages.category.titleRequired],
    ['a title of 256 characters', 'к'.repeat(256), messages.category.titleTooLong],
  ])('refuses %s', (_, title, message) => {
    expect(firstMessage(categoryCreateSchema.safeParse({ title, collection_id: 1 }))).toBe(message);
    expect(firstMessage(categoryUpdateSchema.safeParse({ title }))).toBe(message);
  });

  it('accepts a title of 255 characters and refuses ids that are not positive integers', () => {
    expect(categoryUpdateSchema.safeParse({ title: 'к'.repeat(255) }).success).toBe(true);
    expect(categoryUpdateSchema.safeParse({ parent_id: 0 }).success).toBe(false);
    expect(categoryUpdateSchema.safeParse({ parent_id: 1.5 }).success).toBe(false);
  });
});
