import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readOrCreateJwtSecret } from './jwt-secret';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** At most `max` attempts in each fixed window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Per client IP, or per account (the e-mail address it was asked for, or the signed-in user). */
export const DEFAULT_RATE_LIMITS = {
  emailCheckPerIp: { max: 30, windowSeconds: 60 },
  loginPerIp: { max: 20, windowSeconds: 5 * 60 },
  registerPerIp: { max: 20, windowSeconds: 5 * 60 },
  passwordResetPerIp: { max: 20, windowSeconds: 5 * 60 },
  passwordApplyPerIp: { max: 20, windowSeconds: 5 * 60 },
  failedLoginsPerAccount: { max: 10, windowSeconds: 15 * 60 },
  resetLettersPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Each check fetches a page of the merchant's site: keep one account from hammering it. */
  domainVerificationsPerAccount: { max: 10, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

export type RateLimits = Record<keyof typeof DEFAULT_RATE_LIMITS, RateLimit>;

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder that holds the embedded database, the JWT secret and files. */
  dataDir: string;
  /** Origin used in links of letters, without a trailing slash. */
  publicUrl: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  rateLimits: RateLimits;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Lets the guarded fetcher reach private addresses: for tests only. */
  allowPrivateFetch: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (per-IP limits, logs):
   * none, a number of hops, or proxy addresses and networks.
   */
  trustProxy: false | number | string[];
  consoleDir: string;
  widgetFile: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fromRepository = (path: string) =>
  fileURLToPath(new URL(`../../../${path}`, import.meta.url));

function integerBetween(min: number, max: number) {
  const message = `must be an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

function urlWithProtocols(protocols: string[]) {
  const message = `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);
}

/** A hop count (`1`), or addresses and networks (`10.0.0.0/8,loopback`) as Fastify reads them. */
function trustedProxies() {
  const message = 'must be a number of hops or a comma-separated list of proxy addresses';
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
  return z.string().transform((value, context) => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((item) => item.trim());
    if (addresses.every((item) => address.test(item))) return addresses;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const environmentSchema = z.object({
  PORT: integerBetween(0, 65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Vitrina <no-reply@localhost>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ACCESS_TOKEN_TTL: integerBetween(1, 86400).default(900),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  ALLOW_PRIVATE_FETCH: z.literal('1', 'must be 1 or unset').optional(),
  TRUST_PROXY: trustedProxies().optional(),
  CONSOLE_DIR: z.string().default(fromRepository('apps/console/dist')),
  WIDGET_FILE: z.string().default(fromRepository('apps/widget/dist/widget.js')),
});

/** Unset and empty variables are the same thing: `PORT= npm start` means the default port. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** An unwritable DATA_DIR is a bad setting too: say so in one line rather than with a stack. */
function jwtSecretIn(dataDir: string): string {
  try {
    return readOrCreateJwtSecret(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration: DATA_DIR cannot keep the JWT secret: ${reason}`);
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.join('.')} ${issue.message}`;
}

/** Reads the configuration from the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const [firstIssue] = parsed.error.issues;
    throw new ConfigError(`Invalid configuration: ${firstIssue ? describeIssue(firstIssue) : ''}`);
  }
  const variables = parsed.data;
  const dataDir = resolve(variables.DATA_DIR);
  return {
    port: variables.PORT,
    host: variables.HOST,
    dataDir,
    publicUrl: (variables.PUBLIC_URL ?? `http://localhost:${variables.PORT}`).replace(/\/+$/, ''),
    databaseUrl: variables.DATABASE_URL,
    smtpUrl: variables.SMTP_URL,
    mailFrom: variables.MAIL_FROM,
    jwtSecret: variables.JWT_SECRET ?? jwtSecretIn(dataDir),
    accessTokenTtlSeconds: variables.ACCESS_TOKEN_TTL,
    rateLimits: DEFAULT_RATE_LIMITS,
    logLevel: variables.LOG_LEVEL,
    allowPrivateFetch: variables.ALLOW_PRIVATE_FETCH === '1',
    trustProxy: variables.TRUST_PROXY ?? false,
    consoleDir: resolve(variables.CONSOLE_DIR),
    widgetFile: resolve(variables.WIDGET_FILE),
  };
}
