// Preloaded into the server of the ownership journey (`node --import`): names under
// `.vitrina-e2e.test` resolve to 127.0.0.1, the way a merchant's domain resolves to their site.
// Everything else goes to the system resolver.
import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';

const SUFFIX = '.vitrina-e2e.test';
const LOOPBACK = { address: '127.0.0.1', family: 4 };
const systemLookup = dns.promises.lookup;

dns.promises.lookup = (hostname, options) => {
  if (!hostname.endsWith(SUFFIX)) return systemLookup(hostname, options);
  return Promise.resolve(options?.all ? [LOOPBACK] : LOOPBACK);
};
// ES modules importing `lookup` by name see the replacement too.
syncBuiltinESMExports();
