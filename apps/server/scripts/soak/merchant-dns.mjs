// Preloaded into the soak's server processes (`node --import`): names under `.soak.vitrina.test`
// resolve to 127.0.0.1, where the soak's site pages answer, the way a merchant's domain resolves
// to their site; with ALLOW_PRIVATE_FETCH=1 the servers may fetch there to confirm a domain.
// Every other name goes to the system resolver.
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';

const SUFFIX = '.soak.vitrina.test';
const LOOPBACK = { address: '127.0.0.1', family: 4 };
const systemLookup = dns.promises.lookup;

dns.promises.lookup = (hostname, options) => {
  if (!hostname.endsWith(SUFFIX)) return systemLookup(hostname, options);
  return Promise.resolve(options?.all ? [LOOPBACK] : LOOPBACK);
};
// ES modules importing `lookup` by name see the replacement too.
syncBuiltinESMExports();
