import { describe, expect, it } from 'vitest';
import { emailSchema } from './email-schema';

describe('emailSchema', () => {
  it.each([
    ['merchant@example.com', 'merchant@example.com'],
    ['  merchant@example.com  ', 'merchant@example.com'],
  ])('accepts %j as %j', (input, output) => {
    expect(emailSchema.parse(input)).toBe(output);
  });

  it.each([[''], ['   '], ['merchant@localhost'], ['mer chant@example.com'], [42], [null]])(
    'rejects %j with the spec message',
    (input) => {
      const result = emailSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Некорректный email']);
    },
  );
});
