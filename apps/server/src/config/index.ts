import { z } from 'zod';
import { authVariables, readAuthSettings, type AuthSettings } from './auth';
import { backupVariables, readBackupSettings, type BackupSettings } from './backups';
import { ConfigError } from './config-error';
import { deliveryVariables, readDeliverySettings, type DeliverySettings } from './delivery';
import { httpVariables, readHttpSettings, type HttpSettings } from './http';
import { loggingVariables, readLogLevel, type LogLevel } from './logging';
import { mailVariables, readMailSettings, type MailSettings } from './mail';
import { mediaVariables, readMediaSettings, type MediaSettings } from './media';
import { metricsVariables, readMetricsSettings, type MetricsSettings } from './metrics';
import { pageFetchVariables, readPageFetchSettings, type PageFetchSettings } from './page-fetch';
import { paymentsVariables, readPaymentsSettings, type PaymentsSettings } from './payments';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits';
import { readStorageSettings, storageVariables, type StorageSettings } from './storage';
import { readTelegramSettings, telegramVariables, type TelegramSettings } from './telegram';

export { ConfigError } from './config-error';
export { DEFAULT_RATE_LIMITS, type RateLimit, type RateLimits } from './rate-limits';
export { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from './delivery';

/** The settings, one group per concern; each concern's variables live in its own module. */
export interface Config {
  http: HttpSettings;
  storage: StorageSettings;
  mail: MailSettings;
  media: MediaSettings;
  auth: AuthSettings;
  rateLimits: RateLimits;
  logLevel: LogLevel;
  pageFetch: PageFetchSettings;
  delivery: DeliverySettings;
  telegram: TelegramSettings;
  payments: PaymentsSettings;
  backups: BackupSettings;
  metrics: MetricsSettings;
}

const environmentSchema = z.object({
  ...httpVariables,
  ...storageVariables,
  ...mailVariables,
  ...mediaVariables,
  ...authVariables,
  ...loggingVariables,
  ...pageFetchVariables,
  ...deliveryVariables,
  ...telegramVariables,
  ...paymentsVariables,
  ...backupVariables,
  ...metricsVariables,
});

/** Unset and empty variables are the same thing: `PORT= npm start` means the default port. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
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
  const storage = readStorageSettings(variables);
  return {
    http: readHttpSettings(variables),
    storage,
    mail: readMailSettings(variables),
    media: readMediaSettings(variables),
    auth: readAuthSettings(variables, storage.dataDir),
    rateLimits: DEFAULT_RATE_LIMITS,
    logLevel: readLogLevel(variables),
    pageFetch: readPageFetchSettings(variables),
    delivery: readDeliverySettings(variables),
    telegram: readTelegramSettings(variables),
    payments: readPaymentsSettings(variables, storage.dataDir),
    backups: readBackupSettings(variables, storage.dataDir),
    metrics: readMetricsSettings(variables),
  };
}
