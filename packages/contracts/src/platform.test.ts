import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  domainUpdateSchema,
  domainVerifySchema,
  showcaseContentSchema,
  siteCreateSchema,
  siteUpdateSchema,
  widgetCreateSchema,
  widgetStyleSchema,
  widgetUpdateSchema,
} from './platform';
import { WIDGET_STYLE_DEFAULTS, widgetStyleOf } from './widget-style';

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

describe('widgetStyleSchema', () => {
  it('takes any subset of the settings', () => {
    expect(widgetStyleSchema.parse({ columns: 2 })).toEqual({ columns: 2 });
    expect(widgetStyleSchema.parse({ button_text: ' Заказать ' })).toEqual({
      button_text: 'Заказать',
    });
  });

  it.each([
    [{ accent_color: 'red' }, messages.widget.accentColorInvalid],
    [{ button_text: '  ' }, messages.widget.buttonTextRequired],
    [{ button_text: 'к'.repeat(31) }, messages.widget.buttonTextTooLong],
  ])('refuses %j with its message', (style, message) => {
    expect(widgetStyleSchema.safeParse(style).error?.issues[0]?.message).toBe(message);
  });

  it('refuses columns out of 1–4 and settings it does not know', () => {
    expect(widgetStyleSchema.safeParse({ columns: 0 }).success).toBe(false);
    expect(widgetStyleSchema.safeParse({ columns: 5 }).success).toBe(false);
    expect(widgetStyleSchema.safeParse({ font: 'Comic Sans' }).success).toBe(false);
  });

  it('leaves the rest to the defaults', () => {
    expect(widgetStyleOf({ columns: 2 })).toEqual({ ...WIDGET_STYLE_DEFAULTS, columns: 2 });
  });
});
