import { groupServer } from './group-server';

/**
 * The console journeys' server. It trusts a proxy on loopback, so that each file's browser
 * (launchBrowser's `clientAddress`) counts as a client of its own against the per-address limits
 * (20 sign-ups in 5 minutes), as when each file had a server to itself.
 */
export default groupServer({ TRUST_PROXY: '127.0.0.1' });
