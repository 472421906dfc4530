import { z } from 'zod';
import { keptSecret } from './kept-secret';
import { integerBetween, type VariablesOf } from './variable-rules';

/** Argon2id's cost: memory in KiB, passes and lanes. */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's minimum for Argon2id: 19 MiB of memory, 2 passes, 1 lane. */
export const PASSWORD_HASHING_OWASP: PasswordHashing = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface AuthSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** Not a variable: the server always hashes at OWASP's cost; tests choose a cheap one. */
  passwordHashing: PasswordHashing;
}

export const authVariables = {
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ACCESS_TOKEN_TTL: integerBetween(1, 86400).default(900),
};

export function readAuthSettings(
  variables: VariablesOf<typeof authVariables>,
  dataDir: string,
): AuthSettings {
  return {
    jwtSecret: variables.JWT_SECRET ?? keptSecret(dataDir, 'jwt-secret', 'the JWT secret'),
    accessTokenTtlSeconds: variables.ACCESS_TOKEN_TTL,
    passwordHashing: PASSWORD_HASHING_OWASP,
  };
}
