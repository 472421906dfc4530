const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '::0', '0:0:0:0:0:0:0:0']);

/** The address to open in a browser: localhost when listening on every interface. */
export function servingUrl(host: string, port: number): string {
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
