import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  loginFormSchema,
  passwordApplySchema,
  profileUpdateSchema,
  registerSchema,
} from './auth';
import { messages } from './messages';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registerSchema', () => {
  it.each([
    [{ email: 'a@shop.ru', password: 'secret12', confirm_password: 'secret12' }, undefined],
    [{ email: 'bad', password: 'secret12', confirm_password: 'secret12' }, messages.email.invalid],
    [
      { email: 'a@shop.ru', password: 'short', confirm_password: 'short' },
      messages.auth.passwordTooShort,
    ],
    [
      { email: 'a@shop.ru', password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) },
      messages.auth.passwordTooLong,
    ],
    [
      { email: 'a@shop.ru', password: 'secret12', confirm_password: 'secret13' },
      messages.auth.passwordsMismatch,
    ],
    [{ email: 'a@shop.ru', password: '', confirm_password: '' }, messages.profile.passwordRequired],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(registerSchema.safeParse(body))).toBe(message);
  });

  it('trims the e-mail', () => {
    const body = { email: ' a@shop.ru ', password: 'secret12', confirm_password: 'secret12' };
    expect(registerSchema.parse(body).email).toBe('a@shop.ru');
  });
});

describe('loginFormSchema', () => {
  it.each([
    [{ username: 'a@shop.ru', password: 'x' }, undefined],
    [{ username: 'a@shop.ru', password: '' }, messages.profile.passwordRequired],
    [{ username: 'nobody', password: 'x' }, messages.email.invalid],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(loginFormSchema.safeParse(body))).toBe(message);
  });
});

describe('passwordApplySchema and changePasswordSchema', () => {
  it.each([
    [{ password: 'secret12', confirm_password: 'secret12', token: 't' }, true],
    [{ password: 'secret12', confirm_password: 'other123', token: 't' }, false],
    [{ password: 'secret12', confirm_password: 'secret12', token: '' }, false],
  ])('apply %j → valid: %s', (body, valid) => {
    expect(passwordApplySchema.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ password: 'old', new_password: 'secret12', confirm_new_password: 'secret12' }, undefined],
    [
      { password: '', new_password: 'secret12', confirm_new_password: 'secret12' },
      messages.profile.passwordRequired,
    ],
    [
      { password: 'old', new_password: 'secret12', confirm_new_password: 'x' },
      messages.auth.passwordsMismatch,
    ],
  ])('change %j', (body, message) => {
    expect(firstMessage(changePasswordSchema.safeParse(body))).toBe(message);
  });
});

describe('profileUpdateSchema', () => {
  it.each([
    [{ first_name: 'Анна', gender: 'FEMALE' }, undefined],
    [{ data_birth: '1990-02-30' }, messages.profile.birthDateInvalid],
    [{ data_birth: null, last_name: null }, undefined],
    [{ first_name: 'я'.repeat(101) }, messages.profile.nameTooLong],
  ])('%j → %s', (body, message) => {
    expect(firstMessage(profileUpdateSchema.safeParse(body))).toBe(message);
  });
});
