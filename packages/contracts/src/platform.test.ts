import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  domainUpdateSchema,
  domainVerifySchema,
  showcaseContentSchema,
  siteCreateSchema,
  siteUpdateSchema,
  widgetCreateSchema,
  widgetUpdateSchema,
} from './platform';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('site payloads', () => {
  it('trims the title and defaults the domains to none', () => {
    expect(siteCreateSchema.parse({ title: '  Чайная ' })).toEqual({
      title: 'Чайная',
      domains: [],
    });
  });

  it.each([
    [siteCreateSchema, { title: '   ' }, messages.site.titleRequired],
    [siteCreateSchema, {}, messages.site.titleRequired],
    [
      siteCreateSchema,
      { title: 'Чай', domains: [{ link_domain: ' ' }] },
      messages.site.linkRequired,
    ],
    [siteUpdateSchema, { title: '' }, messages.site.editTitleRequired],
    [domainUpdateSchema, { link_domain: '' }, messages.site.editLinkRequired],
    [siteCreateSchema, { title: 'т'.repeat(256) }, messages.platform.titleTooLong],
    [
      siteUpdateSchema,
      { title: 'Чай', description: 'о'.repeat(1001) },
      messages.platform.descriptionTooLong,
    ],
  ])('refuses %#: with the spec message', (schema, body, message) => {
    expect(firstMessage(schema.safeParse(body))).toBe(message);
  });

  it('accepts a description of exactly 1000 characters', () => {
    expect(
      siteUpdateSchema.safeParse({ title: 'Чай', description: 'о'.repeat(1000) }).success,
    ).toBe(true);
  });
});

describe('domainVerifySchema', () => {
  it.each([[''], ['  '], [undefined], ['h'.repeat(2049)]])('refuses the link %j', (link) => {
    expect(firstMessage(domainVerifySchema.safeParse({ link }))).toBe(
      messages.verification.linkInvalid,
    );
  });
});

describe('widget payloads', () => {
  it('defaults the type to SHOWCASE', () => {
    expect(widgetCreateSchema.parse({ title: 'Витрина', site_id: 3 })).toEqual({
      title: 'Витрина',
      site_id: 3,
      type_widget: 'SHOWCASE',
    });
  });

  it('answers the spec messages for a blank title and a missing site', () => {
    expect(firstMessage(widgetCreateSchema.safeParse({ title: ' ', site_id: 3 }))).toBe(
      messages.widget.titleRequired,
    );
    expect(firstMessage(widgetCreateSchema.safeParse({ title: 'Витрина' }))).toBe(
      messages.widget.siteIdMissing,
    );
    expect(firstMessage(widgetUpdateSchema.safeParse({ title: '' }))).toBe(
      messages.widget.editTitleRequired,
    );
  });

  it('refuses a site id past the integer range of the database', () => {
    expect(widgetCreateSchema.safeParse({ title: 'В', site_id: 2_147_483_648 }).success).toBe(
      false,
    );
  });

  it('refuses an unknown widget type', () => {
    expect(
      widgetCreateSchema.safeParse({ title: 'В', site_id: 1, type_widget: 'SLIDER' }).success,
    ).toBe(false);
  });
});

describe('showcaseContentSchema', () => {
  it.each([
    [{ ids: [] }, true],
    [{ ids: [1, 2] }, true],
    [{ ids: [0] }, false],
    [{ ids: [2_147_483_648] }, false],
    [{ ids: ['1'] }, false],
    [{ ids: Array.from({ length: 501 }, (_, index) => index + 1) }, false],
    [{}, false],
  ])('%j is accepted: %s', (body, accepted) => {
    expect(showcaseContentSchema.safeParse(body).success).toBe(accepted);
  });
});
