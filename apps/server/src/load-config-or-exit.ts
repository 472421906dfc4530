import { ConfigError, loadConfig, type Config } from './config';

/** The configuration, or a one-line message on stderr and exit 1 when a setting is bad. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
